"""Choco Challenge, the push-your-luck deck-building game: the pure-Python rules engine.

Nothing in this package imports Flask or knows about JSON; it takes and returns plain
values and refuses with violations citing the id of the rule that decided
(:mod:`service.referee.violations`). ``GAME`` is the game as the family's registry serves
it; ``rules.toml`` and ``messages.toml`` are its text.
"""

from .game import GAME

__all__ = ["GAME"]
