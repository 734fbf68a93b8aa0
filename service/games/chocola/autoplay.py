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
from .moves import ChocolaMove, DealSecondPhase, Decorate, MakeTray, Pass, Prepare, SwapChocolate, TakeChocolate
from .second_phase import random_deal
from .trays import possible_trays

if TYPE_CHECKING:
    from .state import State

_WEIGHTS: dict[type[ChocolaMove], float] = {  # the decisions' (a draw is chosen by its probability)
    TakeChocolate: 4.0, Prepare: 40.0, SwapChocolate: 0.1, Pass: 1.0, MakeTray: 0.2, DealSecondPhase: 40.0,
    Decorate: 1.0}


def weight(option: Option) -> float:
    return _WEIGHTS[type(option.move)]


def concretize(state: State, option: Option, rng: random.Random) -> ChocolaMove:
    """The option's move, or for a move given by a sample (H3: a deal, a decoration), a random
    legal one of its kind."""
    match option.move:
        case DealSecondPhase():
            return random_deal(rng, state.players, state.inspiration)
        case Decorate(player=player):
            info = option.info
            chosen = assignment(rng, info["desserts"], info["decorations"])
            trays = possible_trays(info["desserts"])
            tray = rng.choice(trays) if rng.random() < 0.3 else None
            return Decorate(player=player, decorations=chosen["decorations"], unassigned=chosen["unassigned"] or None,
                            tray=tray)
    move: ChocolaMove = option.move
    return move
