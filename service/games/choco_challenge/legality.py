"""The order of the checks (H2): a move is first checked against the phase (the rule of
the phase: T1, B1, M1, X3, E3), then against its own rules in the order of H2's table;
the first failure is the violation. :data:`CHECKS` holds them by phase and move class (the
phase's rule, then the move type's own checks, :data:`OWN_CHECKS`) and :func:`judge`, the
one source of legality, asks them: the replay and the legal moves both come here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Accepted, Checks, Finding, asking, judged, refused, rules_of
from service.referee.violations import Refusal

from .busting import bust, bust_phase_check, tool_check
from .buying import buy_check, dessert_cost_check, dessert_pile_check, identical_dessert_check, stop
from .chance import chance_problem
from .drawing import first_draw_check, place_drawn, turn_check
from .ending import over_check
from .extras import decline_check, extra_phase_check, fewer_check, more_check
from .market import refill_phase_check
from .moves import (Bust, ChocoChallengeMove, Draw, ExtraDecline, ExtraDraw, ExtraPick, ExtraTool, Refill, Stop,
                    UseTool)
from .phases import Phase
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

PHASE_CHECKS = {
    Phase.DRAW: turn_check,
    Phase.BUST: bust_phase_check,
    Phase.REFILL: refill_phase_check,
    Phase.EXTRA: extra_phase_check,
    Phase.OVER: over_check,
}


def _from_pile(state: State, move: Draw) -> Finding | None:
    player = move.player
    return chance_problem(state.piles[player], move.card, player)


def _from_deck(state: State, move: Refill | ExtraDraw) -> Finding | None:
    return chance_problem(state.deck, move.card, None)


def _buy(state: State, move: Stop) -> Finding | None:
    buy = move.buy
    return None if buy is None else buy_check(buy, len(state.in_front[move.player]), state.market)


def _dessert_cost(state: State, move: Stop) -> Finding | None:
    value = move.dessert
    return None if value is None else dessert_cost_check(value, len(state.in_front[move.player]))


def _dessert_pile(state: State, move: Stop) -> Finding | None:
    value = move.dessert
    return None if value is None else dessert_pile_check(value, state.dessert_piles)


def _identical_dessert(state: State, move: Stop) -> Finding | None:
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
OWN_CHECKS: dict[type[ChocoChallengeMove], Checks] = {
    Draw: (_FROM_PILE,),
    UseTool: (tool_check,),
    Bust: (),
    Stop: (first_draw_check, *BUY_CHECKS, *DESSERT_CHECKS),
    Refill: (_FROM_DECK,),
    ExtraDraw: (more_check, _FROM_DECK),
    ExtraPick: (more_check,),
    ExtraTool: (fewer_check,),
    ExtraDecline: (decline_check,),
}
# The checks :func:`judge` asks, by phase and move class: the rule of the phase judges the
# move first, then the move type's own (a tuple each, written once here from the two tables).
CHECKS: dict[Phase, dict[type[ChocoChallengeMove], Checks]] = {
    phase: {move_type: (phase_check, *own) for move_type, own in OWN_CHECKS.items()}
    for phase, phase_check in PHASE_CHECKS.items()
}


# The phase each move type is played in: its first check is that phase's rule.
PHASE_OF: dict[type[ChocoChallengeMove], Phase] = {
    Draw: Phase.DRAW, Stop: Phase.DRAW, UseTool: Phase.BUST, Bust: Phase.BUST, Refill: Phase.REFILL,
    ExtraDraw: Phase.EXTRA, ExtraPick: Phase.EXTRA, ExtraTool: Phase.EXTRA, ExtraDecline: Phase.EXTRA,
}

# The rule that allows each move type, which its legal-moves entry names: the rule that
# defines the move (T3 a draw, P1 a stop, M1 a refill...), read off the function deciding it.
ALLOWED_BY: dict[type[ChocoChallengeMove], str] = {
    Draw: place_drawn.rule, Stop: stop.rule, UseTool: tool_check.rule, Bust: bust.rule,
    Refill: refill_phase_check.rule, ExtraDraw: more_check.rule, ExtraPick: more_check.rule,
    ExtraTool: fewer_check.rule, ExtraDecline: decline_check.rule,
}


def passed(move_type: type[ChocoChallengeMove]) -> Checks:
    """The checks a move of `move_type` passed: those :data:`CHECKS` asks of it in its phase."""
    return CHECKS[PHASE_OF[move_type]][move_type]


# What a move of a turn's later phases (bust, refill, extra cards) cites in the turn's log
# (`decided_by`): the rules of the checks it passed, in their order, but the chance's (H3: a
# revealed card is the log's draw or refill itself). The draw phase's moves cite the rules
# that decide what they bring about (T3, P1, T6), and a stop's purchase and dessert their
# own checks (BUY_CHECKS, DESSERT_CHECKS) when it makes them.
CITED: dict[type[ChocoChallengeMove], tuple[str, ...]] = {
    t: rules_of(c for c in passed(t) if getattr(c, "rule", None) != chance_problem.rule)
    for t in OWN_CHECKS if PHASE_OF[t] is not Phase.DRAW
}


def judge(state: State, move: ChocoChallengeMove) -> Refusal | Accepted:
    """H2: `move` accepted now; else the first rule it breaks, the phase's first
    (:data:`CHECKS`, by the phase and the move's class)."""
    return judged(CHECKS[state.phase][type(move)], state, move)


RULES.refuses("H2")(judge)  # tagged here, not above: to the type checker judge stays a plain
# function, so the state that names it in its class body has it as a method


def refusal(state: State, move: ChocoChallengeMove) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))
