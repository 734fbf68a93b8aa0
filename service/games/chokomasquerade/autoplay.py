"""How the family's seeded random player (:mod:`service.referee.autoplay`) weighs the moves
of ChokoMasquerade: it pairs when it can, much as people do (a lay is offered once for
each column, so unweighted it would lay four times as often as it pairs). Chance is drawn
by its probabilities, whatever the weights."""

from __future__ import annotations

from service.referee.protocol import Option

from .moves import MoveType

_WEIGHTS = {MoveType.PAIR: 6.0, MoveType.HAND_PAIR: 6.0, MoveType.TABLE_PAIR: 6.0, MoveType.LAY: 1.0}


def weight(option: Option) -> float:
    return _WEIGHTS.get(option.move.type, 1.0)
