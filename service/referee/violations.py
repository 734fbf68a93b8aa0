"""How a game says no, for every game alike.

A check returns ``None`` or the ``(code, params, field)`` of what it found wrong;
:meth:`RuleBook.cite` turns that into a :class:`Refusal` naming the check's rule. The
replay turns a refusal into a :class:`Violation`: the rule id, the message code with its
parameters (the catalogue words it in English or Italian), the index of the move (None for
a setup or a final form) and a JSON pointer into the request body.

Each game has one :class:`RuleBook`. Every rule the game decides is decided by one function
tagged with :meth:`RuleBook.decides` (or :meth:`RuleBook.refuses` for a check); the rule id
is written there and nowhere else, and whatever reports the decision cites the function's
``rule`` attribute. A second function claiming the same id is an error at import time.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a move is refused: the rule, a message code with its parameters, and the field
    of the move at fault ("" for the move as a whole; "vouchers/1" for one voucher)."""

    rule: str
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)
    field: str = ""


@dataclass(frozen=True)
class Violation:
    """A broken rule, as the API reports it. `game` is the slug whose catalogue words it."""

    rule: str
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)
    move_index: int | None = None
    pointer: str = ""
    game: str = ""

    def message(self, lang: str = "en") -> str:
        from .catalogue import catalogue_of

        return catalogue_of(self.game).render(self.code, self.params, lang)

    def under(self, prefix: str) -> Violation:
        """The same violation with its pointer under `prefix` (``/game`` in a score body)."""
        return replace(self, pointer=prefix + self.pointer) if prefix else self


class RuleViolation(Exception):
    """Raised by an engine when a deal, a move or a final form breaks a rule."""

    def __init__(self, violation: Violation):
        super().__init__(f"{violation.rule}: {violation.code}")
        self.violation = violation


def pointer_token(key: object) -> str:
    """A key as one JSON-pointer token (RFC 6901: ~ is ~0, / is ~1)."""
    return str(key).replace("~", "~0").replace("/", "~1")


class RuleBook:
    """One game's rules as code: which function decides each rule id, and the violations
    it raises (worded by the game's catalogue, found by `game`)."""

    def __init__(self, game: str, catalogue_package: str):
        self.game = game
        self.catalogue_package = catalogue_package
        self.decided_by: dict[str, Callable] = {}
        from .catalogue import register_catalogue

        register_catalogue(game, catalogue_package)

    def _tag(self, rule_id: str, fn: Callable) -> Callable:
        known = self.decided_by.get(rule_id)
        if known is not None and (known.__module__, known.__qualname__) != (fn.__module__, fn.__qualname__):
            raise RuntimeError(f"{self.game}: rule {rule_id} decided twice: {known.__qualname__}, {fn.__qualname__}")
        fn.rule = rule_id  # type: ignore[attr-defined]
        self.decided_by[rule_id] = fn
        return fn

    def decides(self, rule_id: str) -> Callable[[Callable], Callable]:
        """Tag the one function that decides `rule_id` (it gets a ``rule`` attribute)."""
        return lambda fn: self._tag(rule_id, fn)

    def refuses(self, rule_id: str) -> Callable[[Callable], Callable]:
        """Like :meth:`decides`, for a check returning None or ``(code, params, field)`` (or a
        ready :class:`Refusal` when it refuses in another rule's name). No wrapper: checks run
        on every move."""
        return lambda fn: self._tag(rule_id, fn)

    @staticmethod
    def cite(check: Callable, found: tuple | Refusal | None) -> Refusal | None:
        """The refusal a check found, citing the check's rule; None if it found nothing."""
        if found is None or type(found) is Refusal:
            return found
        return Refusal(check.rule, *found)  # type: ignore[attr-defined]

    def violation(self, rule: str, code: str, params: Mapping[str, Any] | None = None,
                  move_index: int | None = None, pointer: str = "") -> Violation:
        return Violation(rule, code, params or {}, move_index, pointer, self.game)

    def fail(self, decider: Callable, code: str, params: Mapping[str, Any] | None = None,
             pointer: str = "", move_index: int | None = None) -> RuleViolation:
        """The exception for `decider`'s rule (raise it): a setup or final-form refusal."""
        return RuleViolation(self.violation(decider.rule, code, params, move_index, pointer))  # type: ignore[attr-defined]

    def at_move(self, refusal: Refusal, index: int) -> Violation:
        """A move's refusal as a violation: the pointer is the move, or its field at fault."""
        pointer = f"/moves/{index}/{refusal.field}" if refusal.field else f"/moves/{index}"
        return Violation(refusal.rule, refusal.code, refusal.params, index, pointer, self.game)
