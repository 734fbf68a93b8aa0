"""Prepare a Dessert (P1, P4, P5) and what a phase collects (E6); the payment itself is
P2 and P3 (payment.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding

from .moves import Prepare
from .phases import FINAL_ROUND, MAIN
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State


@RULES.refuses("P1")
def prepare_when(state: State, move: Prepare, full: bool) -> Finding | None:
    """P1: only in the main phase or the final round; `request` is one of the visible
    Requests (two visible caramels are one choice: the first of them is taken). (`full`
    False: the timing clause alone.)"""
    if state.phase is not MAIN and state.phase is not FINAL_ROUND:
        return "prepare_not_now", {"phase": state.phase.value}, "type"
    if full and move.request not in state.requests:
        visible = ", ".join(r for r in state.requests if r is not None) or "-"
        return "request_not_visible", {"card": move.request, "visible": visible}, "request"
    return None


@RULES.refuses("P4")
def last_card_problem(state: State, move: Prepare) -> Finding | None:
    """P4: in the main phase at least one card stays in the reserve; in the final round
    (E2) the last card may be spent."""
    if state.phase is MAIN and len(move.pay) >= state.held[move.player]:
        return "pay_last_card", {"player": move.player}, "pay"
    return None


@RULES.decides("E6")
def collection_of(state: State, player: str) -> list[str]:
    """E6: phase 2 is played as phase 1 (T, K, P, X, H, E1-E3), with `prepare` taking
    Decorations: the collection a phase fills."""
    return state.desserts[player] if state.phase_number == 1 else state.decorations[player]


@RULES.decides("P5")
def prepare_outcome(state: State, move: Prepare) -> int:
    """P5: the paid cards are discarded for the rest of the phase (P2); the card goes into
    the player's collection (Desserts in phase 1, Decorations in phase 2); its Request slot
    is refilled by the next move (H2), the drawn card taking the emptied slot. Returns the
    slot emptied."""
    state.pay(move.player, move.pay)
    state.collect(move.player, move.request)
    return state.empty_request_slot(move.request)
