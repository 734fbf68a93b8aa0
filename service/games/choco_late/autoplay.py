"""A seeded random player of Choco Late, on the family's random player
(:mod:`service.referee.autoplay`): it weighs the kinds of moves and makes a ranged option
concrete. Every move is among the legal options and checked before it is applied, so a
game is legal by construction and the same seed always gives the same game.
"""

from __future__ import annotations

import random

from msgspec.structs import replace

from service.referee import autoplay
from service.referee.protocol import Between, OneOf, Option, SubsetOf
from service.referee.protocol import State as AnyState  # what the family's random player hands any game

from . import setup as setup_mod
from .moves import AnyMove, ArrangeTrays, ChocoLateMove, ChooseLot, Join, Open, Pass, Raise, Replace, Reveal
from .setup import Setup
from .state import State
from .variants import Variants

PLAYER_NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")

_WEIGHTS: dict[type[ChocoLateMove], float] = {Pass: 2, Join: 3, Raise: 1, Open: 3}


def weight(option: Option) -> float:
    """Bid a little, pass sometimes: games look like real ones (auctions won, tied, returned)."""
    return _WEIGHTS.get(type(option.move), 3)


def concretize(state: AnyState, option: Option, rng: random.Random) -> AnyMove:
    """A concrete move within an entry's open field (as :meth:`State.option` describes it):
    reveal valid vouchers most of the time, split a collection at random."""
    m: AnyMove = option.move
    choose = option.choose
    match m:
        case ChooseLot():
            centre = choose["lot"]
            assert isinstance(centre, OneOf)  # choose_lot's entry
            return replace(m, lot=rng.choice(centre.values))
        case Open() | Raise():
            amounts = choose["amount"]
            assert isinstance(amounts, Between)  # open's and raise's entry
            return replace(m, amount=rng.randint(amounts.min, min(amounts.max, amounts.min + 1)))
        case Join() | Pass():
            return m
        case Reveal():
            vouchers = choose["vouchers"]
            assert isinstance(vouchers, SubsetOf)  # reveal's entry
            valid = option.info["valid_vouchers"]
            good = list(valid)
            bad = [v for v in vouchers.values if v not in valid]
            rng.shuffle(good)
            rng.shuffle(bad)
            pool = good + bad if rng.random() < 0.85 else bad + good
            return replace(m, vouchers=tuple(sorted(pool[: vouchers.min_items])))
        case Replace():
            vouchers = choose["vouchers"]
            assert isinstance(vouchers, SubsetOf)  # replace's entry
            return replace(m, vouchers=tuple(sorted(rng.sample(list(vouchers.values), vouchers.min_items))))
        case ArrangeTrays():
            lots = list(option.info["lots"])  # any split is legal (C3)
            rng.shuffle(lots)
            cut = rng.randint(0, len(lots))
            return replace(m, trays=(tuple(lots[:cut]), tuple(lots[cut:])))


def play(setup: Setup, seed: int, *, stop_after: int | None = None, max_moves: int = 4000) -> tuple[AnyMove, ...]:
    """Moves of a game from `setup` chosen at random with `seed`: to the end, or the first
    `stop_after` moves (an unfinished game)."""
    return tuple(autoplay.play(State(setup), seed, max_moves=max_moves, stop_after=stop_after,
                               concretize=concretize, weight=weight))


def random_game(players: int = 6, seed: int = 7, variants: Variants | None = None,
                stop_after: int | None = None) -> tuple[Setup, tuple[AnyMove, ...]]:
    """A dealt setup and the moves of a game played at random (finished unless `stop_after`)."""
    variants = variants or Variants()
    setup = setup_mod.deal(list(PLAYER_NAMES[:players]), variants, seed)
    return setup, play(setup, seed, stop_after=stop_after)
