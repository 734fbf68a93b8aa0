"""What a player can do (E2: every decision is a move), and how the engine refuses one.

A :class:`Move` is a plain value: its type, who makes it and the one field its type needs
(`lot` for choose_lot, `amount` for open and raise, `vouchers` for reveal and replace,
`trays` for arrange_trays). The engine, not the constructor, judges it, so a history with
a wrong field still gets a verdict that points at that field.

Every rule of the engine is decided by one function, tagged with :func:`decides` (or
:func:`refuses` for a check): the rule id is written there and nowhere else in the engine.
A check returns ``None`` or the ``(code, params, field)`` of its refusal, and :func:`cite`
makes it a :class:`Refusal` citing the check's rule. :data:`DECIDED_BY` maps every rule id
to its function.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class MoveType(str, Enum):
    CHOOSE_LOT = "choose_lot"
    OPEN = "open"
    JOIN = "join"
    RAISE = "raise"
    PASS = "pass"
    REVEAL = "reveal"
    REPLACE = "replace"
    ARRANGE_TRAYS = "arrange_trays"

    def __str__(self) -> str:  # "open", not "MoveType.OPEN", in messages
        return self.value


@dataclass(frozen=True, slots=True)
class Move:
    type: MoveType
    player: str
    lot: int | None = None
    amount: int | None = None
    vouchers: tuple[int, ...] | None = None
    trays: tuple[tuple[int, ...], tuple[int, ...]] | None = None

    def __post_init__(self) -> None:
        # Friendly to hand-written moves: "open" for MoveType.OPEN, lists for tuples.
        # Anything else is kept as given and judged by the engine.
        if not isinstance(self.type, MoveType):
            try:
                object.__setattr__(self, "type", MoveType(self.type))
            except (ValueError, TypeError):
                pass
        if isinstance(self.vouchers, list):
            object.__setattr__(self, "vouchers", tuple(self.vouchers))
        if isinstance(self.trays, list):
            object.__setattr__(
                self, "trays", tuple(tuple(t) if isinstance(t, list) else t for t in self.trays)
            )

    # Builders for scripts and tests.
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


# The field each move type carries; any other field given is refused (stray_field) by
# the rule that defines the move type.
MOVE_FIELDS: dict[MoveType, str | None] = {
    MoveType.CHOOSE_LOT: "lot",
    MoveType.OPEN: "amount",
    MoveType.JOIN: None,
    MoveType.RAISE: "amount",
    MoveType.PASS: None,
    MoveType.REVEAL: "vouchers",
    MoveType.REPLACE: "vouchers",
    MoveType.ARRANGE_TRAYS: "trays",
}


def stray_field(move: Move) -> tuple[str, dict, str] | None:
    """A field the move's type does not take (a `join` with an amount, ...), or None."""
    t = move.type
    if move.amount is not None and t is not MoveType.OPEN and t is not MoveType.RAISE:
        name = "amount"
    elif move.lot is not None and t is not MoveType.CHOOSE_LOT:
        name = "lot"
    elif move.vouchers is not None and t is not MoveType.REVEAL and t is not MoveType.REPLACE:
        name = "vouchers"
    elif move.trays is not None and t is not MoveType.ARRANGE_TRAYS:
        name = "trays"
    else:
        return None
    return "unexpected_field", {"field": name, "type": t.value}, name


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a move is refused: the rule, a message code with its parameters, and the field
    of the move at fault ("" for the move as a whole; "vouchers/1" for one voucher)."""

    rule: str
    code: str
    params: dict[str, Any] = field(default_factory=dict)
    field: str = ""


DECIDED_BY: dict[str, Callable] = {}


def _register(rule_id: str, fn: Callable) -> None:
    known = DECIDED_BY.get(rule_id)
    if known is not None and (known.__module__, known.__qualname__) != (fn.__module__, fn.__qualname__):
        raise RuntimeError(
            f"rule {rule_id} decided twice: {DECIDED_BY[rule_id].__qualname__}, {fn.__qualname__}"
        )
    fn.rule = rule_id  # type: ignore[attr-defined]
    DECIDED_BY[rule_id] = fn


def decides(rule_id: str) -> Callable[[Callable], Callable]:
    """Tag the one function of the engine that decides `rule_id` (it gets a ``rule``
    attribute, so whatever reports the decision cites the function, not a string)."""

    def tag(fn: Callable) -> Callable:
        _register(rule_id, fn)
        return fn

    return tag


def refuses(rule_id: str) -> Callable[[Callable], Callable]:
    """Like :func:`decides`, for a check: the function returns ``None`` when the move is
    fine, or the ``(code, params, field)`` of its refusal (or a ready :class:`Refusal`
    when it refuses in another rule's name); :func:`cite` turns that into a
    :class:`Refusal` citing the function's rule. (No wrapper: checks run on every move.)"""

    def tag(fn: Callable) -> Callable:
        _register(rule_id, fn)
        return fn

    return tag


def cite(check: Callable, found: tuple | Refusal | None) -> Refusal | None:
    """The refusal a check found, citing the check's rule; None if it found nothing."""
    if found is None or type(found) is Refusal:
        return found
    return Refusal(check.rule, *found)  # type: ignore[attr-defined]


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
