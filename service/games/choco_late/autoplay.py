"""A seeded random player: plays legal games through the engine's own legal moves.

Every move is picked among what :meth:`Game.legal_moves` offers and applied with
:meth:`Game.play` (which checks it), so a game is legal by construction and the same seed
always gives the same game. Benchmarks, tests, the fuzz suite and the command line use it
to make realistic histories.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import game as game_mod
from . import setup as setup_mod
from .moves import Move, MoveOption, MoveType
from .setup import Setup
from .variants import Variants

PLAYER_NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")

_WEIGHTS = {MoveType.PASS: 2, MoveType.JOIN: 3, MoveType.RAISE: 1, MoveType.OPEN: 3}


def pick_move(rng: random.Random, options: Sequence[MoveOption]) -> Move:
    """A concrete move among `options`. Bids a little, passes sometimes, reveals valid
    vouchers most of the time: games look like real ones (auctions won, tied, returned)."""
    o = rng.choices(options, [_WEIGHTS.get(o.type, 3) for o in options])[0]
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
    if t is MoveType.ARRANGE_TRAYS:
        lots = list(o.lots)
        rng.shuffle(lots)
        cut = rng.randint(0, len(lots))
        return Move(t, p, trays=(tuple(lots[:cut]), tuple(lots[cut:])))
    raise ValueError(f"unexpected move option {o!r}")


def play(setup: Setup, seed: int, *, stop_after: int | None = None,
         max_moves: int = 4000) -> tuple[Move, ...]:
    """Moves of a game from `setup` chosen at random with `seed`: to the end, or the first
    `stop_after` moves (an unfinished game)."""
    rng = random.Random(f"autoplay/{seed}")
    game = game_mod.Game(setup)
    moves: list[Move] = []
    limit = max_moves if stop_after is None else min(stop_after, max_moves)
    while not game.is_over and len(moves) < limit:
        move = pick_move(rng, game.legal_moves().moves)
        game.play(move)
        moves.append(move)
    return tuple(moves)


def random_game(players: int = 6, seed: int = 7, variants: Variants | None = None,
                stop_after: int | None = None) -> tuple[Setup, tuple[Move, ...]]:
    """A dealt setup and the moves of a game played at random (finished unless `stop_after`)."""
    variants = variants or Variants()
    setup = setup_mod.deal(list(PLAYER_NAMES[:players]), variants, seed)
    return setup, play(setup, seed, stop_after=stop_after)
