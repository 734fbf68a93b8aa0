"""Laying (L1-L4): an unpairable card from hand goes on the last card of a column, into an
empty column if there is one, and the turn ends. "Scartiamo una carta non abbinabile" is
this same move (L4): there is no discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding

from .moves import Lay
from .rulebook import RULES
from .table import COLUMNS
from .turns import end_turn

if TYPE_CHECKING:
    from .state import State

_PAIRABLE = {"first": "pairable_with_first", "last": "pairable_with_last", "only": "pairable_with_only"}


@RULES.refuses("L1")
def unpairable_check(state: State, move: Lay) -> Finding | None:
    """L1 (`lay`): the card is in the player's hand and unpairable: its partner is not a
    matchable table card (it may be in the deck, in either hand, or in the middle of a
    column). A pairable card can never be laid (T4)."""
    player, card = move.player, move.card
    if card not in state.hands[player]:
        return "not_in_hand", {"player": player, "card": str(card)}, "card"
    where = state.table.where_matchable(card)
    if where is None:
        return None
    column, end = where
    return _PAIRABLE[end], {"player": player, "card": card, "column": column}, "card"


@RULES.refuses("L2")
def column_check(state: State, move: Lay) -> Finding | None:
    """L2: if any column is empty, whoever emptied it, the card goes into an empty column
    (the player chooses which of several); otherwise onto any of the 4 columns."""
    column = move.column
    if column not in COLUMNS:
        return "no_such_column", {"column": str(column)}, "column"
    one, two, three, four = state.table.columns
    if one and two and three and four:  # no empty column: any will do
        return None
    empty = state.table.empty_columns()
    if column not in empty:
        return ("empty_column_first",
                {"count": len(empty), "columns": ", ".join(map(str, empty)), "column": column}, "column")
    return None


@RULES.decides("L3")
def lay(state: State, move: Lay) -> None:
    """L3: the card becomes the last card of the chosen column (C4), and the turn ends."""
    state.from_hand(move.player, move.card)
    state.table.lay(move.column, move.card)
    end_turn(state)
