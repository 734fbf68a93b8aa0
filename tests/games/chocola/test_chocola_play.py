"""Playing a phase (T, K, P, X, H, E): each rule from small hand-made positions, citing
itself and pointing at the field at fault."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from msgspec.structs import replace

from service.games.chocola.geometry import Placement
from service.games.chocola.moves import DrawRequest, MakeTray, Pass, Prepare, TakeChocolate
from service.games.chocola.phases import Phase
from service.games.chocola.second_phase import random_deal
from service.games.chocola.state import State
from service.games.chocola.take import placement_of
from service.referee.catalogue import Worded, catalogue_of
from schemas.chocola.turns import turn
from tests.games.chocola.helpers import M, accepted, hold, options, play, position, refused, start, to_final_round

TOPS = [["milk_dark", "marbled_milk", "milk_dark", "white_marbled"],
        ["white_milk", "dark_marbled", "white_dark", "milk_white"]]


def game(**kwargs) -> State:
    return position(start(**kwargs), TOPS)


def check(refusal, rule: str, field: str = ""):
    assert refusal is not None and refusal.rule == rule, refusal
    assert refusal.field == field, refusal
    return refusal


# --- T: turns ------------------------------------------------------------------------------


@pytest.mark.rule("T1")
def test_only_the_player_to_act_moves_and_only_players():
    s = game()
    check(refused(s, M.swap("bob", (0, 0), "white_milk")), "T1", "player")
    check(refused(s, M.swap("zed", (0, 0), "white_milk")), "T1", "player")
    play(s, M.swap("ann", (0, 0), "white_milk"))
    assert s.to_act() == ("bob",)
    play(s, M.swap("bob", (0, 0), "white_milk"))
    assert s.to_act() == ("ann",)  # clockwise, round and round


@pytest.mark.rule("T1")
def test_a_tray_by_a_stranger_breaks_t1():
    s = over_after_phase_one()
    check(refused(s, M.make_tray("zed", [])), "T1", "player")


@pytest.mark.rule("T2")
def test_everything_but_decisions_and_chance_is_derived():
    s = game()
    assert State.apply.rule == "T2"  # the one place outcomes are derived
    play(s, M.take_chocolate("ann", "white_milk", [(1, 0)]))  # no card movement is sent: the referee moves them
    assert s.reserves["ann"] == {"white_milk": 2, "dark_marbled": 1} and not s.stacks[4]
    index, move, decided, (lay, taken) = s.turns[-1]
    assert taken == ("white_milk",) and decided[-3:] == ("K3", "K4", "K5")


# --- K: take Chocolate ----------------------------------------------------------------------


@pytest.mark.rule("K1")
def test_take_only_in_the_main_phase_and_with_at_most_five_cards():
    s = game()
    hold(s, "ann", ["white_milk"] * 3 + ["dark_marbled"] * 3)
    check(refused(s, M.take_chocolate("ann", "white_milk", [(1, 0)])), "K1")
    hold(s, "ann", ["white_milk"] * 2 + ["dark_marbled"] * 3)
    accepted(s, M.take_chocolate("ann", "white_milk", [(1, 0)]))
    s = to_final_round(game())
    check(refused(s, M.take_chocolate("ann", "white_milk", [(1, 0)])), "K1", "type")


@pytest.mark.rule("K2")
def test_the_used_card_is_from_the_reserve():
    s = game()
    check(refused(s, M.take_chocolate("ann", "milk_white", [(1, 0)])), "K2", "card")


@pytest.mark.rule("K3")
def test_touched_positions_are_one_or_two_visible_side_by_side():
    s = game()
    position(s, [["milk_dark", None, None, "white_marbled"], TOPS[1]])
    check(refused(s, M.take_chocolate("ann", "white_milk", [])), "K3", "touched")
    check(refused(s, M.take_chocolate("ann", "white_milk", [(1, 0), (1, 1), (1, 2)])), "K3", "touched")
    check(refused(s, M.take_chocolate("ann", "white_milk", [(2, 0)])), "K3", "touched/0")
    check(refused(s, M.take_chocolate("ann", "white_milk", [(1, 0), (0, 4)])), "K3", "touched/1")
    check(refused(s, M.take_chocolate("ann", "white_milk", [(0, 1)])), "K3", "touched/0")  # a hole
    check(refused(s, M.take_chocolate("ann", "white_milk", [(1, 0), (1, 0)])), "K3", "touched/1")
    apart = check(refused(s, M.take_chocolate("ann", "white_milk", [(0, 0), (0, 3)])), "K3", "touched")
    assert apart.code == "touched_apart" and apart.params["rule"] == "G5"
    check(refused(s, M.take_chocolate("ann", "white_milk", [(0, 0), (1, 0)])), "K3", "touched")


@pytest.mark.rule("K3")
def test_a_take_is_legal_exactly_when_a_lay_touches_those_cards():
    s = game()
    hold(s, "ann", ["dark_milk", "marbled_white"])
    # dark_milk against dark_marbled at [1,1]: no free square beside it, colours never match above/below
    found = check(refused(s, M.take_chocolate("ann", "dark_milk", [(1, 1)])), "K3", "touched")
    assert found.code == "no_lay" and found.params["rules"] == "G3, G4"
    found = check(refused(s, M.take_chocolate("ann", "dark_milk", [(0, 1), (0, 2)])), "K3", "touched")
    assert found.code == "no_lay" and found.params["touched"] == "[0,1] [0,2]"  # above: colours; below: cards
    # marbled_white straddles marbled (right of dark_marbled) and white (left of white_dark) from below
    take = M.take_chocolate("ann", "marbled_white", [(1, 2), (1, 1)])
    assert s.refusal(take) is None
    lay = placement_of(s, take)
    assert lay.row == 2 and lay.x == 3 and lay.side == "top" and not lay.turned
    position(s, [[None] * 4, [None, "dark_marbled", None, None]])
    hold(s, "ann", ["white_milk", "dark_milk"])
    found = check(refused(s, M.take_chocolate("ann", "white_milk", [(1, 1)])), "K3", "touched")
    assert found.code == "no_lay_colours" and found.params["rules"] == "G4"
    take = M.take_chocolate("ann", "dark_milk", [(1, 1)])
    assert s.refusal(take) is None  # its left end, through the hole
    assert placement_of(s, take) == Placement(1, 0, True, "right")


@pytest.mark.rule("K3")
def test_the_placement_reported_is_the_first_in_k3s_order():
    s = game()
    hold(s, "bob", ["white_milk", "dark_white"])
    s.turn = 1
    position(s, [[None, None, None, None], ["dark_white", None, None, None]])
    play(s, M.take_chocolate("bob", "dark_white", [(1, 0)]))
    lay = s.turns[-1][3][0]
    assert (lay.row, lay.x, lay.turned, lay.side) == (0, 0, False, "bottom")  # above before the left end
    assert bob_turns_dark_marbled_to_the_left_end() == (1, -2, True, "right")


def bob_turns_dark_marbled_to_the_left_end() -> tuple:
    s = game()
    s.turn = 1
    position(s, [[None] * 4, ["dark_white", None, None, None]])
    play(s, M.take_chocolate("bob", "dark_marbled", [(1, 0)]))
    lay = s.turns[-1][3][0]
    return lay.row, lay.x, lay.turned, lay.side


@pytest.mark.rule("K4")
def test_the_used_card_and_the_touched_tops_go_to_the_reserve_those_left_stay():
    s = game()
    hold(s, "ann", ["white_milk", "marbled_white", "dark_marbled", "dark_marbled", "dark_marbled"])
    s.stacks[5].insert(0, "milk_white")
    play(s, M.take_chocolate("ann", "marbled_white", [(1, 1), (1, 2)], leave=[(1, 2)]))
    assert s.reserves["ann"]["dark_marbled"] == 4 and s.held["ann"] == 6
    assert s.stacks[5] == ["milk_white"] and s.stacks[6] == ["white_dark"]
    assert s.turns[-1][3][1] == ("dark_marbled",)


@pytest.mark.rule("K5")
def test_leave_names_exactly_the_excess_of_the_touched():
    s = game()
    hold(s, "ann", ["white_milk", "marbled_white", "dark_marbled", "dark_marbled", "dark_marbled"])
    take = ["marbled_white", [(1, 1), (1, 2)]]
    check(refused(s, M.take_chocolate("ann", *take)), "K5", "leave")
    check(refused(s, M.take_chocolate("ann", *take, leave=[(1, 1), (1, 2)])), "K5", "leave")
    check(refused(s, M.take_chocolate("ann", *take, leave=[(0, 0)])), "K5", "leave/0")
    check(refused(s, M.take_chocolate("ann", *take, leave=[(1, 1), (1, 1)])), "K5", "leave/1")
    assert s.refusal(M.take_chocolate("ann", *take, leave=[(1, 1)])) is None
    hold(s, "ann", ["white_milk", "marbled_white"])
    check(refused(s, M.take_chocolate("ann", *take, leave=[(1, 1)])), "K5", "leave")
    offered = [m for m in options(s, TakeChocolate) if m.card == "marbled_white"]
    assert all(m.leave == () for m in offered)


# --- P: prepare ------------------------------------------------------------------------------


@pytest.mark.rule("P1")
def test_prepare_a_visible_request_in_the_main_phase_or_the_final_round():
    s = game()
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk", "white_dark"])
    check(refused(s, M.prepare("ann", "white_truffle", ["milk_dark"])), "P1", "request")
    accepted(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_marbled", "dark_milk"]))


@pytest.mark.rule("P1")
def test_two_visible_caramels_are_one_choice_the_first_taken():
    s = phase_two()
    s.requests = ["white_glaze", "caramel", "red_sprinkles", "caramel"]
    player = s.players[s.turn]
    hold(s, player, ["milk_white", "milk_dark", "dark_milk", "white_milk"])
    pays = [m for m in options(s, Prepare) if m.request == "caramel"]
    assert len({m.pay for m in pays}) == len(pays) and pays  # offered once per payment, not per slot
    play(s, pays[0])
    assert s.requests[1] is None and s.requests[3] == "caramel" and s.decorations[player] == ["caramel"]


@pytest.mark.rule("P2")
def test_the_payment_is_held_and_covers_the_cost():
    s = game()
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk", "white_dark"])
    check(refused(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_white", "dark_milk"])), "P2", "pay/1")
    check(refused(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_dark", "dark_milk"])), "P2", "pay/1")
    short = check(refused(s, M.prepare("ann", "milk_praline", ["milk_dark", "white_dark", "dark_milk"])), "P2",
                  "pay")
    assert short.params["missing"] == Worded("1 milk, 1 marbled", "1 al latte, 1 variegato")
    words = catalogue_of("chocola")
    assert words.render(short.code, short.params, "en") == "the payment does not cover the cost: 1 milk, 1 marbled missing"
    assert words.render(short.code, short.params, "it") == "il pagamento non copre il costo: mancano 1 al latte, 1 variegato"


@pytest.mark.rule("P3")
def test_the_fewest_cards_are_paid():
    s = game()
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk", "white_dark", "white_milk"])
    found = check(refused(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_marbled", "dark_milk",
                                                                "white_dark"])), "P3", "pay")
    assert found.params["fewest"] == 3
    hold(s, "ann", ["white_milk", "milk_white", "white_milk", "white_dark", "marbled_dark"])
    s.requests = ["white_truffle", *s.requests[1:]]
    accepted(s, M.prepare("ann", "white_truffle", ["white_milk", "white_milk", "white_dark", "milk_white"]))
    assert turn(s.turns[-1])["waste"] == {"white": 0, "milk": 1, "dark": 1, "marbled": 0}


@pytest.mark.rule("P4")
def test_a_card_stays_in_the_main_phase_the_last_may_go_in_the_final_round():
    s = game()
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk"])
    pay = ["milk_dark", "milk_marbled", "dark_milk"]
    check(refused(s, M.prepare("ann", "milk_praline", pay)), "P4", "pay")
    check(refused(s, M.prepare("ann", "milk_praline", pay + ["milk_dark"])), "P2", "pay/3")  # P2 before P4
    s = to_final_round(game())
    hold(s, "ann", pay)
    accepted(s, M.prepare("ann", "milk_praline", pay))
    assert s.held["ann"] == 0


@pytest.mark.rule("P3")
def test_overpaying_with_the_whole_reserve_is_a_p3_fault():
    s = game()
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk", "white_dark"])
    check(refused(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_marbled", "dark_milk", "white_dark"])),
          "P3", "pay")


@pytest.mark.rule("P5")
def test_the_card_is_collected_and_its_slot_refilled_next():
    s = game()
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk", "white_dark"])
    play(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_marbled", "dark_milk"]))
    assert s.desserts["ann"] == ["milk_praline"] and s.requests[0] is None and s.refill == 0
    assert s.discard == ["milk_dark", "milk_marbled", "dark_milk"]
    play(s, M.draw("dark_praline"))
    assert s.requests[0] == "dark_praline" and s.to_act() == ("bob",)


# --- X: swap ------------------------------------------------------------------------------------


@pytest.mark.rule("X1")
def test_swap_a_visible_card_for_a_held_one_in_the_main_phase():
    s = game()
    position(s, [["milk_dark", None, None, "white_marbled"], TOPS[1]])
    check(refused(s, M.swap("ann", (0, 1), "white_milk")), "X1", "take")
    check(refused(s, M.swap("ann", (3, 1), "white_milk")), "X1", "take")
    check(refused(s, M.swap("ann", (0, 0), "milk_white")), "X1", "give")
    play(s, M.swap("ann", (0, 0), "white_milk"))
    assert s.stacks[0] == ["white_milk"] and s.reserves["ann"] == {"dark_marbled": 1, "milk_dark": 1}
    s = game()
    position(s, [["white_milk"] * 4, TOPS[1]])
    play(s, M.swap("ann", (0, 0), "white_milk"))  # changes nothing: legal
    check(refused(to_final_round(game()), M.swap("ann", (0, 0), "white_milk")), "X1", "type")


# --- H: chance ------------------------------------------------------------------------------------


@pytest.mark.rule("H1")
def test_chance_moves_only_where_due_and_by_nobody():
    s = game()
    check(refused(s, M.draw("dark_praline")), "H1", "type")
    check(refused(s, M.deal({}, (), ())), "H1", "type")
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk", "white_dark"])
    play(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_marbled", "dark_milk"]))
    check(refused(s, DrawRequest(card="dark_praline", player="ann")), "H1", "player")


@pytest.mark.rule("H2")
def test_a_refill_comes_first_with_a_card_left_in_the_deck():
    s = game()
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk", "white_dark"])
    play(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_marbled", "dark_milk"]))
    check(refused(s, M.swap("bob", (0, 0), "white_milk")), "H2", "type")
    check(refused(s, M.draw("milk_praline")), "H2", "card")  # prepared, not in the deck
    check(refused(s, M.draw("white_truffle")), "H2", "card")  # the Inspiration's
    s.deck, s.deck_size = {}, 0  # an empty deck: no draw, the row stays short
    s.refill = None
    s.turn = 0
    s.requests = ["dark_semifreddo", "milk_mousse", "white_bonbon"]
    hold(s, "ann", ["milk_mousse", "dark_milk", "milk_dark", "white_dark"] and ["milk_dark", "dark_milk", "milk_dark",
                                                                                "white_dark"])
    play(s, M.prepare("ann", "milk_mousse", ["milk_dark", "milk_dark", "dark_milk"]))
    assert s.refill is None and s.requests == ["dark_semifreddo", "white_bonbon"]


@pytest.mark.rule("H3")
def test_a_refill_offers_every_card_left_with_its_probability():
    s = game()
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk", "white_dark"])
    play(s, M.prepare("ann", "milk_praline", ["milk_dark", "milk_marbled", "dark_milk"]))
    chances = s.chances()
    assert len(chances) == 19 and all(p == Fraction(1, 19) for _, _, p in chances)
    s2 = phase_two()
    player = s2.players[s2.turn]
    s2.requests = ["white_glaze", "milk_glaze", "dark_glaze", "marbled_glaze"]
    s2.deck = {"caramel": 3, "red_sprinkles": 1}
    s2.deck_size = 4
    hold(s2, player, ["white_milk", "white_milk", "milk_white", "dark_milk"])
    play(s2, M.prepare(player, "white_glaze", ["white_milk", "white_milk", "milk_white"]))
    assert {c: p for c, _, p in s2.chances()} == {"caramel": Fraction(3, 4), "red_sprinkles": Fraction(1, 4)}


# --- E: the end ---------------------------------------------------------------------------------------


@pytest.mark.rule("E1")
def test_emptying_the_tavoletta_starts_the_final_round_from_the_next_player():
    s = start(NAMES3 := ["ann", "bob", "cat"], {p: ["white_milk", "dark_marbled"] for p in NAMES3})
    position(s, [[None] * 4, ["white_milk", None, None, None]])
    s.turn = 1
    hold(s, "bob", ["white_milk", "dark_marbled", "white_milk", "dark_marbled", "white_milk"])
    play(s, M.take_chocolate("bob", "white_milk", [(1, 0)]))
    assert s.phase is Phase.FINAL_ROUND and s.to_act() == ("cat",) and "E1" in s.turns[-1][2]


@pytest.mark.rule("E1")
def test_a_take_with_leave_may_not_empty_it():
    s = game()
    position(s, [[None] * 4, [None, "dark_marbled", "white_dark", None]])
    hold(s, "ann", ["white_milk", "marbled_white", "dark_marbled", "dark_marbled", "dark_marbled"])
    play(s, M.take_chocolate("ann", "marbled_white", [(1, 1), (1, 2)], leave=[(1, 2)]))
    assert s.phase is Phase.MAIN


@pytest.mark.rule("E2")
def test_pass_only_in_the_final_round_and_only_when_nothing_is_payable():
    s = game()
    check(refused(s, M.pass_("ann")), "E2", "type")
    s = to_final_round(game())
    hold(s, "ann", ["milk_dark", "milk_marbled", "dark_milk"])
    found = check(refused(s, M.pass_("ann")), "E2")
    assert found.params["requests"] == "milk_praline"
    assert options(s, Pass) == [] and options(s, Prepare)
    hold(s, "ann", ["white_milk"])
    assert options(s) == [M.pass_("ann")]


@pytest.mark.rule("E2")
def test_a_pass_is_final_and_turns_skip_that_player():
    s = start(NAMES3 := ["ann", "bob", "cat"], {p: ["white_milk", "dark_marbled"] for p in NAMES3})
    to_final_round(s)
    for p in NAMES3:
        hold(s, p, [])
    hold(s, "cat", ["milk_dark", "milk_marbled", "dark_milk", "milk_dark", "milk_marbled", "dark_milk"])
    play(s, M.pass_("ann"), M.pass_("bob"))
    play(s, M.prepare("cat", "milk_praline", ["milk_dark", "milk_marbled", "dark_milk"]), M.draw("dark_praline"))
    assert s.to_act() == ("cat",)  # ann and bob are skipped
    check(refused(s, M.pass_("ann")), "T1", "player")


@pytest.mark.rule("E3")
def test_trays_are_declared_once_after_phase_one_never_awaited():
    s = over_after_phase_one()
    s.desserts["ann"] = ["milk_praline", "dark_praline"]
    assert s.to_act() == () and s.finished and not s.is_over()
    trays = options(s, MakeTray)
    assert {m.tray for m in trays if m.player == "ann"} == {("milk_praline",), ("dark_praline",)}
    play(s, M.make_tray("ann", ["dark_praline"]))
    check(refused(s, M.make_tray("ann", ["milk_praline"])), "E3", "player")
    check(refused(game(), M.make_tray("ann", [])), "E3", "type")
    assert s.breakdown("ann", 1).tray_chosen == "given" and s.breakdown("bob", 1).tray_chosen == "best"
    play(s, M.make_tray("bob", []))
    assert s.is_over() and options(s) == []


@pytest.mark.rule("E3")
def test_with_second_phase_trays_close_with_the_deal():
    s = phase_one_ended()
    play(s, M.make_tray("ann", []))
    deal = random_deal(random.Random(1), s.players, s.inspiration)
    play(s, deal)
    check(refused(s, M.make_tray("bob", [])), "E3", "type")


@pytest.mark.rule("E4")
def test_without_second_phase_the_game_ends_with_phase_one():
    s = over_after_phase_one()
    assert s.phase is Phase.OVER and s.finished
    check(refused(s, M.swap("ann", (0, 0), "white_milk")), "X1", "type")
    check(refused(s, M.deal({}, (), ())), "H1", "type")
    check(refused(s, M.decorate("ann", {})), "E7", "type")


@pytest.mark.rule("E5")
def test_the_phase_two_deal_is_checked_and_the_lowest_plays_first():
    s = phase_one_ended({"ann": ["milk_praline"]})
    deal = random_deal(random.Random(2), s.players, s.inspiration)
    assert s.first_candidates() == ("bob",)
    check(refused(s, replace(deal, first_player="ann")), "E5", "first_player")
    bad = dict(deal.reserves)
    bad.pop("bob")
    check(refused(s, replace(deal, reserves=bad)), "S3", "reserves")
    requests = ("red_sprinkles", "red_sprinkles", "caramel", "caramel")
    check(refused(s, replace(deal, requests=requests)), "S8", "requests/1")
    check(refused(s, replace(deal, requests=("white_truffle",) + deal.requests[1:])), "S8", "requests/0")
    check(refused(s, replace(deal, requests=("white_glaze",) + deal.requests[1:])), "S8", "requests/0")
    play(s, deal)
    assert s.phase_number == 2 and s.phase is Phase.MAIN and s.to_act() == ("bob",)
    assert s.phase1_totals["ann"] > 0 and sum(s.deck.values()) == 19 and s.deck_size == 19


@pytest.mark.rule("E5")
def test_a_caramel_inspiration_leaves_three_caramels():
    s = phase_one_ended(inspiration=("white_truffle", "caramel"))
    deal = random_deal(random.Random(3), s.players, s.inspiration)
    four = replace(deal, requests=("caramel", "caramel", "caramel", "caramel"))
    check(refused(s, four), "S8", "requests/3")
    three = replace(deal, requests=("caramel", "caramel", "caramel", "white_glaze"))
    assert s.refusal(three) is None


@pytest.mark.rule("E6")
def test_phase_two_is_played_as_phase_one_collecting_decorations():
    s = phase_two()
    player = s.players[s.turn]
    s.requests = ["white_glaze", "milk_glaze", "dark_glaze", "marbled_glaze"]
    hold(s, player, ["white_milk", "white_milk", "milk_white", "dark_milk"])
    play(s, M.prepare(player, "white_glaze", ["white_milk", "white_milk", "milk_white"]))
    assert s.decorations[player] == ["white_glaze"] and s.refill == 0


@pytest.mark.rule("E7")
def test_after_phase_two_each_player_decorates_once():
    s = phase_two()
    check(refused(s, M.decorate(s.players[s.turn], {})), "E7", "type")
    to_final_round(s)
    for p in s.players:
        hold(s, p, [])
    s.decorations["ann"] = ["caramel"]
    s.desserts["ann"] = ["milk_praline"]
    play(s, *[M.pass_(p) for p in (s.players[s.turn:] + s.players[:s.turn])])
    assert s.phase is Phase.PHASE_END and s.to_act() == ("ann", "bob")
    check(refused(s, M.decorate("ann", {}, unassigned=[])), "D1", "decorations")
    play(s, M.decorate("ann", {"milk_praline": ["caramel"]}))
    check(refused(s, M.decorate("ann", {"milk_praline": ["caramel"]})), "E7", "player")
    assert s.to_act() == ("bob",)
    play(s, M.decorate("bob", {}))
    assert s.phase is Phase.OVER and s.is_over() and s.standings().provisional is False


# --- positions of a whole phase ---------------------------------------------------------------------

NAMES = ["ann", "bob"]


def over_after_phase_one() -> State:
    s = to_final_round(game())
    for p in NAMES:
        hold(s, p, [])
    return play(s, M.pass_("ann"), M.pass_("bob"))


def phase_one_ended(desserts: dict[str, list[str]] | None = None, **kwargs) -> State:
    """Phase 1 over (every player passed), each player holding the `desserts` given."""
    s = to_final_round(game(second_phase=True, **kwargs))
    for p in NAMES:
        hold(s, p, [])
    s.desserts.update(desserts or {})
    return play(s, M.pass_("ann"), M.pass_("bob"))


def phase_two() -> State:
    s = phase_one_ended()
    return play(s, random_deal(random.Random(4), s.players, s.inspiration))
