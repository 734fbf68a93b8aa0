"""What a player can do: six move types (H2), each a plain value.

A :class:`Move` has its type (a :class:`MoveType`), who makes it and the fields its type
needs (`card` for the pairings, `lay` and `draw`; `column` for `lay`; `found` for `guess`).
The engine, not the constructor, judges it, so a move with a wrong field still gets a
verdict that points at that field.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class MoveType(StrEnum):
    DRAW = "draw"
    GUESS = "guess"
    HAND_PAIR = "hand_pair"
    LAY = "lay"
    PAIR = "pair"
    TABLE_PAIR = "table_pair"


# The moves that reveal chance: a card drawn (R2), what a guess finds (M3).
CHANCE_TYPES = frozenset({MoveType.DRAW, MoveType.GUESS})


class Move(NamedTuple):
    """A move: a tuple, so a frozen value, and cheap to make (a history has a few hundred)."""

    type: MoveType
    player: str
    card: str | None = None
    column: int | None = None
    found: str | None = None

    # Builders for scripts and tests.
    @classmethod
    def pair(cls, player: str, card: str) -> Move:
        return cls(MoveType.PAIR, player, card)

    @classmethod
    def hand_pair(cls, player: str, card: str) -> Move:
        return cls(MoveType.HAND_PAIR, player, card)

    @classmethod
    def table_pair(cls, player: str, card: str) -> Move:
        return cls(MoveType.TABLE_PAIR, player, card)

    @classmethod
    def lay(cls, player: str, card: str, column: int) -> Move:
        return cls(MoveType.LAY, player, card, column)

    @classmethod
    def draw(cls, player: str, card: str) -> Move:
        return cls(MoveType.DRAW, player, card)

    @classmethod
    def guess(cls, player: str, found: str) -> Move:
        return cls(MoveType.GUESS, player, found=found)
