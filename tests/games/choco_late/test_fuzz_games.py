"""Near-valid Choco Late games: legal histories played by the seeded random player, with one
thing changed (a move's field, the history cut short, a move duplicated, dropped, swapped
or retyped, the deal altered), sent to every path that takes a history.

Besides what every answer must satisfy (tests/fuzz/strategies.check_answer), the paths
must agree with each other:
- a history that matches the schema always gets a 200 from /choco-late/validate;
- when it is legal, /choco-late/legal-moves and /score/choco-late answer 200 (the score
  provisional exactly when the game is not over, with the same auctions); when it is not,
  both are a 422 naming the same violation;
- a schema error is the same at every path (under /game for a score);
- a prefix of a legal game is legal, and its next move is among the legal moves offered (every
  game's prefixes: tests/fuzz/test_fuzz_family.py);
- a finished game scores the same from its history as from its final collections.
"""

from __future__ import annotations

import copy
from functools import lru_cache

import pytest
from hypothesis import event, given
from hypothesis.control import currently_in_test_context
from hypothesis import strategies as st

from schemas.common import admits
from tests.fuzz.strategies import check_answer, encode, fuzz_settings, json_values
from tests.games.choco_late.games import game_json

VALIDATE = "/choco-late/validate"
LEGAL_MOVES = "/choco-late/legal-moves"
SCORE = "/score/choco-late"

VARIANTS = [dict(free_bidding=f, best_wins=b, two_trays=t) for f in (False, True) for b in (False, True)
            for t in (False, True)]


@lru_cache(maxsize=None)
def _pool() -> tuple[dict, ...]:
    """Finished games of every size and variant (a few seeds each)."""
    games = []
    for i, variants in enumerate(VARIANTS):
        sizes = (2, 3, 4) if variants["two_trays"] else (2, 3, 4, 5, 6)
        for j, players in enumerate(sizes):
            games.append(game_json(players, seed=100 + 7 * i + j, **variants))
    return tuple(games)


games = st.sampled_from(range(len(_pool()))).map(lambda i: copy.deepcopy(_pool()[i]))

TYPE_PRESERVING = ("truncate", "field", "duplicate", "drop", "swap", "setup", "variants", "first_player")
ALL_KINDS = TYPE_PRESERVING + ("retype_move", "retype_value")


@st.composite
def near_valid(draw):
    """(kind, history, pointer): one change to a legal game; `pointer` is where a change
    of type was made (None for the others)."""
    game = draw(games)
    moves = game["moves"]
    kind = draw(st.sampled_from(ALL_KINDS))
    players = game["players"]
    if kind == "truncate" or not moves:
        cut = draw(st.integers(0, len(moves)))
        game["moves"] = moves[:cut]
        return "truncate", game, cut
    i = draw(st.integers(0, len(moves) - 1))
    move = moves[i]
    if kind == "field":
        name = draw(st.sampled_from(sorted(move)))
        if name == "type":
            move["type"] = draw(st.sampled_from(["join", "pass", "raise", "open", "choose_lot", "reveal"]))
            for extra in set(move) - {"type", "player"}:  # keep it schema-valid for the new type
                del move[extra]
            if move["type"] in ("raise", "open"):
                move["amount"] = draw(st.integers(1, 12))
            if move["type"] == "choose_lot":
                move["lot"] = draw(st.integers(1, 100))
            if move["type"] == "reveal":
                move["vouchers"] = draw(st.lists(st.integers(1, 100), max_size=4))
        elif name == "player":
            move["player"] = draw(st.sampled_from(players + ["zed", players[0].upper()]))
        elif name in ("amount", "lot"):
            move[name] = draw(st.integers(-2, 101) | st.sampled_from([move[name] + 1, move[name] - 1, 2**63 - 1]))
        elif name == "vouchers":
            vouchers = move["vouchers"]
            op = draw(st.sampled_from(("add", "remove", "replace", "twice")))
            if op == "add" or not vouchers:
                vouchers.append(draw(st.integers(1, 100)))
            elif op == "remove":
                vouchers.pop(draw(st.integers(0, len(vouchers) - 1)))
            elif op == "replace":
                vouchers[draw(st.integers(0, len(vouchers) - 1))] = draw(st.integers(0, 101))
            else:
                vouchers.append(vouchers[0])
        elif name == "trays":
            a, b = move["trays"]
            if a:
                b.append(a.pop())
            else:
                b.append(draw(st.integers(1, 100)))
    elif kind == "duplicate":
        moves.insert(i, copy.deepcopy(move))
    elif kind == "drop":
        del moves[i]
    elif kind == "swap" and len(moves) > 1:
        j = i + 1 if i + 1 < len(moves) else i - 1
        moves[i], moves[j] = moves[j], moves[i]
    elif kind == "setup":
        hands = game["setup"]["hands"]
        a, b = draw(st.sampled_from(players)), draw(st.sampled_from(players))
        op = draw(st.sampled_from(("give", "lot_to_hand", "duplicate_lot", "drop_lot", "box")))
        if op == "give" and hands[a]:
            hands[b].append(hands[a].pop(draw(st.integers(0, len(hands[a]) - 1))))
        elif op == "lot_to_hand":
            hands[a].append(game["setup"]["lots"][0])
        elif op == "duplicate_lot":
            game["setup"]["lots"].append(game["setup"]["lots"][-1])
        elif op == "drop_lot":
            game["setup"]["lots"].pop()
        else:
            game["setup"]["box"] = draw(st.lists(st.integers(1, 100), max_size=5))
    elif kind == "variants":
        name = draw(st.sampled_from(("free_bidding", "best_wins", "two_trays")))
        game["variants"][name] = not game["variants"][name]
    elif kind == "first_player":
        game["setup"]["first_player"] = draw(st.sampled_from(players + ["zed"]))
    elif kind == "retype_move":
        other = draw(st.sampled_from(["join", "pass", "raise", "open", "choose_lot", "reveal", "replace",
                                      "arrange_trays", "bid", "", 3, None]))
        move["type"] = other
        return "retype_move", game, None
    else:  # retype_value: a value of the wrong type where a card, an amount or an id goes
        name = draw(st.sampled_from(sorted(move)))
        value = move[name]
        move[name] = draw(json_values.filter(lambda v: type(v) is not type(value) and v is not None))
        return "retype_value", game, f"/moves/{i}/{name}"
    return kind, game, None


def post(client, path, doc):
    response = client.post(path, data=encode(doc), content_type="application/json")
    return response, check_answer(path, response)


def offered(options: list[dict], move: dict) -> bool:
    """Whether `move` is an instance of one of the legal-moves entries (the family's reading of
    an entry: its `move` with the open fields of `choose` filled; a `sample` arrangement stands
    for every split of its `lots`)."""
    for o in options:
        m = o["move"]
        if o.get("sample"):
            if (m["type"], m["player"]) == (move["type"], move["player"]) == ("arrange_trays", move["player"]) and \
                    sorted(move["trays"][0] + move["trays"][1]) == sorted(o["lots"]):
                return True
        elif admits(o, move):
            return True
    return False


def final_of(game: dict, state: dict) -> dict:
    """The final collections of a finished game, from its state."""
    variants = game["variants"]
    players = []
    for p in game["players"]:
        entry = {"player": p, "lots": state["collections"][p]}
        if variants["two_trays"] and p in state["arrangements"]:
            entry["trays"] = state["arrangements"][p]
        if variants["best_wins"]:
            entry["pile"] = state["piles"][p]
        players.append(entry)
    return {"final": {"variants": variants, "players": players}}


def same_violation(v: dict, problem: dict, prefix: str = "") -> None:
    w = problem["violation"]
    assert problem["type"] == "/problems/rule-violation", problem
    assert (w["rule"], w["move_index"], w["message"]) == (v["rule"], v["move_index"], v["message"]), (v, w)
    assert w["pointer"] == prefix + v["pointer"], (v, w)


def check_history(client, kind: str, game: dict, where) -> None:
    r, verdict = post(client, VALIDATE, game)
    lm_r, lm = post(client, LEGAL_MOVES, game)
    sc_r, sc = post(client, SCORE, {"game": game})
    if currently_in_test_context():
        event(f"{kind}: {r.status_code} {'' if r.status_code != 200 else 'legal' if verdict['legal'] else 'illegal'}")
    if kind in TYPE_PRESERVING:
        assert r.status_code == 200, (kind, verdict)
    if r.status_code == 422:
        assert verdict["type"] == "/problems/invalid-body"
        if where is not None:
            assert where in {e["pointer"] for e in verdict["errors"]}, (where, verdict["errors"])
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
    state = verdict["state"]
    ended = state["phase"] in ("arrange_trays", "over")  # E1: final scores, trays arranged or not (C3)
    assert sc["provisional"] is (not ended)
    assert sc["auctions"] == verdict["auctions"]
    assert lm["finished"] is state["finished"]
    if kind == "truncate":
        original = _pool_game_moves(game)
        if original is not None and where < len(original):
            assert offered(lm["moves"], original[where]), (original[where], lm["moves"])
    assert (lm["moves"] == []) is (state["phase"] == "over"), (state["phase"], lm["moves"][:2])
    assert state["finished"] is (state["phase"] == "over")  # nothing may be appended
    if ended:  # the centre is empty (E1): final scores, arrangements or not
        fr, final = post(client, SCORE, final_of(game, state))
        assert fr.status_code == 200, final
        totals = {p["player"]: p["total"] for p in final["players"]}
        assert totals == {p["player"]: p["total"] for p in sc["players"]}
        assert (final["ranking"], final["winners"]) == (sc["ranking"], sc["winners"])


def _pool_game_moves(game: dict) -> list[dict] | None:
    for original in _pool():
        if original["setup"] == game["setup"] and original["variants"] == game["variants"]:
            return original["moves"]
    return None


@pytest.mark.parametrize("part", [0, 1])  # two halves, so that xdist can run them side by side
def test_near_valid_games_get_consistent_answers(app, part):
    client = app.test_client()

    @fuzz_settings(300)
    @given(case=near_valid())
    def run(case):
        check_history(client, *case)

    run()


# Every prefix of some games is legal and continues legally: tests/fuzz/test_fuzz_family.py, for
# every game (Choco Late's truncations above still check a finished prefix's final form).
