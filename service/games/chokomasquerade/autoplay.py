"""How the family's seeded random player (:mod:`service.referee.autoplay`) weighs the moves
of ChokoMasquerade: it pairs when it can, much as people do (a lay is offered once for
each column, so unweighted it would lay four times as often as it pairs). Chance is drawn
by its probabilities, whatever the weights."""

from __future__ import annotations

from service.referee.protocol import Option

from .moves import HandPair, Lay, PairWithTable, TablePair
from service.referee.moves import Move

_WEIGHTS: dict[type[Move], float] = {PairWithTable: 6.0, HandPair: 6.0, TablePair: 6.0, Lay: 1.0}


def weight(option: Option) -> float:
    return _WEIGHTS.get(type(option.move), 1.0)
