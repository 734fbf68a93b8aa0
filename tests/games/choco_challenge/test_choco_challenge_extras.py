"""Extra cards (X1-X6) and the end of the game (E1-E4), with V3 (the deck runs out) on a
hand-made position and R3 (the rulebook's extra cards) through its history."""

from __future__ import annotations

from tests.helpers import flat_moves

import copy
from fractions import Fraction

import pytest

from schemas.choco_challenge import examples
from service.games.choco_challenge.extras import compare, extras_due
from service.games.choco_challenge.phases import Comparison, EndReason, Phase
from service.games.choco_challenge.turns import TurnLog
from tests.games.choco_challenge.choco_challenge_helpers import (M, P3, legal_moves, offered, option_for, options,
                                                                 play, refused, set_deck, start, validate, violation)

HISTORY = examples.HISTORY
RULEBOOK = examples.RULEBOOK_HISTORY


def late_turn(state, turn: int) -> None:
    """Jump a fresh state to the start of turn `turn` (a hand-made late position)."""
    state.turn = turn
    state.player = state.order[turn % state.count]
    state.turn_log = TurnLog(turn, state.round, state.player, True, 0)
    state.turns = [state.turn_log]


def v3_position():
    """V3: 3 players, ann to act at the start of her turn; the deck holds one rum; market
    nuts nuts rum cherries ginger mint; bob has 4 cards in front, cat 1 (she busted the turn
    before); no dessert taken."""
    state = start(P3, ["nuts", "nuts", "rum", "cherries", "ginger", "mint"])
    late_turn(state, 30)
    set_deck(state, {"rum": 1})
    state.in_front["bob"] = ["cocoa", "butter", "sugar", "milk"]
    state.in_front["cat"] = ["milk"]
    return state


@pytest.mark.rule("X4")
def test_v3_the_deck_runs_out():
    state = v3_position()
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.draw("ann", "sugar"), M.stop("ann", 3))
    (refill,) = options(state)
    assert refill.move == M.refill("ann", "rum") and refill.probability == 1 and refill.info["position_after"] == 1
    play(state, M.refill("ann", "rum"))
    assert state.market == ["rum", "nuts", "nuts", "cherries", "ginger", "mint"] and state.deck_size == 0
    assert [(e["player"], e["comparison"]) for e in state.queue] == [("bob", Comparison.MORE), ("cat", Comparison.FEWER)]
    r = refused(state, M.extra_draw("bob", "rum"))
    assert (r.rule, r.field, r.code) == ("X4", "", "extra_draw_deck_empty")
    assert set(offered(state)) == {M.extra_pick("bob", i + 1, c) for i, c in enumerate(state.market)} | {
        M.extra_decline("bob")}
    play(state, M.extra_pick("bob", 6))
    assert state.market == ["rum", "nuts", "nuts", "cherries", "ginger"] and state.discard["bob"] == {"mint": 1}
    assert set(offered(state)) == {M.extra_tool("cat", "pastry_bag"), M.extra_tool("cat", "measuring_cup"),
                                   M.extra_decline("cat")}
    play(state, M.extra_tool("cat", "pastry_bag"))
    assert state.phase is Phase.OVER and state.end_reason == (EndReason.DECK_EXHAUSTED,) and state.finished
    assert state.to_act() == () and offered(state) == []
    r = refused(state, M.draw("bob", "cocoa"))
    assert (r.rule, r.code) == ("E3", "game_over_deck")


@pytest.mark.rule("X4")
def test_extra_pick_needs_an_empty_deck_a_position_with_a_card_and_the_card_there():
    state = v3_position()
    set_deck(state, {"rum": 1, "nuts": 1})
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.draw("ann", "sugar"), M.stop("ann", 3),
         M.refill("ann", "rum"))
    r = refused(state, M.extra_pick("bob", 1))
    assert (r.rule, r.field, r.code) == ("X4", "", "extra_pick_deck_not_empty")
    r = refused(state, M.extra_draw("bob", "mint"))
    assert (r.rule, r.field, r.code) == ("H3", "card", "deck_no_copy")
    play(state, M.extra_draw("bob", "nuts"))
    state2 = v3_position()
    play(state2, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.draw("ann", "sugar"), M.stop("ann", 3),
         M.refill("ann", "rum"))
    for position in (0, 7, -1):
        r = refused(state2, M.extra_pick("bob", position))
        assert (r.rule, r.field, r.code) == ("X4", "position", "pick_no_card"), position
    r = refused(state2, M.extra_pick("bob", 6, "ginger"))
    assert (r.rule, r.field, r.code) == ("X4", "card", "pick_card_mismatch")
    assert state2.refusal(M.extra_pick("bob", 5, "ginger")) is None


@pytest.mark.rule("E2")
def test_the_last_turn_is_completed_and_a_later_opponent_picks_from_the_market():
    state = start(P3)
    late_turn(state, 9)
    set_deck(state, {"chili": 1})
    state.in_front["bob"] = ["cocoa", "sugar"]
    state.in_front["cat"] = ["cocoa", "sugar", "milk"]
    play(state, M.draw("ann", "cocoa"), M.stop("ann"))
    play(state, M.extra_draw("bob", "chili"))  # the deck runs out in an opponent's extra draw
    assert state.phase is Phase.EXTRA and state.deck_size == 0
    assert M.extra_pick("cat", 1, "nuts") in offered(state)
    play(state, M.extra_pick("cat", 1))
    assert state.phase is Phase.OVER and state.turns[-1].ends_game and state.discard["cat"] == {"nuts": 1}


@pytest.mark.rule("E1")
def test_the_game_ends_when_three_dessert_piles_are_empty():
    state = start(P3)
    state.dessert_piles.update({8: 0, 9: 0, 7: 1})
    state.piles["ann"].update({"nuts": 1, "rum": 1, "cherries": 1})
    play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk", "nuts", "rum", "cherries")])
    play(state, M.stop("ann", dessert=7))
    assert state.phase is Phase.OVER and state.end_reason == (EndReason.THREE_DESSERT_PILES,)


@pytest.mark.rule("E1")
def test_both_reasons_in_order_and_only_at_the_end_of_the_turn():
    state = start(P3)
    late_turn(state, 3)
    state.dessert_piles.update({8: 0, 9: 0, 4: 1})
    set_deck(state, {"vanilla": 1})
    state.in_front["bob"] = ["cocoa"]
    state.in_front["cat"] = ["cocoa", "butter", "sugar", "milk", "nuts"]
    state.piles["ann"].update({"nuts": 1})
    play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk")], M.stop("ann", 4, dessert=4))
    play(state, M.refill("ann", "vanilla"))
    assert state.phase is Phase.EXTRA  # both conditions hold, but the extra cards come first
    play(state, M.extra_tool("bob", "pastry_bag"), M.extra_decline("cat"))
    assert state.end_reason == (EndReason.DECK_EXHAUSTED, EndReason.THREE_DESSERT_PILES)


@pytest.mark.rule("E3")
def test_after_the_end_no_move_is_legal():
    from schemas.choco_challenge import API

    game = API.random_history(3, 11)
    doc = {**game, "moves": game["moves"] + [{"type": "extra_decline", "player": "ann"}]}
    v = violation(doc)
    assert (v["rule"], v["move_index"], v["pointer"]) == ("E3", len(game["moves"]), f"/moves/{len(game['moves'])}")
    answer = legal_moves(game)
    assert (answer["phase"], answer["to_act"], answer["moves"], answer["finished"]) == ("over", [], [], True)
    assert answer["bust_probability"] is None and answer["turn"] == validate(game)["turns"][-1]["turn"]


@pytest.mark.rule("E4")
def test_forced_decisions_are_moves_and_an_equal_comparison_sends_none():
    # bob busts on a second milk: the bust is a move; without it cat cannot draw.
    doc = copy.deepcopy(HISTORY)
    doc["moves"] = HISTORY["moves"][:9] + [HISTORY["moves"][10]]
    v = violation(doc)
    assert (v["rule"], v["move_index"]) == ("B1", 9)
    # R3: alex is equal and sends nothing; a decline by him is refused.
    doc = copy.deepcopy(RULEBOOK)
    doc["moves"] = RULEBOOK["moves"][:19] + [{"type": "extra_decline", "player": "alex"}]
    v = violation(doc)
    assert (v["rule"], v["move_index"], v["pointer"]) == ("X3", 19, "/moves/19")


@pytest.mark.rule("X1")
def test_no_extra_cards_in_round_one_nor_after_a_bust():
    assert extras_due(2, 3, True) is False and extras_due(3, 3, True) is True and extras_due(5, 3, False) is False
    # V5: an extra_tool by bob right after cat's stop (move 12) is refused by T1: ann is to draw.
    doc = copy.deepcopy(HISTORY)
    doc["moves"] = HISTORY["moves"][:13] + [{"type": "extra_tool", "player": "bob", "tool": "pastry_bag"}]
    v = violation(doc)
    assert (v["rule"], v["move_index"], v["pointer"]) == ("T1", 13, "/moves/13")
    # ... and right after move 5 by M1: the refill is due.
    doc["moves"] = HISTORY["moves"][:6] + [{"type": "extra_tool", "player": "bob", "tool": "pastry_bag"}]
    v = violation(doc)
    assert (v["rule"], v["move_index"]) == ("M1", 6)


@pytest.mark.rule("X2")
def test_r3_comparisons_more_equal_fewer():
    assert (compare(3, 2), compare(2, 2), compare(1, 2)) == (Comparison.MORE, Comparison.EQUAL, Comparison.FEWER)
    doc = copy.deepcopy(RULEBOOK)
    doc["moves"] = RULEBOOK["moves"][:18]
    answer = validate(doc)
    assert answer["state"]["extra_queue"] == [{"player": "sabrina", "comparison": "more"},
                                              {"player": "luis", "comparison": "fewer"}]
    extras = answer["turns"][4]["extras"]
    assert [(e["player"], e["comparison"], e["move"]) for e in extras] == [
        ("sabrina", "more", None), ("alex", "equal", None), ("luis", "fewer", None)]


@pytest.mark.rule("H4")
def test_r3_sabrinas_extra_draw_odds_and_luiss_tools():
    doc = copy.deepcopy(RULEBOOK)
    doc["moves"] = RULEBOOK["moves"][:18]
    answer = legal_moves(doc)
    assert answer["phase"] == "extra" and answer["to_act"] == ["sabrina"]
    draws = {m["card"]: m for m in flat_moves(answer) if m["type"] == "extra_draw"}
    assert sum(Fraction(m["probability"]) for m in draws.values()) == 1
    assert sum(Fraction(m["probability"]) for m in draws.values() if m["back"] == "spice") == Fraction(12, 29)
    assert draws["cinnamon"]["probability"] == "4/29" and draws["cinnamon"]["probability_given_back"] == "1/3"
    assert {m["type"] for m in flat_moves(answer)} == {"extra_draw", "extra_decline"}
    doc["moves"] = RULEBOOK["moves"][:19]
    answer = legal_moves(doc)
    assert answer["to_act"] == ["luis"]
    assert sorted((m["type"], m.get("tool")) for m in flat_moves(answer)) == [
        ("extra_decline", None), ("extra_tool", "measuring_cup"), ("extra_tool", "pastry_bag")]


@pytest.mark.rule("X3")
def test_one_opponent_at_a_time_clockwise_with_the_moves_of_their_comparison():
    doc = copy.deepcopy(RULEBOOK)
    doc["moves"] = RULEBOOK["moves"][:18] + [{"type": "extra_tool", "player": "luis", "tool": "pastry_bag"}]
    v = violation(doc)
    assert (v["rule"], v["pointer"]) == ("X3", "/moves/18") and "sabrina" in v["message"]
    doc["moves"] = RULEBOOK["moves"][:18] + [{"type": "extra_tool", "player": "sabrina", "tool": "pastry_bag"}]
    assert violation(doc)["rule"] == "X3"
    doc["moves"] = RULEBOOK["moves"][:19] + [{"type": "extra_draw", "player": "luis", "card": "nuts"}]
    assert violation(doc)["rule"] == "X3"
    doc["moves"] = RULEBOOK["moves"][:19] + [{"type": "draw", "player": "sabrina", "card": "cocoa"}]
    assert violation(doc)["rule"] == "X3"
    answer = validate(RULEBOOK)
    assert answer["legal"] and answer["state"]["phase"] == "draw" and answer["state"]["to_act"] == ["sabrina"]
    sabrina = answer["state"]["players"][1]
    assert sabrina["draw_pile"] == {"cocoa": 2, "butter": 2, "sugar": 2, "milk": 2, "cinnamon": 1}
    assert answer["state"]["tool_piles"]["pastry_bag"] == 2


@pytest.mark.rule("X5")
def test_a_tool_of_a_type_not_held_from_a_pile_that_has_one():
    state = start(P3)
    late_turn(state, 3)
    state.in_front["bob"] = ["cocoa"]
    state.in_front["cat"] = ["cocoa"]
    state.tool_piles["measuring_cup"] = 0
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.stop("ann"))
    for tool, code in (("whisk", "extra_tool_held"), ("measuring_cup", "extra_tool_pile_empty"),
                       ("spoon", "extra_not_a_tool")):
        r = refused(state, M.extra_tool("bob", tool))
        assert (r.rule, r.field, r.code) == ("X5", "tool", code), tool
    state.tool_piles["whisk"] = 1
    state.tools["bob"] = set()
    assert state.refusal(M.extra_tool("bob", "whisk")) is None  # the whisk pile included


@pytest.mark.rule("X6")
def test_decline_is_always_legal_and_alone_when_nothing_can_be_taken():
    state = start(P3)
    late_turn(state, 3)
    state.in_front["bob"] = ["cocoa"]
    state.in_front["cat"] = ["cocoa"]
    state.tools["bob"] = {"whisk", "pastry_bag", "measuring_cup"}
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.stop("ann"))
    assert offered(state) == [M.extra_decline("bob")]
    play(state, M.extra_decline("bob"))
    assert M.extra_decline("cat") in offered(state) and state.queue[0]["player"] == "cat"


def test_refill_odds_r2():
    doc = copy.deepcopy(RULEBOOK)
    doc["moves"] = RULEBOOK["moves"][:17]
    answer = legal_moves(doc)
    refills = {m["card"]: m for m in flat_moves(answer)}
    assert set(m["type"] for m in refills.values()) == {"refill"} and len(refills) == 8
    vanilla = refills["vanilla"]
    assert (vanilla["probability"], vanilla["probability_given_back"], vanilla["back"], vanilla["position_after"]) == (
        "2/15", "4/13", "spice", 6)
    assert refills["rum"]["position_after"] == 1
    assert validate(doc)["state"]["market"] == ["nuts", "rum", "nuts", "cinnamon", "ginger"]
    doc["moves"] = RULEBOOK["moves"][:18]
    assert validate(doc)["state"]["market"] == ["nuts", "rum", "nuts", "cinnamon", "ginger", "vanilla"]
    doc["moves"] = RULEBOOK["moves"][:17] + [{"type": "refill", "player": "william", "card": "rum"}]
    assert validate(doc)["state"]["market"] == ["rum", "nuts", "rum", "nuts", "cinnamon", "ginger"]


def test_an_option_of_the_more_opponent_carries_its_back():
    state = v3_position()
    set_deck(state, {"rum": 1, "mint": 2})
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.draw("ann", "sugar"), M.stop("ann", 3),
         M.refill("ann", "rum"))
    mint = option_for(state, M.extra_draw("bob", "mint"))
    assert mint.probability == 1 and mint.info["probability_given_back"] == 1
