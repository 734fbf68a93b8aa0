"""The rules of a turn and of the end: choosing a lot (T1), collecting it (T2), passing
the token (T3) and the end of the game (E1)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import tag_of

from .moves import ChocoLateMove, ChooseLot
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State


@RULES.refuses("T1")
def choice_check(state: State, move: ChocoLateMove) -> Finding | None:
    """T1: the token holder chooses one lot from the centre (`choose_lot`); that is the
    first move of every turn, and the only one."""
    player = move.player
    if state.auction is not None:
        return "lot_already_chosen", {"player": player, "lot": state.auction.lot}, "type"
    if type(move) is not ChooseLot:
        return "choose_lot_first", {"type": tag_of(move), "holder": state.holder}, "type"
    if player != state.holder:
        return "not_token_holder", {"player": player, "holder": state.holder}, "player"
    lot = move.lot
    if lot not in state.centre:
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
