"""Near-valid games of every game of the family: legal histories played by each game's
seeded random player, with one thing changed (cut short, a move duplicated, dropped,
swapped, given to another player, or retyped), sent to every path that takes a history.

Besides what every answer must satisfy (tests/fuzz/strategies.check_answer), the paths
must agree with each other, whatever the game:
- a history that matches the schema always gets a 200 from /<game>/validate;
- when it is legal, /<game>/legal-moves and /score/<game> answer 200 (the score provisional
  exactly when legal-moves says the game is not finished); when it is not, both are a 422
  naming the same violation (under /game for a score);
- a schema error is the same at every path (under /game for a score);
- a prefix of a legal game is legal, and its next move is among the legal moves offered.
"""

from __future__ import annotations

import copy
from functools import lru_cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from schemas.registry import apis
from tests.fuzz.corpus import family_paths, history
from tests.fuzz.strategies import check_answer, encode, fuzz_settings

SLUGS = tuple(apis())
KINDS = ("truncate", "duplicate", "drop", "swap", "player", "retype")


@lru_cache(maxsize=None)
def pool(slug: str) -> tuple[dict, ...]:
    """Finished games of every variant set and player count (one seed each)."""
    api = apis()[slug]
    games = []
    for i, variants in enumerate(api.variant_sets):
        for j, players in enumerate(api.player_counts(variants)):
            games.append(history(slug, players, 200 + 11 * i + j, None, tuple(sorted(variants.items()))))
    return tuple(games)


@st.composite
def near_valid(draw, slug: str):
    game = copy.deepcopy(draw(st.sampled_from(pool(slug))))
    moves = game["moves"]
    kind = draw(st.sampled_from(KINDS))
    if kind == "truncate" or not moves:
        cut = draw(st.integers(0, len(moves)))
        game["moves"] = moves[:cut]
        return "truncate", game, cut
    i = draw(st.integers(0, len(moves) - 1))
    if kind == "duplicate":
        moves.insert(i, copy.deepcopy(moves[i]))
    elif kind == "drop":
        del moves[i]
    elif kind == "swap" and len(moves) > 1:
        j = i + 1 if i + 1 < len(moves) else i - 1
        moves[i], moves[j] = moves[j], moves[i]
    elif kind == "player" and isinstance(moves[i].get("player"), str):
        moves[i]["player"] = draw(st.sampled_from(game["players"] + ["zed"]))
    elif kind == "retype":
        moves[i]["type"] = draw(st.sampled_from([m["type"] for m in moves] + ["bid", "", 3]))
    return kind, game, None


def post(client, path, doc):
    response = client.post(path, data=encode(doc), content_type="application/json")
    return response, check_answer(path, response)


def same_violation(v: dict, problem: dict, prefix: str = "") -> None:
    w = problem["violation"]
    assert problem["type"] == "/problems/rule-violation", problem
    assert (w["rule"], w["move_index"], w["message"]) == (v["rule"], v["move_index"], v["message"]), (v, w)
    assert w["pointer"] == prefix + v["pointer"], (v, w)


def check_history(client, slug: str, kind: str, game: dict, cut) -> None:
    api, paths = apis()[slug], family_paths(slug)
    r, verdict = post(client, paths["validate"], game)
    lm_r, lm = post(client, paths["legal_moves"], game)
    sc_r, sc = post(client, paths["score"], {"game": game})
    if r.status_code == 422:
        assert verdict["type"] == "/problems/invalid-body"
        pointers = {e["pointer"] for e in verdict["errors"]}
        assert lm_r.status_code == 422 and {e["pointer"] for e in lm["errors"]} == pointers
        assert sc_r.status_code == 422 and {e["pointer"] for e in sc["errors"]} == {"/game" + p for p in pointers}
        return
    assert r.status_code == 200
    if not verdict["legal"]:
        assert kind != "truncate", verdict  # a prefix of a legal game is legal
        assert lm_r.status_code == 422 and sc_r.status_code == 422
        same_violation(verdict["violation"], lm)
        same_violation(verdict["violation"], sc, "/game")
        return
    assert lm_r.status_code == 200 and sc_r.status_code == 200, (lm, sc)
    if lm["finished"]:  # nothing may be appended: the standings are final (they may be before it)
        assert sc["provisional"] is False and lm["moves"] == [] and lm["to_act"] == []
    assert lm["moves"] or lm["finished"]  # never stuck: no move is left only once the game has ended
    if kind == "truncate":
        for original in pool(slug):
            if original["setup"] == game["setup"] and cut < len(original["moves"]):
                assert any(api.admits(o, original["moves"][cut]) for o in lm["moves"]), original["moves"][cut]
                break


@pytest.mark.parametrize("slug", SLUGS)
def test_near_valid_games_get_consistent_answers(app, slug):
    client = app.test_client()

    @fuzz_settings(120)
    @given(case=near_valid(slug))
    def run(case):
        check_history(client, slug, *case)

    run()


@pytest.mark.parametrize("slug", SLUGS)
def test_every_prefix_of_some_games_is_legal_and_continues_legally(app, slug):
    client = app.test_client()
    for game in pool(slug)[::4]:
        moves = game["moves"]
        for cut in sorted({0, 1, 2, len(moves) // 3, len(moves) // 2, len(moves) - 1, len(moves)}):
            check_history(client, slug, "truncate", {**game, "moves": moves[:cut]}, cut)
