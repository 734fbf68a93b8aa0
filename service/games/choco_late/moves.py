"""What a player can do (E2: every decision is a move).

A :class:`Move` is a plain value: its type, who makes it and the one field its type needs
(`lot` for choose_lot, `amount` for open and raise, `vouchers` for reveal and replace,
`trays` for arrange_trays). The engine, not the constructor, judges it, so a history with
a wrong field still gets a verdict that points at that field. A :class:`MoveKind` is a
type for a player with its values open; the auction describes it as a :class:`MoveOption`,
with the ranges the checks use, and :func:`entry` makes that the family's legal-moves entry.
"""

from __future__ import annotations

from dataclasses import dataclass

from enum import StrEnum
from typing import Any, NamedTuple

from service.referee.legality import Finding
from service.referee.protocol import Between, OneOf, Option, SubsetOf


class MoveType(StrEnum):
    CHOOSE_LOT = "choose_lot"
    OPEN = "open"
    JOIN = "join"
    RAISE = "raise"
    PASS = "pass"
    REVEAL = "reveal"
    REPLACE = "replace"
    ARRANGE_TRAYS = "arrange_trays"


# The moves that reveal chance: none (the deal is the setup; every move is a decision).
CHANCE_TYPES: frozenset[MoveType] = frozenset()


# Module constants for the hot paths: an enum member looked up on its class costs a property call.
CHOOSE_LOT = MoveType.CHOOSE_LOT
OPEN = MoveType.OPEN
JOIN = MoveType.JOIN
RAISE = MoveType.RAISE
PASS = MoveType.PASS
REVEAL = MoveType.REVEAL
REPLACE = MoveType.REPLACE
ARRANGE_TRAYS = MoveType.ARRANGE_TRAYS


class Move(NamedTuple):
    """A move: its type, who makes it and the one field its type needs. A named tuple: made
    in a fraction of a microsecond, hundreds of times a request."""

    type: MoveType
    player: str
    lot: int | None = None
    amount: int | None = None
    vouchers: tuple[int, ...] | None = None
    trays: tuple[tuple[int, ...], tuple[int, ...]] | None = None

    # Builders for scripts and tests.
    @classmethod
    def of(cls, type: object, player: str, **fields: object) -> Move:
        """A move from plain values, as a script writes it: a type's name ("open") for its
        MoveType, lists for tuples. Anything else is kept as given (hence typed Any) and
        judged by the engine."""
        kind: Any = type
        try:
            kind = MoveType(kind)
        except (ValueError, TypeError):
            pass
        plain: dict[str, Any] = {name: tuple(tuple(v) if isinstance(v, list) else v for v in value) if isinstance(value, list)
                 else value for name, value in fields.items()}
        return cls(kind, player, **plain)

    @classmethod
    def choose_lot(cls, player: str, lot: int) -> Move:
        return cls(MoveType.CHOOSE_LOT, player, lot=lot)

    @classmethod
    def open(cls, player: str, amount: int) -> Move:
        return cls(MoveType.OPEN, player, amount=amount)

    @classmethod
    def join(cls, player: str) -> Move:
        return cls(MoveType.JOIN, player)

    @classmethod
    def raise_to(cls, player: str, amount: int) -> Move:
        return cls(MoveType.RAISE, player, amount=amount)

    @classmethod
    def pass_(cls, player: str) -> Move:
        return cls(MoveType.PASS, player)

    @classmethod
    def reveal(cls, player: str, *vouchers: int) -> Move:
        return cls(MoveType.REVEAL, player, vouchers=tuple(vouchers))

    @classmethod
    def replace(cls, player: str, *vouchers: int) -> Move:
        return cls(MoveType.REPLACE, player, vouchers=tuple(vouchers))

    @classmethod
    def arrange_trays(cls, player: str, first: tuple[int, ...], second: tuple[int, ...]) -> Move:
        return cls(MoveType.ARRANGE_TRAYS, player, trays=(tuple(first), tuple(second)))


def stray_field(move: Move) -> Finding | None:
    """A field the move's type does not take (a `join` with an amount, ...), or None."""
    t, _, lot, amount, vouchers, trays = move  # (one unpacking costs less than four attributes)
    if amount is not None and t is not OPEN and t is not RAISE:
        name = "amount"
    elif lot is not None and t is not CHOOSE_LOT:
        name = "lot"
    elif vouchers is not None and t is not REVEAL and t is not REPLACE:
        name = "vouchers"
    elif trays is not None and t is not ARRANGE_TRAYS:
        name = "trays"
    else:
        return None
    return "unexpected_field", {"field": name, "type": t.value}, name


@dataclass(frozen=True, slots=True)
class MoveKind:
    """A candidate move of a type for a player, its values left open: the legal moves offer
    it with ranges (:class:`MoveOption`) when the rules accept that type from that player."""

    type: MoveType
    player: str


@dataclass(frozen=True, slots=True)
class MoveOption:
    """One kind of move a player may make now (a range, not an enumeration).

    - choose_lot: `lots` (the centre); arrange_trays: `lots` (the player's collection).
    - open / raise: any `amount` from `min_amount` to `max_amount`; join: `amount` is the
      offer it matches; pass: nothing.
    - reveal: exactly `count` distinct vouchers from `hand`; `valid_vouchers` are the ones
      valid for the lot (V2). replace: exactly `count` distinct ones from `valid_vouchers`.

    `rule` is the rule that defines the move.
    """

    type: MoveType
    player: str
    rule: str
    lots: tuple[int, ...] | None = None
    min_amount: int | None = None
    max_amount: int | None = None
    amount: int | None = None
    count: int | None = None
    hand: tuple[int, ...] | None = None
    valid_vouchers: tuple[int, ...] | None = None


def entry(o: MoveOption) -> Option:
    """A kind of move as the family's legal-moves entry: the move, its open field with the
    values it may take, and what describes it (every fill is legal: the ranges are the
    bounds the checks use).

    - choose_lot: `lot` one of the centre's; open / raise: `amount` from `min_amount` to
      `max_amount`; join and pass: complete (a join describes the `offer` it matches);
    - reveal: `vouchers`, exactly `count` distinct ones from the hand (`valid_vouchers`
      describes those valid for the lot, V2); replace: exactly `count` from the valid ones;
    - arrange_trays: the split of the collection (`lots`) into two trays cannot be listed
      (2^n of them): the entry is one of them, every lot in the first tray, marked
      `sample`; any other split is legal too (C3)."""
    t, p = o.type, o.player
    # (the auction describes each move type with the fields listed in MoveOption's docstring)
    if t is CHOOSE_LOT:
        assert o.lots is not None  # the centre
        return Option(Move(t, p), choose={"lot": OneOf(o.lots)}, rule=o.rule)
    if t is OPEN or t is RAISE:
        assert o.min_amount is not None and o.max_amount is not None  # the range of amounts
        return Option(Move(t, p), choose={"amount": Between(o.min_amount, o.max_amount)}, rule=o.rule)
    if t is REVEAL:
        assert o.hand is not None and o.count is not None  # the hand and how many to show
        return Option(Move(t, p), choose={"vouchers": SubsetOf(o.hand, o.count, o.count)},
                      rule=o.rule, info={"valid_vouchers": o.valid_vouchers})
    if t is REPLACE:
        assert o.valid_vouchers is not None and o.count is not None  # the valid vouchers and how many
        return Option(Move(t, p), choose={"vouchers": SubsetOf(o.valid_vouchers, o.count, o.count)},
                      rule=o.rule, info={"valid_vouchers": o.valid_vouchers})
    if t is ARRANGE_TRAYS:
        assert o.lots is not None  # the collection
        return Option(Move(t, p, trays=(tuple(o.lots), ())), rule=o.rule, sample=True,
                      info={"lots": o.lots})
    if t is JOIN:
        return Option(Move(t, p), rule=o.rule, info={"offer": o.amount})
    return Option(Move(t, p), rule=o.rule)
