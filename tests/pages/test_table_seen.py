"""The referee's table as one player sees it (``?as=<player>``), without a browser: the
fragment POST /<slug>/table/view?as=<player> draws what POST /<slug>/view answers for that
player, for every game that has a view, in both languages; another player's hand is not in
it; a player not in the game is the view's 422, said in the page's language; a game without
a view is drawn as it always was."""

from __future__ import annotations

import json
import re
from functools import cache
from html import unescape

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.registry import apis
from service.pages.table_seen import seen_table_view
from service.pages.table_view import ILLEGAL, LEGAL, UNJUDGED
from service.referee import registry
from service.referee.catalogue import catalogue_of
from service.text import LANGUAGES
from service.verdicts.view import view_answer

VIEWED = [slug for slug, api in apis().items() if api.viewing is not None]
NOT_VIEWED = [slug for slug, api in apis().items() if api.viewing is None]


def fragment(client, slug: str, history: dict, player: str | None, at: int | None = None, lang: str = "en"):
    query = f"?lang={lang}" + ("" if at is None else f"&at={at}") + ("" if player is None else f"&as={player}")
    return client.post(f"/{slug}/table/view{query}", json=history)


@cache
def game(slug: str, seed: int) -> dict:
    return apis()[slug].random_history(max(2, registry.get(slug).players.start), seed)


def sample_games(slug: str) -> list[dict]:
    examples = apis()[slug].examples
    return [examples["history"], examples["illegal_history"], game(slug, 3)]


def view_of(slug: str, history: dict, player: str, lang: str = "en") -> dict:
    api = apis()[slug]
    return view_answer(api, {"game": api.history().load(history), "player": player}, lang, {})


def test_the_games_with_a_view_are_those_that_answer_one(client):
    """The seats are offered where GET /games lists the game's view, and only there."""
    assert "chokomasquerade" in VIEWED
    listed = {g["id"]: g["paths"] for g in client.get("/games").json["games"]}
    assert sorted(VIEWED) == sorted(slug for slug, paths in listed.items() if f"/{slug}/view" in paths)


@pytest.mark.parametrize("slug", VIEWED)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_player_sees_what_the_view_answers(client, slug, lang):
    """Along the game's sample games, for each player: the moves as they saw them (another
    player's secret move named hidden), their own legal moves at the end, the step marked."""
    not_seen = {"en": "not visible", "it": "non visibile"}[lang]
    for history in sample_games(slug):
        for player in history["players"]:
            answer = fragment(client, slug, history, player, lang=lang)
            assert answer.status_code == 200, answer.text
            page = unescape(answer.text)
            assert f'data-viewer="{player}"' in page
            seen = view_of(slug, history, player, lang)
            hidden = sum(len(m.get("hidden", ())) for m in seen["seen_moves"])
            assert page.count(f": {not_seen}") == hidden
            if seen["legal"]:
                offered = [json.loads(unescape(m)) for m in re.findall(r'data-move="([^"]*)"', answer.text)]
                assert offered == [e["move"] for e in seen["moves"]]
                if not seen["moves"] and not seen["finished"]:
                    assert 'class="no-move"' in page


@pytest.mark.parametrize("slug", VIEWED)
def test_every_step_of_a_players_view_is_drawn(client, slug):
    history = game(slug, 5)
    for player in history["players"]:
        for at in range(0, len(history["moves"]) + 1, 7):
            page = fragment(client, slug, history, player, at).text
            assert f'data-at="{at}"' in page
            assert f'class="board {slug}"' in page


def test_another_players_hand_is_not_in_chokomasquerades_view(client):
    """I2: bob's cards that ann has not seen anywhere (not in her hand, not on the table, not
    paired) are nowhere in ann's fragment, by id or by name, in either language; bob sees them."""
    history = game("chokomasquerade", 11)
    for cut in range(len(history["moves"]), 0, -1):
        played = {**history, "moves": history["moves"][:cut]}
        seen = view_of("chokomasquerade", played, "ann")
        if seen["moves"] and any(e.get("chance") for e in seen["moves"]):
            continue  # at ann's draw every unseen card is offered with its odds
        state = seen["state"]
        public = {c for col in state["columns"] for c in col} | {p["card"] for ps in state["pairs"].values() for p in ps}
        secret = set(view_of("chokomasquerade", played, "bob")["state"]["hands"]["bob"]) - set(state["hands"]["ann"])
        secret -= public | set(state["eaten"])
        if secret:
            break
    else:
        raise AssertionError("no step where bob holds a card ann has not seen")
    words = catalogue_of("chokomasquerade").words
    for lang in LANGUAGES:
        anns = unescape(fragment(client, "chokomasquerade", played, "ann", lang=lang).text)
        bobs = unescape(fragment(client, "chokomasquerade", played, "bob", lang=lang).text)
        for card in secret:
            name = re.compile(rf"\b{re.escape(words.value(card, lang))}\b")
            assert card not in anns and not name.search(anns), (lang, card)
            assert name.search(bobs), (lang, card)
    assert "card back" in anns


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_player_not_in_the_game_is_the_views_422_in_the_pages_language(client, lang):
    history = apis()["chokomasquerade"].examples["history"]
    answer = fragment(client, "chokomasquerade", history, "zed", lang=lang)
    assert answer.status_code == 422
    assert answer.mimetype == "application/problem+json"
    api_answer = client.post("/chokomasquerade/view", json={"game": history, "player": "zed"},
                             headers={"Accept-Language": lang})
    assert answer.json["errors"][0]["pointer"] == "/player"
    assert answer.json["plain"] == api_answer.json["errors"][0]["message"]
    assert ("giocatore" in answer.json["plain"]) == (lang == "it")


def test_every_game_has_a_view_and_its_table_offers_the_seats():
    """Every game of the family answers POST /<game>/view (issue: each player's view), so every
    table offers the switch between the players' views and the referee's."""
    assert NOT_VIEWED == [] and VIEWED


@pytest.mark.parametrize("slug", VIEWED)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_of_a_game_with_a_view_offers_the_seats(client, slug, lang):
    full = client.get(f"/{slug}/table?lang={lang}").text
    assert 'id="seats"' in full and 'id="seat-now"' not in full
    seat = client.get(f"/{slug}/table?lang={lang}&as=ann").text
    assert 'data-viewer="ann"' in seat and 'id="seat-now"' in seat
    assert f'href="?as=ann&amp;lang={"it" if lang == "en" else "en"}"' in seat  # the language switch keeps the seat


@pytest.mark.parametrize("slug", VIEWED)
@pytest.mark.parametrize("seed", [3, 8])
def test_no_value_of_a_players_view_is_drawn_as_python_writes_it(client, slug, seed):
    """What a player does not see is drawn as such (a hand face down, a pile's size), never
    as Python prints a missing value (``None``) or a tuple or list."""
    history = game(slug, seed)
    for player in history["players"]:
        for at in (len(history["moves"]) // 3, len(history["moves"])):
            for lang in LANGUAGES:
                html = unescape(fragment(client, slug, history, player, at, lang).text)
                for shown in re.findall(r">([^<>]+)<", html):
                    assert not re.search(r"\('|',\)|\['|'\]|\bNone\b", shown), (slug, player, shown)


@st.composite
def histories(draw):
    """A seeded random game of a game with a view, cut anywhere, perhaps with one move
    swapped for another of its moves (which most often breaks a rule there), and a player."""
    slug = draw(st.sampled_from(VIEWED))
    full = game(slug, draw(st.integers(0, 3)))
    moves = list(full["moves"][:draw(st.integers(0, len(full["moves"])))])
    if moves and draw(st.booleans()):
        moves[draw(st.integers(0, len(moves) - 1))] = draw(st.sampled_from(full["moves"]))
    return slug, {**full, "moves": moves}, draw(st.sampled_from(full["players"]))


@settings(max_examples=40, deadline=None)
@given(histories(), st.integers(0, 400))
def test_a_players_table_agrees_with_their_view_at_any_step(case, at):
    """The move list agrees with the view's verdict; the picture at a step is the view of the
    history up to it; the player's own moves are offered exactly where play goes on."""
    slug, raw, player = case
    api = apis()[slug]
    history = api.history().load(raw)
    table = seen_table_view(api, history, raw["moves"], at, player, "en", {})
    whole = view_answer(api, {"game": history, "player": player}, "en", {})
    total = len(raw["moves"])
    assert table.at == min(at, total)
    statuses = [row.status for row in table.rows]
    assert statuses.count(LEGAL) == whole["moves_checked"]
    assert statuses.count(ILLEGAL) == (0 if whole["legal"] or whole["violation"]["move_index"] is None else 1)
    assert set(statuses[whole["moves_checked"] + 1:]) <= {UNJUDGED}
    for row, move in zip(table.rows, raw["moves"]):
        if row.status != LEGAL:
            assert row.fields == () and row.type == move["type"]  # nothing of a move the view does not judge
    assert table.shown == min(table.at, whole["moves_checked"])
    assert table.recording == (whole["legal"] and table.at == total)
    if whole["violation"] is not None and whole["violation"]["move_index"] is None:
        assert table.state is None
        return
    shown = view_answer(api, {"game": {**history, "moves": history["moves"][:table.shown]}, "player": player},
                        "en", {})
    assert table.state == shown["state"]
    assert table.score == shown["score"]
    if table.recording or table.at_violation:
        assert [o.move for o in table.offers] == [e["move"] for e in shown["moves"]]
    else:
        assert table.offers == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(histories(), st.integers(0, 400), st.sampled_from(["", "zed", "<b>x</b>", "a" * 300, "\u0007"]) | st.none())
def test_any_step_of_any_seat_is_a_fragment_or_the_views_422(client, case, at, stranger):
    """Whatever the history (cut, a move swapped) and the seat asked (a player, or anything
    else), the fragment is drawn or the view's 422 answers: never a failure."""
    slug, raw, player = case
    seat = player if stranger is None else stranger
    answer = client.post(f"/{slug}/table/view", query_string={"at": at, "as": seat}, json=raw)
    if seat in raw["players"]:
        assert answer.status_code == 200, answer.text[:500]
        assert f'data-viewer="{seat}"' in answer.text
    elif seat == "":
        assert answer.status_code == 200 and "data-viewer" not in answer.text  # the referee's view
    else:
        assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
        assert answer.json["errors"][0]["pointer"] == "/player" and answer.json["plain"]
