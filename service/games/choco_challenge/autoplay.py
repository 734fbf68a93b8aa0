"""How the family's seeded random player (:mod:`service.referee.autoplay`) plays Choco
Challenge: a `stop` has open fields (its purchase and dessert), filled here, buying most of the time
and taking the best dessert on offer, so that random games reach their end like real ones
(a game where nobody buys would never empty the deck)."""

from __future__ import annotations

import random
from typing import cast

from service.referee.protocol import OneOf, Option

from .moves import AnyMove, ChocoChallengeBuy, Stop


def concretize(state: object, option: Option, rng: random.Random) -> AnyMove:
    """A concrete `stop` within its open fields (any other entry is already a complete move)."""
    move: AnyMove = option.move
    if type(move) is not Stop:
        return move
    buys: list[ChocoChallengeBuy] = [b for b in cast(OneOf, option.choose["buy"]).values if b is not None]  # a stop's choices are lists
    desserts: list[int] = [d for d in cast(OneOf, option.choose["dessert"]).values if d is not None]
    buy = rng.choice(buys) if buys and rng.random() < 0.85 else None
    dessert = max(desserts) if desserts and rng.random() < 0.9 else None
    return Stop(player=move.player, buy=buy, dessert=dessert)
