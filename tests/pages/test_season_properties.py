"""Invariants of the season, as properties: the table link's fragment gives back any history,
the league table does not depend on the order of the games and counts every finished game
once per player, and catalogue text is always escaped."""

from __future__ import annotations

import base64
import json
import zlib

from hypothesis import given
from hypothesis import strategies as st

from service.cli import family as cli_family
from service.pages.prose import prose
from service.verdicts import season

json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                           max_leaves=20)
players = st.sampled_from(["ann", "bob", "cat", "dan", "città"])


@st.composite
def scored_games(draw):
    seated = draw(st.lists(players, min_size=1, max_size=4, unique=True))
    if draw(st.booleans()):
        return {"score": None}
    totals = [{"player": p, "total": draw(st.integers(0, 200))} for p in seated]
    winners = draw(st.lists(st.sampled_from(seated), min_size=1, unique=True))
    return {"score": {"players": totals, "winners": winners, "provisional": draw(st.booleans())}}


@given(json_values)
def test_a_fragment_gives_back_its_history(history):
    g = season.table_fragment(history)
    raw = base64.urlsafe_b64decode(g + "=" * (-len(g) % 4))
    assert json.loads(zlib.decompress(raw, -15).decode("utf-8")) == history


@given(st.lists(scored_games(), max_size=8), st.randoms())
def test_the_league_table_is_order_free_and_counts_each_finished_game(entries, rng):
    league = season.league_table(entries)
    shuffled = list(entries)
    rng.shuffle(shuffled)
    assert season.league_table(shuffled) == league
    finished = [e["score"] for e in entries if e["score"] is not None and not e["score"]["provisional"]]
    assert league["games"] == len(finished)
    assert sum(r["games"] for r in league["players"]) == sum(len(s["players"]) for s in finished)
    assert sum(r["wins"] for r in league["players"]) == sum(len(s["winners"]) for s in finished)
    keys = [(-r["wins"], -r["points"], r["player"]) for r in league["players"]]
    assert keys == sorted(keys)


def test_the_command_line_and_the_page_share_the_league_table():
    assert cli_family.league_table is season.league_table


@given(st.text())
def test_catalogue_text_is_always_escaped(text):
    html = str(prose(text, frozenset({"A1", "R10"})))
    stripped = html
    for tag in ("<p>", "</p>", "<ul>", "</ul>", "<li>", "</li>", "<code>", "</code>", "</a>"):
        stripped = stripped.replace(tag, "")
    stripped = stripped.replace('<a class="rule-ref" href="#A1">', "").replace('<a class="rule-ref" href="#R10">', "")
    assert "<" not in stripped and ">" not in stripped
