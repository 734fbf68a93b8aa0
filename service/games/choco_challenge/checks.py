"""The order of the checks (H2): a move is first checked against the phase (the rule of
the phase: T1, B1, M1, X3, E3), then against its own rules in the order of H2's table;
the first failure is the violation. This is the one source of legality: the replay and
the legal moves both come here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.violations import Refusal

from .busting import bust_phase_check, tool_check
from .buying import stop_refusal
from .chance import chance_problem
from .drawing import turn_check
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
DRAW, USE_TOOL, STOP, REFILL, EXTRA_DRAW, EXTRA_PICK, EXTRA_TOOL, EXTRA_DECLINE = (
    MoveType.DRAW, MoveType.USE_TOOL, MoveType.STOP, MoveType.REFILL, MoveType.EXTRA_DRAW, MoveType.EXTRA_PICK,
    MoveType.EXTRA_TOOL, MoveType.EXTRA_DECLINE)
H3 = chance_problem
B2, X4, X5, X6 = (check.rule for check in (tool_check, more_check, fewer_check,  # type: ignore[attr-defined]
                                             decline_check))


@RULES.refuses("H2")
def refusal(state: State, move: Move) -> Refusal | None:
    """H2: None when `move` is legal now; else the first rule it breaks, the phase's first."""
    check = PHASE_CHECKS[state.phase]
    found = check(state, move)
    if found is not None:
        return Refusal(check.rule, *found)  # type: ignore[attr-defined]
    kind = move.type  # the most frequent types first
    if kind is DRAW:
        player = move.player
        found = chance_problem(state.piles[player], move.card, player)
        return None if found is None else Refusal(H3.rule, *found)  # type: ignore[attr-defined]
    if kind is EXTRA_DECLINE:
        found = decline_check(state, move)
        return None if found is None else Refusal(X6, *found)
    if kind is STOP:
        return stop_refusal(state, move)
    if kind is REFILL:
        found = chance_problem(state.deck, move.card, None)
        return None if found is None else Refusal(H3.rule, *found)  # type: ignore[attr-defined]
    if kind is EXTRA_TOOL:
        found = fewer_check(state, move)
        return None if found is None else Refusal(X5, *found)
    if kind is EXTRA_DRAW:
        found = more_check(state, move)
        if found is not None:
            return Refusal(X4, *found)
        found = chance_problem(state.deck, move.card, None)
        return None if found is None else Refusal(H3.rule, *found)  # type: ignore[attr-defined]
    if kind is USE_TOOL:
        found = tool_check(state, move)
        return None if found is None else Refusal(B2, *found)
    if kind is EXTRA_PICK:
        found = more_check(state, move)
        return None if found is None else Refusal(X4, *found)
    return None  # bust: no check of its own
