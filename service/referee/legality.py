"""Legality in one shape for every game: for each move type, an ordered tuple of checks.

A *check* is a function ``check(state, move)`` tagged with its rule (``@RULES.refuses("X1")``,
or :func:`asking` for a check of that rule asked with other arguments). It finds ``None``
(nothing wrong), the ``(code, params, field)`` of what breaks its rule, a ready
:class:`~.violations.Refusal` that a :class:`~.violations.RuleBook` made (a check that
dispatches to the rule of the phase, say), or :class:`Found`: nothing wrong, and what it
worked out on the way, for ``apply`` to use rather than work it out again.

:func:`judged` is the one function that asks them, in order: the first refusal wins, else
the move is :class:`Accepted` with what the checks found (the replay hands it to ``apply``);
:func:`first_refusal` is its refusal alone (the legal moves, a single question).
Each game's ``State.refusal`` asks it with the tuple of the move's type, so the order of the
checks is written once, and what decided a move (:func:`rules_of`) is read off the same tuple.
Asking a check has no side effect: a check reads the state, it never writes it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import FunctionType
from typing import Any, cast

from .violations import Refusal, RuleBook, Ruled

Finding = tuple[str, Mapping[str, Any], str]  # (code, params, field) of what breaks the rule
# (state, move) -> what it finds: tagged with its rule, or untagged when it finds only ready refusals
Check = Ruled[[Any, Any], "Finding | Refusal | Found | None"] | Callable[[Any, Any], "Refusal | None"]
Checks = tuple[Check, ...]


class Found:
    """What a check found while it accepted a move, handed to ``apply`` so that the work is
    done once (Chocola's lay of a take, the fewest cards of a payment): a check returns
    ``Found(value)`` instead of None, and :func:`judged` collects the values by check. It is
    never a refusal, and a check that returns one still writes nothing."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


class Accepted(dict[Any, Any]):
    """A move every check accepted, with what the checks found (:class:`Found`), by check:
    ``accepted[lay_check]``. Empty for most moves (:data:`ACCEPTED`)."""


ACCEPTED = Accepted()
"""The verdict on a move every check accepted without finding anything (shared: never written)."""


def judged(checks: Checks, state: Any, move: Any) -> Refusal | Accepted:
    """The checks of `checks` asked in order: the refusal of the first that finds `move`
    wrong in `state`, citing that check's rule (or the ready refusal it made); else the move
    accepted, with what any check found."""
    accepted = ACCEPTED
    for check in checks:
        found = check(state, move)
        if found is None:
            continue
        if type(found) is Found:
            if accepted is ACCEPTED:
                accepted = Accepted()
            accepted[check] = found.value
            continue
        return RuleBook.cite(check, found)  # type: ignore[arg-type, return-value]  # a tuple found comes from a tagged check
    return accepted


def refused(verdict: Refusal | Accepted) -> Refusal | None:
    """A verdict's refusal alone: a game's ``refusal`` is its ``judge`` read so."""
    return verdict if type(verdict) is Refusal else None


def first_refusal(checks: Checks, state: Any, move: Any) -> Refusal | None:
    """The refusal of the first check in `checks` that finds `move` wrong in `state`, citing
    that check's rule (or the ready refusal it made); None when none does (:func:`judged`,
    what the checks found left aside)."""
    verdict = judged(checks, state, move)
    return verdict if type(verdict) is Refusal else None


def asking(check: Ruled[..., Any], ask: Callable[[Any, Any], Finding | Refusal | Found | None]
           ) -> Ruled[[Any, Any], Finding | Refusal | Found | None]:
    """`ask` as a check of `check`'s rule: `check` asked with other arguments than
    ``(state, move)`` (part of the move, a part of the state, a stage of the check). `ask`
    decides nothing of its own; it cites `check`'s rule. `ask` itself is left untagged (the
    check is a copy of it)."""
    if isinstance(ask, FunctionType):  # a copy of the function (no wrapper: checks run on every move)
        ask = FunctionType(ask.__code__, ask.__globals__, ask.__name__, ask.__defaults__, ask.__closure__)
        ask.__qualname__ = f"{check.__qualname__}:{ask.__code__.co_name}"
    tagged = cast("Ruled[[Any, Any], Finding | Refusal | Found | None]", ask)  # the copy, once it has its attribute
    tagged.rule = check.rule
    return tagged


def rules_of(checks: Iterable[Check]) -> tuple[str, ...]:
    """The rules of `checks` in their order, each once: what decided a move they accepted."""
    return tuple(dict.fromkeys(check.rule for check in checks))  # type: ignore[union-attr]  # asked of tagged checks only
