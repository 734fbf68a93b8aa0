"""The second phase (E5): the chance move `deal_second_phase`, checked as the setup's
rules adapted (S3-S6 for the Chocolate cards, S8 for four Decoration Requests: the deal's
checks in :mod:`legality`), and who plays first; and a legal random one."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from service.referee.legality import Finding

from .cards import DECORATIONS
from .moves import DealSecondPhase
from .rulebook import RULES
from .setup import random_chocolate, request_pool


@RULES.refuses("E5")
def first_player_problem(lowest: Sequence[str], first_player: str | None) -> Finding | None:
    """E5: after phase 1 ends (and any `make_tray`), `deal_second_phase` deals again: every
    Chocolate card of the S2 deck is gathered and S3-S6 hold for the new reserves, removed
    cards and Tavoletta; its Requests are 4 Decorations (S8); the other 19 Decorations are
    the phase-2 Request deck; no new Inspiration. Its `first_player` must be a player with
    the lowest phase-1 score (V8, with the declared trays, else the best); absent or null,
    the first of them in `players` order."""
    if first_player is not None and first_player not in lowest:
        return "deal_first_player", {"player": first_player, "lowest": ", ".join(lowest)}, "first_player"
    return None


def lowest_scorers(players: Sequence[str], scores: Mapping[str, int]) -> tuple[str, ...]:
    low = min(scores[p] for p in players)
    return tuple(p for p in players if scores[p] == low)


def random_deal(rng: random.Random, players: Sequence[str], inspiration: tuple[str, str]) -> DealSecondPhase:
    """A legal random `deal_second_phase` (without `first_player`): the Chocolate cards
    dealt as at setup, four Decorations drawn from those left beside the Inspiration's."""
    chocolate = random_chocolate(rng, players)
    pool = request_pool(2, inspiration)
    cards = [card for card in DECORATIONS if pool.get(card) for _ in range(pool[card])]
    requests = rng.sample(cards, 4)
    return DealSecondPhase(reserves={p: tuple(c) for p, c in chocolate["reserves"].items()},
                           tavoletta=tuple(tuple(tuple(s) for s in row) for row in chocolate["tavoletta"]),
                           requests=tuple(requests), removed=tuple(chocolate["removed"]))
