"""What a player can do (E4: every decision is a move, and a chance outcome is a field of the
move that reveals it).

A :class:`Move` is a plain value: its type, who makes it, and the fields of its type
(`card` for draw, refill and extra_draw; `tool` for use_tool and extra_tool; `position` and
an optional `card` for extra_pick; an optional `buy` and `dessert` for stop). The engine,
not the constructor, judges it, so a history with a wrong value still gets a verdict that
points at that field. Moves are named tuples: a history of hundreds of them is loaded and
replayed on every request.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class MoveType(StrEnum):
    DRAW = "draw"
    USE_TOOL = "use_tool"
    BUST = "bust"
    STOP = "stop"
    REFILL = "refill"
    EXTRA_DRAW = "extra_draw"
    EXTRA_PICK = "extra_pick"
    EXTRA_TOOL = "extra_tool"
    EXTRA_DECLINE = "extra_decline"


# The moves that reveal chance (H3, H4): each names the card it reveals.
CHANCE_TYPES = frozenset({MoveType.DRAW, MoveType.REFILL, MoveType.EXTRA_DRAW})


class Buy(NamedTuple):
    """A purchase carried by `stop` (P2): the market `position` (1 next to the deck) and,
    optionally, the `card` the buyer expects there."""

    position: int
    card: str | None = None


class Move(NamedTuple):
    type: MoveType
    player: str
    card: str | None = None
    tool: str | None = None
    position: int | None = None
    buy: Buy | None = None
    dessert: int | None = None

    # Builders for scripts and tests.
    @classmethod
    def draw(cls, player: str, card: str) -> Move:
        return cls(MoveType.DRAW, player, card=card)

    @classmethod
    def use_tool(cls, player: str, tool: str) -> Move:
        return cls(MoveType.USE_TOOL, player, tool=tool)

    @classmethod
    def bust(cls, player: str) -> Move:
        return cls(MoveType.BUST, player)

    @classmethod
    def stop(cls, player: str, buy: int | tuple[int, str] | None = None, dessert: int | None = None) -> Move:
        """`buy` is a position, or (position, card)."""
        made = Buy(buy) if isinstance(buy, int) else None if buy is None else Buy(*buy)
        return cls(MoveType.STOP, player, buy=made, dessert=dessert)

    @classmethod
    def refill(cls, player: str, card: str) -> Move:
        return cls(MoveType.REFILL, player, card=card)

    @classmethod
    def extra_draw(cls, player: str, card: str) -> Move:
        return cls(MoveType.EXTRA_DRAW, player, card=card)

    @classmethod
    def extra_pick(cls, player: str, position: int, card: str | None = None) -> Move:
        return cls(MoveType.EXTRA_PICK, player, card=card, position=position)

    @classmethod
    def extra_tool(cls, player: str, tool: str) -> Move:
        return cls(MoveType.EXTRA_TOOL, player, tool=tool)

    @classmethod
    def extra_decline(cls, player: str) -> Move:
        return cls(MoveType.EXTRA_DECLINE, player)
