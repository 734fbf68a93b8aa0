"""ChokoMannaro (Chokowerewolf), the simultaneous-play card game: the pure-Python rules engine.

Nothing in this package imports Flask or knows about JSON; it takes and returns plain
values and refuses with violations citing the id of the rule that decided
(:mod:`service.referee.violations`). ``GAME`` is the game as the family's registry serves
it; ``rules.toml`` and ``messages.toml`` are its text.

One module per family of rules: ``cards`` (C), ``chokos`` (K), ``setup`` (S), ``rounds``
(R1-R6), ``reveal`` (P), ``activation`` (A), ``moods`` (M), ``services`` (V),
``peeping_tom`` (G), ``quarantine`` (Q), ``werewolf`` (W), ``red_actions`` (X), ``draws``
(D), ``end`` (E), ``legality`` (H); ``state`` plays them, ``places`` says where every card
is (C6).
"""

from .game import GAME

__all__ = ["GAME"]
