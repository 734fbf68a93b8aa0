"""What a player does, and what chance reveals (R7: every decision and every chance outcome
is a move).

A :class:`Move` is a plain value: its type, who makes it, and the fields its type takes
(`keep` for quarantine; `card` for play, peek, peek_pick, slaughter_pick, draw and, as an
optional echo, target; `target` for target; `victim`, an optional echo, for
slaughter_pick). The engine, not the constructor, judges it, so a history with a wrong
field still gets a verdict that points at that field.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class MoveType(StrEnum):
    QUARANTINE = "quarantine"  # R1, Q4: keep the quarantine or end it
    PLAY = "play"  # R3, R4: a card from hand, face down
    TARGET = "target"  # M1, X3, X4: the opponent a mood, a Hairdryer or a Robber goes to
    PEEK = "peek"  # G1 (chance): a card the Peeping Tom looks at
    PEEK_PICK = "peek_pick"  # G2: the card of those peeked played at once
    TOSS = "toss"  # W8 (chance): the starter of a slaughter among two activators
    SLAUGHTER_PICK = "slaughter_pick"  # W2, D4 (blind: chance): the card taken from the victim
    DRAW = "draw"  # R6 (chance): a card drawn at the refill


CHANCE_TYPES = frozenset({MoveType.PEEK, MoveType.TOSS, MoveType.SLAUGHTER_PICK, MoveType.DRAW})


class Move(NamedTuple):
    """A move: a plain immutable value (a named tuple, cheap to make: a history has
    thousands). Build one with the class methods below, or give `type` as a MoveType."""

    type: MoveType
    player: str
    card: str | None = None
    target: str | None = None
    keep: bool | None = None
    victim: str | None = None

    # Builders for scripts and tests.
    @classmethod
    def quarantine(cls, player: str, keep: bool) -> Move:
        return cls(MoveType.QUARANTINE, player, keep=keep)

    @classmethod
    def play(cls, player: str, card: str) -> Move:
        return cls(MoveType.PLAY, player, card)

    @classmethod
    def aim(cls, player: str, target: str, card: str | None = None) -> Move:
        return cls(MoveType.TARGET, player, card, target)

    @classmethod
    def peek(cls, player: str, card: str) -> Move:
        return cls(MoveType.PEEK, player, card)

    @classmethod
    def peek_pick(cls, player: str, card: str) -> Move:
        return cls(MoveType.PEEK_PICK, player, card)

    @classmethod
    def toss(cls, player: str) -> Move:
        return cls(MoveType.TOSS, player)

    @classmethod
    def slaughter_pick(cls, player: str, card: str, victim: str | None = None) -> Move:
        return cls(MoveType.SLAUGHTER_PICK, player, card, victim=victim)

    @classmethod
    def draw(cls, player: str, card: str) -> Move:
        return cls(MoveType.DRAW, player, card)
