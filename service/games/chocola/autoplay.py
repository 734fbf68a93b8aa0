"""A seeded random player of Chocola', on the family's random player
(:mod:`service.referee.autoplay`): it weighs the kinds of moves so that games look like
real ones (takes and preparations rather than endless swaps) and draws a move not enumerated
at random (a phase-2 deal, a legal decoration) where legal-moves gives one sample of it. Every move is among the legal
options and checked before it is applied, so a game is legal by construction and the same
seed always gives the same game.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from service.referee.protocol import Option

from .entries import assignment
from .moves import Move, MoveType
from .second_phase import random_deal
from .trays import possible_trays

if TYPE_CHECKING:
    from .state import State

_WEIGHTS = {MoveType.TAKE_CHOCOLATE: 4.0, MoveType.PREPARE: 40.0, MoveType.SWAP_CHOCOLATE: 0.1,
            MoveType.PASS: 1.0, MoveType.MAKE_TRAY: 0.2, MoveType.DEAL_SECOND_PHASE: 40.0,
            MoveType.DECORATE: 1.0}


def weight(option: Option) -> float:
    return _WEIGHTS[option.move.type]


def concretize(state: State, option: Option, rng: random.Random) -> Move:
    move: Move = option.move
    if not option.sample:
        return move
    if move.type is MoveType.DEAL_SECOND_PHASE:
        return random_deal(rng, state.players, state.inspiration)
    info = option.info
    chosen = assignment(rng, info["desserts"], info["decorations"])
    trays = possible_trays(info["desserts"])
    tray = rng.choice(trays) if rng.random() < 0.3 else None
    return Move(MoveType.DECORATE, move.player, decorations=chosen["decorations"],
                unassigned=chosen["unassigned"] or None, tray=tray)
