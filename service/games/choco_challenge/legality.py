"""The order of the checks (H2): a move is first checked against the phase (the rule of
the phase: T1, B1, M1, X3, E3), then against its own rules in the order of H2's table;
the first failure is the violation. :data:`CHECKS` holds them by phase and move type (the
phase's rule, then the move type's own checks, :data:`OWN_CHECKS`) and :func:`refusal`, the
one source of legality, asks them: the replay and the legal moves both come here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Accepted, Checks, asking, judged, refused, rules_of
from service.referee.violations import Refusal

from service.referee.legality import Finding

from .busting import bust_phase_check, tool_check
from .buying import buy_check, dessert_cost_check, dessert_pile_check, identical_dessert_check
from .chance import chance_problem
from .drawing import first_draw_check, turn_check
from .ending import over_check
from .extras import decline_check, extra_phase_check, fewer_check, more_check
from .market import refill_phase_check
from .moves import MoveType
from .phases import Phase
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import Move
    from .state import State

PHASE_CHECKS = {
    Phase.DRAW: turn_check,
    Phase.BUST: bust_phase_check,
    Phase.REFILL: refill_phase_check,
    Phase.EXTRA: extra_phase_check,
    Phase.OVER: over_check,
}


def _from_pile(state: State, move: Move) -> Finding | None:
    player = move.player
    return chance_problem(state.piles[player], move.card, player)


def _from_deck(state: State, move: Move) -> Finding | None:
    return chance_problem(state.deck, move.card, None)


def _buy(state: State, move: Move) -> Finding | None:
    buy = move.buy
    return None if buy is None else buy_check(buy, len(state.in_front[move.player]), state.market)


def _dessert_cost(state: State, move: Move) -> Finding | None:
    value = move.dessert
    return None if value is None else dessert_cost_check(value, len(state.in_front[move.player]))


def _dessert_pile(state: State, move: Move) -> Finding | None:
    value = move.dessert
    return None if value is None else dessert_pile_check(value, state.dessert_piles)


def _identical_dessert(state: State, move: Move) -> Finding | None:
    value = move.dessert
    return None if value is None else identical_dessert_check(value, state.desserts[move.player], move.player)


_FROM_PILE, _FROM_DECK = asking(chance_problem, _from_pile), asking(chance_problem, _from_deck)
# A stop's purchase (P2) and dessert (P4, P5, P6): the turn's log cites them when it buys or
# takes one.
BUY_CHECKS: Checks = (asking(buy_check, _buy),)
DESSERT_CHECKS: Checks = (asking(dessert_cost_check, _dessert_cost), asking(dessert_pile_check, _dessert_pile),
                          asking(identical_dessert_check, _identical_dessert))

# The checks of each move type's own rules in H2's order, after the phase's rule (a `stop`:
# T4, P2 (position, then card), P4, P5, P6; a revealed card: H3, still in its pile or deck).
OWN_CHECKS: dict[MoveType, Checks] = {
    MoveType.DRAW: (_FROM_PILE,),
    MoveType.USE_TOOL: (tool_check,),
    MoveType.BUST: (),
    MoveType.STOP: (first_draw_check, *BUY_CHECKS, *DESSERT_CHECKS),
    MoveType.REFILL: (_FROM_DECK,),
    MoveType.EXTRA_DRAW: (more_check, _FROM_DECK),
    MoveType.EXTRA_PICK: (more_check,),
    MoveType.EXTRA_TOOL: (fewer_check,),
    MoveType.EXTRA_DECLINE: (decline_check,),
}
# The checks :func:`refusal` asks, by phase and move type: the rule of the phase judges the
# move first, then the move type's own (a tuple each, written once here from the two tables).
CHECKS: dict[Phase, dict[MoveType, Checks]] = {
    phase: {move_type: (phase_check, *own) for move_type, own in OWN_CHECKS.items()}
    for phase, phase_check in PHASE_CHECKS.items()
}


# The phase each move type is played in: its first check is that phase's rule.
PHASE_OF: dict[MoveType, Phase] = {
    MoveType.DRAW: Phase.DRAW, MoveType.STOP: Phase.DRAW, MoveType.USE_TOOL: Phase.BUST, MoveType.BUST: Phase.BUST,
    MoveType.REFILL: Phase.REFILL, MoveType.EXTRA_DRAW: Phase.EXTRA, MoveType.EXTRA_PICK: Phase.EXTRA,
    MoveType.EXTRA_TOOL: Phase.EXTRA, MoveType.EXTRA_DECLINE: Phase.EXTRA,
}


def passed(move_type: MoveType) -> Checks:
    """The checks a move of `move_type` passed: those :data:`CHECKS` asks of it in its phase."""
    return CHECKS[PHASE_OF[move_type]][move_type]


# What a move of a turn's later phases (bust, refill, extra cards) cites in the turn's log
# (`decided_by`): the rules of the checks it passed, in their order, but the chance's (H3: a
# revealed card is the log's draw or refill itself). The draw phase's moves cite the rules
# that decide what they bring about (T3, P1, T6), and a stop's purchase and dessert their
# own checks (BUY_CHECKS, DESSERT_CHECKS) when it makes them.
CITED: dict[MoveType, tuple[str, ...]] = {
    t: rules_of(c for c in passed(t) if getattr(c, "rule", None) != chance_problem.rule)
    for t in OWN_CHECKS if PHASE_OF[t] is not Phase.DRAW
}


def judge(state: State, move: Move) -> Refusal | Accepted:
    """H2: `move` accepted now; else the first rule it breaks, the phase's first
    (:data:`CHECKS`)."""
    return judged(CHECKS[state.phase][move.type], state, move)


RULES.refuses("H2")(judge)  # tagged here, not above: to the type checker judge stays a plain
# function, so the state that names it in its class body has it as a method


def refusal(state: State, move: Move) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))
