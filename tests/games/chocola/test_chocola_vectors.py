"""The test vectors of the rules of record (section 9) and the game of section 7, as
printed: payments, the take across a hole (cases 5 and 6) in the 4-player game that leads
to it, and the example history."""

from __future__ import annotations

import copy

import pytest

from schemas.chocola import API
from schemas.chocola.examples import HISTORY
from service.games.chocola.moves import TakeChocolate
from service.games.chocola.payment import plan
from service.verdicts import family
from tests.games.chocola.helpers import complete_setup, history, options, replayed, validate

PLAYERS = ["ann", "bob", "cat", "dan"]
RESERVES = {"ann": ["white_dark", "dark_milk"], "bob": ["white_milk", "marbled_dark"],
            "cat": ["dark_marbled", "white_marbled"], "dan": ["milk_marbled", "dark_white"]}
STACKS = {(0, 0): ["milk_dark"], (0, 3): ["white_marbled"],
          (0, 1): ["marbled_milk", "milk_white", "milk_marbled", "marbled_white", "white_milk"],
          (0, 2): ["milk_dark", "marbled_dark", "dark_white", "dark_marbled", "marbled_milk"],
          (1, 0): ["white_milk"], (1, 1): ["dark_marbled"], (1, 2): ["white_dark"], (1, 3): ["milk_white"]}
NINE_TAKES = [("dan", "milk_marbled", [[0, 1]]), ("ann", "dark_milk", [[0, 2]]), ("bob", "white_milk", [[0, 1]]),
              ("cat", "dark_marbled", [[0, 2]]), ("dan", "milk_marbled", [[0, 1]]),
              ("ann", "white_dark", [[0, 1], [0, 2]]), ("bob", "white_milk", [[0, 1]]),
              ("cat", "dark_marbled", [[0, 2]]), ("dan", "milk_marbled", [[0, 2]])]


def game() -> dict:
    setup = complete_setup(PLAYERS, RESERVES, STACKS, first_player="dan")
    moves = [{"type": "take_chocolate", "player": p, "card": c, "touched": t} for p, c, t in NINE_TAKES]
    return history(setup, moves, PLAYERS)


def then(move: dict) -> dict:
    h = game()
    h["moves"].append(move)
    return validate(h)


def take(card: str, touched, leave=None) -> dict:
    out = {"type": "take_chocolate", "player": "ann", "card": card, "touched": touched}
    if leave is not None:
        out["leave"] = leave
    return out


@pytest.mark.rule("K3")
def test_the_game_leading_to_case_5_is_legal_and_leaves_ann_with_five_cards():
    verdict = validate(game())
    assert verdict["legal"], verdict["violation"]
    state = verdict["state"]
    assert state["to_act"] == ["ann"]
    assert sorted(state["reserves"]["ann"]) == sorted(["white_dark", "dark_milk", "milk_dark", "marbled_white",
                                                       "dark_white"])
    tops = [[p["top"] for p in row] for row in state["tavoletta"]]
    assert tops == [["milk_dark", None, None, "white_marbled"], ["white_milk", "dark_marbled", "white_dark",
                                                                 "milk_white"]]
    assert list(verdict["turns"][5]["taken"]) == ["marbled_white", "dark_white"]  # the straddle, row then column


@pytest.mark.rule("K3")
def test_case_5_a_take_across_a_hole():
    assert then(take("white_dark", [[0, 0]]))["legal"]  # the right end of milk_dark, through the hole
    v = then(take("dark_milk", [[1, 1]]))["violation"]
    assert (v["rule"], v["pointer"], v["move_index"]) == ("K3", "/moves/9/touched", 9)
    assert then(take("white_dark", [[0, 0], [0, 3]]))["violation"]["rule"] == "K3"
    assert then(take("marbled_white", [[0, 0], [0, 3]]))["violation"]["rule"] == "K3"
    v = then(take("marbled_white", [[1, 1], [1, 2]]))["violation"]
    assert (v["rule"], v["pointer"]) == ("K5", "/moves/9/leave")
    for left in ([[1, 1]], [[1, 2]]):
        assert then(take("marbled_white", [[1, 2], [1, 1]], left))["legal"]


@pytest.mark.rule("K3")
def test_case_5_before_the_holes_white_dark_cannot_touch_the_first_card():
    h = game()
    h["moves"] = h["moves"][:1] + [take("white_dark", [[0, 0]])]
    v = validate(h)["violation"]
    assert (v["rule"], v["move_index"]) == ("K3", 1)


@pytest.mark.rule("G6")
def test_case_6_the_legal_takes_of_marbled_white():
    state = replayed(game())
    touched = {tuple(tuple(p) for p in m.touched) for m in options(state, TakeChocolate)
               if m.card == "marbled_white"}
    assert touched == {((0, 3),), ((1, 0),), ((1, 1), (1, 2)), ((1, 3),)}
    straddles = [m for m in options(state, TakeChocolate) if m.card == "marbled_white" and len(m.touched) == 2]
    assert sorted(m.leave for m in straddles) == [((1, 1),), ((1, 2),)]


@pytest.mark.rule("P3")
def test_rulebook_payment_1():
    p = plan("milk_praline", ["milk_dark", "dark_milk", "milk_marbled", "white_dark"])
    assert (p.cards, p.payments, p.payable, p.rule) == (3, (("milk_dark", "milk_marbled", "dark_milk"),), True, None)


@pytest.mark.rule("P3")
def test_rulebook_payment_2_with_its_waste():
    p = plan("white_truffle", ["white_milk", "milk_white", "white_milk", "white_dark", "marbled_dark"])
    assert p.cards == 4 and p.payments[0] == ("white_milk", "white_milk", "white_dark", "milk_white")
    from service.games.chocola.payment import Cost, waste

    assert waste(p.payments[0], p.cost) == Cost(white=0, milk=1, dark=1, marbled=0)


@pytest.mark.rule("P4")
def test_rulebook_payment_violations():
    p = plan("milk_praline", ["milk_dark", "dark_milk", "milk_marbled"])
    assert (p.payable, p.rule) == (False, "P4")
    assert plan("milk_praline", ["milk_dark", "dark_milk", "milk_marbled"], last_card=True).payable
    p = plan("white_truffle", ["milk_dark", "dark_milk", "milk_marbled"])
    assert (p.cards, p.rule, p.payments) == (None, "P2", ())


def test_section_7s_history_is_legal_with_the_placements_printed():
    verdict = validate(HISTORY)
    assert verdict["legal"] and verdict["state"]["to_act"] == ["ann"]
    turns = verdict["turns"]
    assert turns[0]["placement"] == {"row": -1, "x": 3, "turned": False, "side": "bottom"}
    assert turns[2]["payment"] == ["milk_dark", "dark_marbled", "marbled_white"]
    assert turns[2]["waste"] == {"white": 0, "milk": 0, "dark": 0, "marbled": 0}
    assert turns[4]["placement"] == {"row": 1, "x": -2, "turned": True, "side": "right"}
    assert verdict["state"]["reserves"]["ann"] == ["white_milk"]
    assert verdict["state"]["requests"] == ["milk_praline", "dark_praline", "milk_mousse", "white_bonbon"]


@pytest.mark.rule("V8")
def test_the_final_form_of_section_7_scores_84():
    from schemas.chocola.examples import SCORE_FINAL_REQUEST

    body = API.score_request().load(copy.deepcopy(SCORE_FINAL_REQUEST))
    answer = family.score_answer(API, body, "en", {})
    ann = answer["players"][0]
    assert ann["total"] == 84 and ann["breakdown"]["dessert_points"] == 64 and ann["phase_1_total"] is not None
    assert answer["winners"] == ["ann"] and answer["decided_by"] == ["V8", "W1"] and answer["tiebreak"] is None
