"""Swap Chocolate (X1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding

from .geometry import COLS, on_tavoletta
from .moves import SwapChocolate
from .phases import MAIN
from .rulebook import RULES
from .take import where

if TYPE_CHECKING:
    from .state import State


@RULES.refuses("X1")
def swap_problem(state: State, move: SwapChocolate, full: bool) -> Finding | None:
    """X1: in the main phase only, the player takes the visible card of any position `take`
    (on the Tavoletta, not a hole) into the reserve and puts the card `give`, held before
    the move, upright on top of that stack. Always possible in the main phase; the reserve
    size does not change; a swap that changes nothing is legal. (`full` False: the timing
    clause alone.)"""
    if state.phase is not MAIN:
        return "swap_not_main_phase", {"phase": state.phase.value}, "type"
    if not full:
        return None
    take, give, player = move.take, move.give, move.player
    if not on_tavoletta(take):
        return "swap_off_tavoletta", {"position": where(take)}, "take"
    if not state.stacks[take[0] * COLS + take[1]]:
        return "swap_hole", {"position": where(take)}, "take"
    if state.reserves[player].get(give, 0) == 0:
        return "give_not_held", {"card": give, "player": player}, "give"
    return None


def swap_outcome(state: State, move: SwapChocolate) -> str:
    """X1's outcome: the visible card goes to the reserve, `give` on top of its stack.
    Returns the card taken."""
    return state.swap_top(move.player, move.take, move.give)
