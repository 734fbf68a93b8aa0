"""The order of a `deal_second_phase`'s and a `decorate`'s own rules (S3, S4, S5, S6, S8, E5;
D1, D2, D3, V2), asked like every other move's through the tuples of legality.CHECKS, and what
decided them in the log, read off the same tuples."""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from service.games.chocola.legality import CHECKS, DEAL_RULES, DECIDED_BY, DECORATION_RULES, TRAY_DECIDED
from service.games.chocola.moves import DealSecondPhase, Decorate
from service.games.chocola.phases import Phase
from service.games.chocola.second_phase import random_deal
from service.games.chocola.state import State
from service.referee.legal import legal_options
from service.referee.legality import rules_of
from tests.games.chocola.helpers import M, Move, hold, play, position, refused, start, to_final_round

TOPS = [["milk_dark", "marbled_milk", "milk_dark", "white_marbled"],
        ["white_milk", "dark_marbled", "white_dark", "milk_white"]]


def phase_one_ended() -> State:
    s = to_final_round(position(start(second_phase=True), TOPS))
    for p in s.players:
        hold(s, p, [])
    s.desserts["ann"] = ["milk_praline"]  # bob scores lowest: E5 lets only bob play first
    return play(s, M.pass_("ann"), M.pass_("bob"))


def decorating() -> State:
    """Phase 2 over: ann holds two Desserts and three Decorations (two glazes, a caramel)."""
    s = phase_one_ended()
    play(s, random_deal(random.Random(4), s.players, s.inspiration))
    to_final_round(s)
    for p in s.players:
        hold(s, p, [])
    s.desserts["ann"] = ["milk_praline", "dark_semifreddo"]
    s.decorations["ann"] = ["white_glaze", "milk_glaze", "caramel"]
    first = s.players[s.turn]
    play(s, *[M.pass_(p) for p in (s.players[s.turn:] + s.players[:s.turn])])
    assert s.phase is Phase.PHASE_END and s.phase_number == 2 and first in s.players
    return s


def broken_in_turn(s: State, move: Move, fixes: list[tuple[str, str, dict]]) -> Move:
    """`move` is refused by each rule of `fixes` in turn, at its field, until the fields the
    fix gives are put right; then it is legal."""
    for rule, field, fixed in fixes:
        refusal = refused(s, move)
        assert (refusal.rule, refusal.field) == (rule, field), (rule, refusal)
        move = replace(move, **fixed)
    assert s.refusal(move) is None, s.refusal(move)
    return move


@pytest.mark.rule("S3")
@pytest.mark.rule("S4")
@pytest.mark.rule("S5")
@pytest.mark.rule("S6")
@pytest.mark.rule("S8")
@pytest.mark.rule("E5")
def test_a_deal_breaking_six_rules_is_refused_by_each_in_the_order_s3_s4_s5_s6_s8_e5():
    s = phase_one_ended()
    deal = random_deal(random.Random(2), s.players, s.inspiration)
    assert s.first_candidates() == ("bob",)
    short = {"ann": deal.reserves["ann"]}  # bob's reserve missing (S3)
    unknown = {"ann": ("not_a_chocolate", deal.reserves["ann"][1]), "bob": deal.reserves["bob"]}  # S6
    cut = tuple(tuple(stack[1:] if (r, c) == (1, 3) else stack for c, stack in enumerate(row))
                for r, row in enumerate(deal.tavoletta))  # a stack one card short (S5)
    move = replace(deal, reserves=short, removed=("milk_dark",), tavoletta=cut, requests=deal.requests[:3],
                   first_player="ann")
    assert deal.removed in (None, ())
    broken_in_turn(s, move, [
        ("S3", "reserves", {"reserves": unknown}),
        ("S4", "removed", {"removed": deal.removed}),
        ("S5", "tavoletta/1/3", {"tavoletta": deal.tavoletta}),
        ("S6", "reserves/ann/0", {"reserves": deal.reserves}),
        ("S8", "requests", {"requests": deal.requests}),
        ("E5", "first_player", {"first_player": "bob"}),
    ])


@pytest.mark.rule("D1")
@pytest.mark.rule("D2")
@pytest.mark.rule("D3")
@pytest.mark.rule("V2")
def test_a_decoration_breaking_four_rules_is_refused_by_each_in_the_order_d1_d2_d3_v2():
    s = decorating()
    move = M.decorate("ann", {"milk_praline": ["white_glaze", "milk_glaze"], "white_truffle": []},
                      unassigned=["caramel"], tray=["not_a_dessert"])
    legal = broken_in_turn(s, move, [
        ("D1", "decorations/white_truffle", {"decorations": {"milk_praline": ("white_glaze", "milk_glaze")}}),
        ("D2", "decorations/milk_praline/1", {"decorations": {"milk_praline": ("white_glaze",),
                                                              "dark_semifreddo": ("milk_glaze",)}}),
        ("D3", "unassigned/0", {"decorations": {"milk_praline": ("white_glaze", "caramel"),
                                                "dark_semifreddo": ("milk_glaze",)}, "unassigned": None}),
        ("V2", "tray/0", {"tray": ("milk_praline", "dark_semifreddo")}),
    ])
    assert s.refusal(replace(legal, tray=None)) is None  # no tray named: V2 is not asked (V3: the best)


@pytest.mark.rule("E5")
@pytest.mark.rule("E7")
def test_a_sample_is_a_complete_move_asked_every_rule_of_its_type():
    s = phase_one_ended()
    [deal] = [o for o in legal_options(s) if type(o.move) is DealSecondPhase]
    assert deal.sample and deal.chance and s.refusal(deal.move) is None
    assert refused(s, M.deal({}, (), ())).rule == "S3"
    assert refused(s, M.decorate("ann", {})).rule == "E7"  # not yet: its timing is asked
    s = decorating()
    [decoration] = [o for o in legal_options(s) if type(o.move) is Decorate and o.move.player == "ann"]
    assert decoration.sample and decoration.move.tray is None and s.refusal(decoration.move) is None
    assert refused(s, M.decorate("ann", {})).rule == "D1"


@pytest.mark.rule("T2")
def test_what_decided_a_deal_and_a_decoration_is_read_off_their_checks():
    assert DECIDED_BY[DealSecondPhase] == ("H1", "S3", "S4", "S5", "S6", "S8", "E5")
    assert DECIDED_BY[Decorate] == ("T1", "E7", "D1", "D2", "D3") and TRAY_DECIDED == ("V2",)
    assert rules_of(DEAL_RULES) == DECIDED_BY[DealSecondPhase][1:]
    assert rules_of(DECORATION_RULES) == ("D1", "D2", "D3", "V2")
    assert CHECKS[DealSecondPhase][-len(DEAL_RULES):] == DEAL_RULES
    assert CHECKS[Decorate][-len(DECORATION_RULES):] == DECORATION_RULES
    s = decorating()
    bob = [p for p in s.players if p != "ann"][0]
    play(s, M.decorate("ann", {"milk_praline": ["white_glaze", "caramel"], "dark_semifreddo": ["milk_glaze"]}))
    play(s, M.decorate(bob, {}, tray=[]))
    deal, ann, other = s.turns[2], s.turns[-2], s.turns[-1]
    assert type(deal[1]) is DealSecondPhase and deal[2] == ("H1", "S3", "S4", "S5", "S6", "S8", "E5")
    assert ann[2] == ("T1", "E7", "D1", "D2", "D3") and other[2] == ("T1", "E7", "D1", "D2", "D3", "V2")
