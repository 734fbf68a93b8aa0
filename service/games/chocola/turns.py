"""Turns (T1): who may move, and whose turn comes next."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding

from .moves import TURN_MOVES, Decision
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State


@RULES.refuses("T1")
def turn_problem(state: State, move: Decision) -> Finding | None:
    """T1: turns go clockwise from the first player; in the main phase a turn is exactly one
    of `take_chocolate`, `prepare`, `swap_chocolate` (there is no pass). A turn's move by a
    player not in `players`, or by any player other than the one to act, breaks T1; so does
    a `make_tray` or `decorate` by a player not in `players`."""
    player = move.player
    if player not in state.seat:
        return "not_a_player", {"player": player, "players": ", ".join(state.players)}, "player"
    if type(move) in TURN_MOVES:
        due = state.players[state.turn]
        if player != due:
            return "not_your_turn", {"player": player, "due": due}, "player"
    return None


def next_turn(state: State) -> int:
    """T1: the next player clockwise who has not passed for good (E2)."""
    n = len(state.players)
    turn = state.turn
    if not state.passed:  # nobody has passed (the whole main phase): the next seat
        return turn + 1 if turn + 1 < n else 0
    for _ in range(n):
        turn = (turn + 1) % n
        if state.players[turn] not in state.passed:
            return turn
    return turn
