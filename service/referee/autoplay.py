"""A seeded random player for any game: legal games by construction.

At each point it takes the legal options (:func:`legal.legal_options`); a chance point is
resolved by its probabilities, a decision by a uniform choice among the options (weighted
by the game's ``weight`` when it has one), and an option's open fields are filled by the
game's ``concretize``, or else with random allowed values (:func:`fill`). The same seed
always gives the same game. Tests, benchmarks, the documentation's examples and the soak
use it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .legal import legal_options
from .protocol import Between, Option, State, SubsetOf


def pick(rng: random.Random, options: tuple[Option, ...], weight: Callable[[Option], float] | None = None) -> Option:
    chance = [o for o in options if o.probability is not None]
    if chance and (len(chance) == len(options) or rng.random() < 0.5):
        return rng.choices(chance, [float(o.probability) for o in chance])[0]
    decisions = [o for o in options if o.probability is None] or list(options)
    if weight is None:
        return rng.choice(decisions)
    return rng.choices(decisions, [weight(o) for o in decisions])[0]


def fill(option: Option, rng: random.Random) -> Any:
    """The option's move with each open field filled with a random allowed value (the move a
    game's frozen named tuple: its ``_replace``); a field left None stays out."""
    if not option.choose:
        return option.move
    values: dict[str, Any] = {}
    for name, choice in option.choose.items():
        if type(choice) is Between:
            values[name] = rng.randint(choice.min, choice.max)
        elif type(choice) is SubsetOf:
            values[name] = tuple(rng.sample(list(choice.values), rng.randint(choice.min_items, choice.max_items)))
        else:
            values[name] = rng.choice(choice.values)
    return option.move._replace(**values)


def play(state: State, seed: int | str, *, max_moves: int = 5000, stop_after: int | None = None,
         concretize: Callable[[State, Option, random.Random], Any] | None = None,
         weight: Callable[[Option], float] | None = None) -> list[Any]:
    """The moves of a game played at random from `state` (which it changes): to the end, or
    the first `stop_after` moves."""
    rng = random.Random(f"autoplay/{seed}")
    moves: list[Any] = []
    limit = max_moves if stop_after is None else min(stop_after, max_moves)
    while not state.is_over() and len(moves) < limit:
        options = legal_options(state)
        if not options:
            break
        chosen = pick(rng, options, weight)
        move = fill(chosen, rng) if concretize is None else concretize(state, chosen, rng)
        refusal = state.refusal(move)
        if refusal is not None:
            raise AssertionError(f"the random player chose an illegal move {move!r}: {refusal}")
        state.apply(move, len(moves))
        moves.append(move)
    return moves
