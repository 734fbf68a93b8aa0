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
from typing import Any, ParamSpec, Protocol, TypeVar, cast

P = ParamSpec("P")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


class Ruled(Protocol[P, R_co]):
    """A function tagged with the rule it decides (its ``rule`` attribute). Named in a class
    body (``judge = judge``), it is a method, as a function is: read from an instance, it is
    bound to it (``__get__``)."""

    rule: str
    __name__: str
    __qualname__: str

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R_co: ...

    def __get__(self, instance: Any, owner: type | None = None) -> Callable[..., R_co]: ...


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
        self.decided_by: dict[str, Ruled[..., Any]] = {}
        from .catalogue import register_catalogue

        register_catalogue(game, catalogue_package)

    def _tag(self, rule_id: str, fn: Callable[P, R]) -> Ruled[P, R]:
        known = self.decided_by.get(rule_id)
        if known is not None and (known.__module__, known.__qualname__) != (fn.__module__, fn.__qualname__):
            raise RuntimeError(f"{self.game}: rule {rule_id} decided twice: {known.__qualname__}, {fn.__qualname__}")
        tagged = cast("Ruled[P, R]", fn)  # the same function, once it has its attribute
        tagged.rule = rule_id
        self.decided_by[rule_id] = tagged
        return tagged

    def decides(self, rule_id: str) -> Callable[[Callable[P, R]], Ruled[P, R]]:
        """Tag the one function that decides `rule_id` (it gets a ``rule`` attribute)."""
        def tag(fn: Callable[P, R]) -> Ruled[P, R]:
            return self._tag(rule_id, fn)
        return tag

    def refuses(self, rule_id: str) -> Callable[[Callable[P, R]], Ruled[P, R]]:
        """Like :meth:`decides`, for a check returning None or ``(code, params, field)`` (or a
        ready :class:`Refusal` when it refuses in another rule's name). No wrapper: checks run
        on every move."""
        def tag(fn: Callable[P, R]) -> Ruled[P, R]:
            return self._tag(rule_id, fn)
        return tag

    @staticmethod
    def cite(check: Ruled[..., Any], found: tuple[str, Mapping[str, Any], str] | Refusal | None) -> Refusal | None:
        """The refusal a check found, citing the check's rule; None if it found nothing."""
        if found is None or isinstance(found, Refusal):
            return found
        return Refusal(check.rule, *found)

    def violation(self, rule: str, code: str, params: Mapping[str, Any] | None = None,
                  move_index: int | None = None, pointer: str = "") -> Violation:
        return Violation(rule, code, params or {}, move_index, pointer, self.game)

    def fail(self, decider: Ruled[..., Any], code: str, params: Mapping[str, Any] | None = None,
             pointer: str = "", move_index: int | None = None) -> RuleViolation:
        """The exception for `decider`'s rule (raise it): a setup or final-form refusal."""
        return RuleViolation(self.violation(decider.rule, code, params, move_index, pointer))

    def at_move(self, refusal: Refusal, index: int) -> Violation:
        """A move's refusal as a violation: the pointer is the move, or its field at fault."""
        pointer = f"/moves/{index}/{refusal.field}" if refusal.field else f"/moves/{index}"
        return Violation(refusal.rule, refusal.code, refusal.params, index, pointer, self.game)
