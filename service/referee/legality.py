"""Legality in one shape for every game: for each move type, an ordered tuple of checks.

A *check* is a function ``check(state, move)`` tagged with its rule (``@RULES.refuses("X1")``,
or :func:`asking` for a check of that rule asked with other arguments). It finds ``None``
(nothing wrong), the ``(code, params, field)`` of what breaks its rule, or a ready
:class:`~.violations.Refusal` that a :class:`~.violations.RuleBook` made (a check that
dispatches to the rule of the phase, say).

:func:`first_refusal` is the one function that asks them, in order: the first refusal wins.
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
Found = Finding | Refusal | None
# (state, move) -> Found: tagged with its rule, or untagged when it finds only ready refusals
Check = Ruled[[Any, Any], Found] | Callable[[Any, Any], Refusal | None]
Checks = tuple[Check, ...]


def first_refusal(checks: Checks, state: Any, move: Any) -> Refusal | None:
    """The refusal of the first check in `checks` that finds `move` wrong in `state`, citing
    that check's rule (or the ready refusal it made); None when none does."""
    for check in checks:
        found = check(state, move)
        if found is not None:
            return RuleBook.cite(check, found)  # type: ignore[arg-type]  # a tuple found comes from a tagged check
    return None


def asking(check: Ruled[..., Any], ask: Callable[[Any, Any], Found]) -> Ruled[[Any, Any], Found]:
    """`ask` as a check of `check`'s rule: `check` asked with other arguments than
    ``(state, move)`` (part of the move, a part of the state, a stage of the check). `ask`
    decides nothing of its own; it cites `check`'s rule. `ask` itself is left untagged (the
    check is a copy of it)."""
    if isinstance(ask, FunctionType):  # a copy of the function (no wrapper: checks run on every move)
        ask = FunctionType(ask.__code__, ask.__globals__, ask.__name__, ask.__defaults__, ask.__closure__)
        ask.__qualname__ = f"{check.__qualname__}:{ask.__code__.co_name}"
    tagged = cast("Ruled[[Any, Any], Found]", ask)  # the copy, once it has its attribute
    tagged.rule = check.rule
    return tagged


def rules_of(checks: Iterable[Check]) -> tuple[str, ...]:
    """The rules of `checks` in their order, each once: what decided a move they accepted."""
    return tuple(dict.fromkeys(check.rule for check in checks))  # type: ignore[union-attr]  # asked of tagged checks only
