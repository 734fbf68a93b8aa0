"""A seeded random player of Chocola', on the family's random player
(:mod:`service.referee.autoplay`): it weighs the kinds of moves so that games look like
real ones (takes and preparations rather than endless swaps) and makes a template
concrete (a random phase-2 deal, a random legal decoration). Every move is among the legal
options and checked before it is applied, so a game is legal by construction and the same
seed always gives the same game.
"""

from __future__ import annotations

import random

from service.referee.protocol import Option

from .cards import DECORATIONS
from .moves import Move, MoveType, Template
from .second_phase import random_deal
from .trays import possible_trays

_WEIGHTS = {MoveType.TAKE_CHOCOLATE: 4.0, MoveType.PREPARE: 40.0, MoveType.SWAP_CHOCOLATE: 0.1,
            MoveType.PASS: 1.0, MoveType.MAKE_TRAY: 0.2, MoveType.DEAL_SECOND_PHASE: 40.0,
            MoveType.DECORATE: 1.0}


def weight(option: Option) -> float:
    return _WEIGHTS[option.move.type]


def random_decoration(rng: random.Random, desserts: tuple[str, ...], held: tuple[str, ...]) -> Move | dict:
    """A legal assignment (D1-D3): each Decoration on a random own Dessert without one of
    its kind, unassigned only when there is none."""
    assignment: dict[str, list[str]] = {}
    unassigned = []
    for card in rng.sample(list(held), len(held)):
        kind = DECORATIONS[card].kind
        free = [d for d in desserts if all(DECORATIONS[c].kind != kind for c in assignment.get(d, ()))]
        if free:
            assignment.setdefault(rng.choice(free), []).append(card)
        else:
            unassigned.append(card)
    return {"decorations": {d: tuple(cards) for d, cards in assignment.items()}, "unassigned": tuple(unassigned)}


def concretize(state, option: Option, rng: random.Random):
    move = option.move
    if type(move) is not Template:
        return move
    if move.type is MoveType.DEAL_SECOND_PHASE:
        return random_deal(rng, state.players, state.inspiration)
    info = option.info
    chosen = random_decoration(rng, info["desserts"], info["decorations"])
    trays = possible_trays(info["desserts"])
    tray = rng.choice(trays) if rng.random() < 0.3 else None
    return Move(MoveType.DECORATE, move.player, decorations=chosen["decorations"],
                unassigned=chosen["unassigned"] or None, tray=tray)
