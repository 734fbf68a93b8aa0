"""A turn's `decided_by` reads the rules of the checks its moves passed off the same tuples
the refusals are asked from (legality.CHECKS, BUY_CHECKS, DESSERT_CHECKS)."""

from __future__ import annotations

from service.games.choco_challenge.legality import (BUY_CHECKS, CHECKS, CITED, DESSERT_CHECKS, OWN_CHECKS, PHASE_CHECKS,
                                                    passed)
from service.games.choco_challenge.moves import (MOVES, Bust, Draw, ExtraDecline, ExtraDraw, ExtraPick, ExtraTool,
                                                 Refill, Stop, UseTool)
from service.games.choco_challenge.phases import Phase
from service.referee.legality import rules_of
from tests.conformance.test_conformance import api_of, load, sample_histories, states_along

LATER = (UseTool, Bust, Refill, ExtraDraw, ExtraPick, ExtraTool, ExtraDecline)


def test_the_cited_rules_are_the_checks_rules_phase_first_without_the_chance():
    assert set(CITED) == set(LATER)
    for move_type in LATER:
        checks = passed(move_type)
        assert checks[0] in PHASE_CHECKS.values() and checks[1:] == OWN_CHECKS[move_type]
    assert CITED[UseTool] == ("B1", "B2") and CITED[ExtraTool] == ("X3", "X5")
    assert passed(Stop)[0] is PHASE_CHECKS[Phase.DRAW]


def test_every_phase_lists_checks_for_every_move_type():
    assert set(CHECKS) == set(Phase)
    for table in CHECKS.values():
        assert set(table) == set(MOVES.classes)


def _in_order(part: tuple[str, ...] | list[str], whole: list[str]) -> bool:
    positions = [whole.index(r) for r in part if r in whole]
    return len(positions) == len(part) and positions == sorted(positions)


def test_every_turn_cites_the_checks_its_moves_passed_in_their_order_once():
    api = api_of("choco-challenge")
    seen: set[type] = set()
    for history in sample_histories("choco-challenge"):
        *_, (_, state) = states_along(api, history, every=len(history["moves"]) + 1)  # the finished game
        moves = load(api, history)["moves"]
        ends = [t.start for t in state.turns[1:]] + [len(moves)]
        for turn, end in zip(state.turns, ends):
            played = {type(m) for m in moves[turn.start:end]} - {Draw}  # the turn's moves, from the history
            assert turn.types == played, (turn.turn, turn.types, played)  # what the log keeps of them
            decided = turn.decided_by()
            assert len(decided) == len(set(decided))
            for move_type in played & set(LATER):
                assert _in_order(CITED[move_type], decided), (move_type, decided)
            if turn.bought is not None:
                assert _in_order(rules_of(BUY_CHECKS), decided)
            if turn.dessert is not None:
                assert _in_order(rules_of(DESSERT_CHECKS), decided)
            seen |= played
    assert {UseTool, Bust, Refill} <= seen
