"""Replaying a history: the one loop every game's verdicts come from.

Each move is asked of :meth:`State.refusal`; the first refusal stops the replay and
becomes the violation (its pointer at the move or its field); otherwise the move is
applied. The state after the last legal move is kept, with whatever log the game wrote.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .protocol import State
from .violations import Refusal, RuleBook, Violation


@dataclass(frozen=True)
class Replay:
    state: State  # after the last legal move
    violation: Violation | None
    moves_checked: int  # how many moves were replayed as legal

    @property
    def legal(self) -> bool:
        return self.violation is None


def replay(state: State, moves: Iterable[object], rules: RuleBook, start: int = 0) -> Replay:
    """Replay `moves` on `state` (which it changes), stopping at the first illegal one. The
    moves are those of the history from index `start` on (`state` is the state after its first
    `start` moves): indices in the state's log and in a violation count from the history's start.
    Each move is judged (its checks asked in order) and, accepted, applied with what its checks
    found."""
    judge, apply = state.judge, state.apply
    index = start - 1
    for index, move in enumerate(moves, start):
        verdict = judge(move)
        if type(verdict) is Refusal:
            return Replay(state, rules.at_move(verdict, index), index)
        apply(move, index, verdict)  # type: ignore[arg-type]  # not a Refusal: Accepted
    return Replay(state, None, index + 1)
