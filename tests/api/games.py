"""Histories for API tests, as JSON documents, played by the engine's seeded random player."""

from __future__ import annotations

import copy
from functools import lru_cache

from schemas.choco_late.serialize import history
from service.games.choco_late.autoplay import random_game
from service.games.choco_late.variants import Variants


@lru_cache(maxsize=None)
def _game(players: int, seed: int, free_bidding: bool, best_wins: bool, two_trays: bool,
          stop_after: int | None) -> dict:
    setup, moves = random_game(players, seed, Variants(free_bidding, best_wins, two_trays), stop_after)
    return history(setup, moves)


def game_json(players: int = 3, seed: int = 1, *, free_bidding=False, best_wins=False, two_trays=False,
              stop_after: int | None = None) -> dict:
    """A fresh copy of a legal history (finished unless `stop_after`)."""
    return copy.deepcopy(_game(players, seed, free_bidding, best_wins, two_trays, stop_after))
