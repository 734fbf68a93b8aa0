"""ChokoMasquerade, the pairing game on the masked side of ChokoMannaro's Choko cards: the
pure-Python rules engine.

Nothing in this package imports Flask or knows about JSON; it takes and returns plain
values and refuses with violations citing the id of the rule that decided
(:mod:`service.referee.violations`). ``GAME`` is the game as the family's registry serves
it; ``rules.toml`` and ``messages.toml`` are its text. A reader finds each rule in one
module: the cards (D) in :mod:`cards`, the setup (S) in :mod:`setup`, the columns (C) in
:mod:`table`, the turn (T) in :mod:`turns`, pairing (P) in :mod:`pairing`, laying (L) in
:mod:`laying`, drawing (R) in :mod:`drawing`, the slaughter (M) in :mod:`slaughter`, the
end and the count (E, W, F1) in :mod:`scoring`, whose move and the order of the checks
(H3, H4) in :mod:`legality`.
"""

from .game import GAME

__all__ = ["GAME"]
