"""How the engine says no: every refusal names the rule that decided it.

A :class:`Violation` carries the rule id, a message code with its parameters (rendered in
English or Italian by :mod:`messages`), the index of the offending move (None for a setup
or input error) and a JSON pointer into the submitted document (relative to the game or
the collection the engine was given; the HTTP layer prefixes it with its own path).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Violation:
    rule: str
    code: str
    params: dict[str, Any] = field(default_factory=dict)
    move_index: int | None = None
    pointer: str = ""

    def message(self, lang: str = "en") -> str:
        from .messages import render

        return render(self.code, self.params, lang)


class RuleViolation(Exception):
    """Raised by the engine when a move, a deal or a collection breaks a rule."""

    def __init__(self, violation: Violation):
        super().__init__(f"{violation.rule}: {violation.message()}")
        self.violation = violation
