"""The rules of a turn and of the end: choosing a lot (T1), collecting it (T2), passing
the token (T3) and the end of the game (E1)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from service.referee.legality import Finding

from .moves import Move, MoveKind, MoveType, stray_field
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

CHOOSE_LOT = MoveType.CHOOSE_LOT


@RULES.refuses("T1")
def choice_check(state: State, move: Move | MoveKind) -> Finding | None:
    """T1: the token holder chooses one lot from the centre (`choose_lot`); that is the
    first move of every turn, and the only one."""
    player, mtype = move.player, move.type
    if state.auction is not None:
        return "lot_already_chosen", {"player": player, "lot": state.auction.lot}, "type"
    if mtype is not CHOOSE_LOT:
        return "choose_lot_first", {"type": mtype.value, "holder": state.holder}, "type"
    if player != state.holder:
        return "not_token_holder", {"player": player, "holder": state.holder}, "player"
    if type(move) is not Move:
        return None
    stray = stray_field(move)
    if stray is not None:
        return stray
    lot = move.lot
    if lot is None:
        return "lot_missing", {}, "lot"
    if type(lot) is not int or lot not in state.centre:
        return "lot_not_in_centre", {"lot": lot, "centre": ", ".join(map(str, state.centre))}, "lot"
    return None


@RULES.decides("T2")
def collect(collections: dict[str, list[int]], winner: str, lot: int) -> None:
    """T2: the winner puts the lot in their collection."""
    collections[winner].append(lot)


@RULES.decides("T3")
def next_holder(players: tuple[str, ...], holder: str) -> str:
    """T3: the token passes to the next player clockwise (to the holder's left)."""
    return players[(players.index(holder) + 1) % len(players)]


@RULES.decides("E1")
def game_over(centre: Sequence[int]) -> bool:
    """E1: the game ends when the centre holds no lot at the end of a turn (a lot returned
    by W3 keeps it going). After the end no move is legal except `arrange_trays`."""
    return not centre
