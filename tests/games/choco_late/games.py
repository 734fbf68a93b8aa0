"""Histories for API tests, as JSON documents, played by the seeded random player."""

from __future__ import annotations

import copy
from functools import lru_cache

from schemas.choco_late import API


@lru_cache(maxsize=None)
def _game(players: int, seed: int, free_bidding: bool, best_wins: bool, two_trays: bool,
          stop_after: int | None) -> dict:
    variants = {"free_bidding": free_bidding, "best_wins": best_wins, "two_trays": two_trays}
    return API.random_history(players, seed, variants=variants, stop_after=stop_after)


def game_json(players: int = 3, seed: int = 1, *, free_bidding=False, best_wins=False, two_trays=False,
              stop_after: int | None = None) -> dict:
    """A fresh copy of a legal history (finished unless `stop_after`)."""
    return copy.deepcopy(_game(players, seed, free_bidding, best_wins, two_trays, stop_after))
