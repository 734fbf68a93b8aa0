"""What happens in a game of Chocola' (T2: every decision is a move, forced ones too;
chance outcomes are chance moves): the move types and the move value.

A :class:`Move` is a plain value: its type, who makes it (None for a chance move) and the
fields its type uses (the others stay None and are never read). The engine, not the
constructor, judges it, so a history with a wrong field still gets a verdict that points
at that field.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple, cast
from enum import StrEnum

Position = tuple[int, int]


def _position(p: Sequence[int]) -> Position:
    """A position given as any sequence (a list, a tuple), kept as given: a builder leaves
    judging it to the referee, a malformed one included."""
    return cast(Position, tuple(p))


class MoveType(StrEnum):
    TAKE_CHOCOLATE = "take_chocolate"
    PREPARE = "prepare"
    SWAP_CHOCOLATE = "swap_chocolate"
    PASS = "pass"
    DRAW_REQUEST = "draw_request"
    MAKE_TRAY = "make_tray"
    DEAL_SECOND_PHASE = "deal_second_phase"
    DECORATE = "decorate"


TURN_MOVES = frozenset({MoveType.TAKE_CHOCOLATE, MoveType.PREPARE, MoveType.SWAP_CHOCOLATE, MoveType.PASS})
CHANCE_TYPES = frozenset({MoveType.DRAW_REQUEST, MoveType.DEAL_SECOND_PHASE})
# Module constants for the hot paths: an enum member looked up on its class costs a property call.
TAKE, PREPARE, SWAP, PASS, DRAW, MAKE_TRAY, DEAL, DECORATE = tuple(MoveType)


class Move(NamedTuple):
    """A move (immutable, a named tuple: built once per move of a history, it is cheap)."""

    type: MoveType
    player: str | None = None
    card: str | None = None  # take_chocolate: the used card; draw_request: the card drawn
    touched: tuple[Position, ...] | None = None
    leave: tuple[Position, ...] | None = None
    request: str | None = None
    pay: tuple[str, ...] | None = None
    take: Position | None = None
    give: str | None = None
    tray: tuple[str, ...] | None = None
    reserves: Mapping[str, tuple[str, ...]] | None = None
    removed: tuple[str, ...] | None = None
    tavoletta: tuple[tuple[tuple[str, ...], ...], ...] | None = None
    requests: tuple[str, ...] | None = None
    first_player: str | None = None
    decorations: Mapping[str, tuple[str, ...]] | None = None
    unassigned: tuple[str, ...] | None = None

    # Builders for scripts and tests.
    @classmethod
    def take_chocolate(cls, player: str, card: str, touched: Iterable[Sequence[int]],
                       leave: Iterable[Sequence[int]] = ()) -> Move:
        return cls(MoveType.TAKE_CHOCOLATE, player, card=card, touched=tuple(_position(p) for p in touched),
                   leave=tuple(_position(p) for p in leave))

    @classmethod
    def prepare(cls, player: str, request: str, pay: Iterable[str]) -> Move:
        return cls(MoveType.PREPARE, player, request=request, pay=tuple(pay))

    @classmethod
    def swap(cls, player: str, take: Sequence[int], give: str) -> Move:
        return cls(MoveType.SWAP_CHOCOLATE, player, take=_position(take), give=give)

    @classmethod
    def pass_(cls, player: str) -> Move:
        return cls(MoveType.PASS, player)

    @classmethod
    def draw(cls, card: str) -> Move:
        return cls(MoveType.DRAW_REQUEST, card=card)

    @classmethod
    def make_tray(cls, player: str, tray: Iterable[str]) -> Move:
        return cls(MoveType.MAKE_TRAY, player, tray=tuple(tray))

    @classmethod
    def deal(cls, reserves: Mapping[str, Iterable[str]], tavoletta: Iterable[Iterable[Iterable[str]]],
             requests: Iterable[str], removed: Iterable[str] | None = None, first_player: str | None = None) -> Move:
        return cls(MoveType.DEAL_SECOND_PHASE, reserves={p: tuple(c) for p, c in reserves.items()},
                   removed=None if removed is None else tuple(removed),
                   tavoletta=tuple(tuple(tuple(s) for s in row) for row in tavoletta),
                   requests=tuple(requests), first_player=first_player)

    @classmethod
    def decorate(cls, player: str, decorations: Mapping[str, Iterable[str]], unassigned: Iterable[str] | None = None,
                 tray: Iterable[str] | None = None) -> Move:
        return cls(MoveType.DECORATE, player, decorations={d: tuple(v) for d, v in decorations.items()},
                   unassigned=None if unassigned is None else tuple(unassigned),
                   tray=None if tray is None else tuple(tray))


@dataclass(frozen=True, slots=True)
class Template:
    """A move not enumerated (H3): the phase-2 deal (a chance move nobody makes) or a
    player's `decorate`; legal-moves gives one legal sample of it (:mod:`entries`)."""

    type: MoveType
    player: str | None = None
