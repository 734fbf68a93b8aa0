"""The end of a phase and of the game (E1-E4, E7): the Tavoletta emptied, the final round,
passing, declaring trays, one phase or two, decorating."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding

from .moves import Decorate, MakeTray, Pass
from .phases import FINAL_ROUND, OVER, PHASE_END
from .payment import PACKED, PACKED_COST, covers_packed
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State


@RULES.decides("E1")
def tavoletta_emptied(state: State) -> bool:
    """E1: the main phase ends when a take leaves every position a hole (a take with
    `leave` may not); play goes on clockwise with the final round, from the player after
    the one who emptied it."""
    return state.on_tavoletta == 0


def payable_requests(state: State, player: str) -> list[str]:
    """The visible Requests the whole reserve can pay (P2, P4 lifted)."""
    total = sum(PACKED[card] * n for card, n in state.reserves[player].items())
    out = []
    for request in state.requests:
        if request is not None and request not in out and covers_packed(total, PACKED_COST[request]):
            out.append(request)
    return out


@RULES.refuses("E2")
def pass_problem(state: State, move: Pass, full: bool) -> Finding | None:
    """E2: in the final round only `prepare` (the last card allowed) or `pass`; `pass`
    exists only there, and only when no visible Request can be paid from the whole reserve
    (a player who can prepare must). A pass is final: turns skip that player for the rest
    of the phase, and the round lasts until everybody has passed. (`full` False: the timing
    clause alone.)"""
    if state.phase is not FINAL_ROUND:
        return "pass_not_final_round", {"phase": state.phase.value}, "type"
    if full:
        payable = payable_requests(state, move.player)
        if payable:
            return "must_prepare", {"player": move.player, "requests": ", ".join(payable)}, ""
    return None


@RULES.decides("E4")
def one_phase(second_phase: bool) -> bool:
    """E4: without the variant `second_phase` the game ends with phase 1: it is over
    (finished) as soon as phase 1 ends, and only `make_tray` moves may follow."""
    return not second_phase


def end_phase(state: State) -> None:
    """E2, E3: every player has passed: the phase ends, its trays are scored (section 5);
    after phase 1 of the one-phase game the game is over (E4); after phase 2 each player
    decorates (E7)."""
    state.close_phase(over=state.phase_number == 1 and one_phase(state.second_phase))


@RULES.refuses("E3")
def tray_window_problem(state: State, move: MakeTray, full: bool) -> Finding | None:
    """E3: after phase 1 each player may declare their tray once (`make_tray`), in any
    order: in the one-phase game at any time after the end, with `second_phase` only before
    `deal_second_phase`. Without one, the best tray is used and flagged. A `make_tray` at
    any other time, or a second one by the same player, breaks E3; it is never due.
    (`full` False: the timing clause alone.)"""
    open_now = state.phase_number == 1 and (state.phase is PHASE_END or state.phase is OVER)
    if not open_now:
        return "tray_not_now", {"phase": state.phase.value, "phase_number": state.phase_number}, "type"
    if full and move.player in state.declared:
        return "tray_declared_twice", {"player": move.player}, "player"
    return None


@RULES.refuses("E7")
def decorate_problem(state: State, move: Decorate, full: bool) -> Finding | None:
    """E7: after phase 2 ends each player makes exactly one `decorate` move, in any order
    (each is due): the assignment of their Decorations (D) and, optionally, their tray. A
    `decorate` at any other time, or a second one by the same player, breaks E7. The game
    ends when every player has decorated; after that no move is legal. (`full` False: the
    timing clause alone.)"""
    if not (state.phase is PHASE_END and state.phase_number == 2):
        return "decorate_not_now", {"phase": state.phase.value, "phase_number": state.phase_number}, "type"
    if full and move.player in state.decorated:
        return "decorated_twice", {"player": move.player}, "player"
    return None
