"""A seeded random player of Choco Late, on the family's random player
(:mod:`service.referee.autoplay`): it weighs the kinds of moves and makes a ranged option
concrete. Every move is among the legal options and checked before it is applied, so a
game is legal by construction and the same seed always gives the same game.
"""

from __future__ import annotations

import random

from service.referee import autoplay
from service.referee.protocol import Option

from . import setup as setup_mod
from .moves import Move, MoveType
from .setup import Setup
from .state import State
from .variants import Variants

PLAYER_NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")

_WEIGHTS = {MoveType.PASS: 2, MoveType.JOIN: 3, MoveType.RAISE: 1, MoveType.OPEN: 3}


def weight(option: Option) -> float:
    """Bid a little, pass sometimes: games look like real ones (auctions won, tied, returned)."""
    return _WEIGHTS.get(option.move.type, 3)


def concretize(state: State, option: Option, rng: random.Random) -> Move:
    """A concrete move within a ranged option: reveal valid vouchers most of the time."""
    o = option.move
    t, p = o.type, o.player
    if t is MoveType.CHOOSE_LOT:
        return Move(t, p, lot=rng.choice(o.lots))
    if t in (MoveType.OPEN, MoveType.RAISE):
        return Move(t, p, amount=rng.randint(o.min_amount, min(o.max_amount, o.min_amount + 1)))
    if t in (MoveType.JOIN, MoveType.PASS):
        return Move(t, p)
    if t is MoveType.REVEAL:
        good = list(o.valid_vouchers)
        bad = [v for v in o.hand if v not in o.valid_vouchers]
        rng.shuffle(good)
        rng.shuffle(bad)
        pool = good + bad if rng.random() < 0.85 else bad + good
        return Move(t, p, vouchers=tuple(sorted(pool[: o.count])))
    if t is MoveType.REPLACE:
        return Move(t, p, vouchers=tuple(sorted(rng.sample(list(o.valid_vouchers), o.count))))
    lots = list(o.lots)  # arrange_trays
    rng.shuffle(lots)
    cut = rng.randint(0, len(lots))
    return Move(t, p, trays=(tuple(lots[:cut]), tuple(lots[cut:])))


def play(setup: Setup, seed: int, *, stop_after: int | None = None, max_moves: int = 4000) -> tuple[Move, ...]:
    """Moves of a game from `setup` chosen at random with `seed`: to the end, or the first
    `stop_after` moves (an unfinished game)."""
    return tuple(autoplay.play(State(setup), seed, max_moves=max_moves, stop_after=stop_after,
                               concretize=concretize, weight=weight))


def random_game(players: int = 6, seed: int = 7, variants: Variants | None = None,
                stop_after: int | None = None) -> tuple[Setup, tuple[Move, ...]]:
    """A dealt setup and the moves of a game played at random (finished unless `stop_after`)."""
    variants = variants or Variants()
    setup = setup_mod.deal(list(PLAYER_NAMES[:players]), variants, seed)
    return setup, play(setup, seed, stop_after=stop_after)
