"""The second phase (E5): the chance move `deal_second_phase`, checked as the setup's
rules adapted (S3-S6 for the Chocolate cards, S8 for four Decoration Requests), and who
plays first; and a legal random one."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from service.referee.legality import Finding
from service.referee.violations import Ruled

from .cards import DECORATIONS
from .moves import Move, MoveType
from .rulebook import RULES
from .setup import chocolate_problem, random_chocolate, request_pool, requests_problem


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


def deal_problem(players: Sequence[str], pool: Mapping[str, int], lowest: Sequence[str],
                 move: Move) -> tuple[Ruled[..., Any], Finding] | None:
    """A `deal_second_phase`'s own rules in order, S3, S4, S5, S6, S8, E5: the first (check,
    found) or None. `pool` is what phase 2's Requests are drawn from (C4 less the
    Inspiration's Decoration), `lowest` the players E5 lets play first."""
    # a deal's schema requires its reserves, Tavoletta and Requests
    assert move.reserves is not None and move.tavoletta is not None and move.requests is not None
    problem = chocolate_problem(players, move.reserves, move.removed, move.tavoletta)
    if problem is not None:
        return problem
    found = requests_problem(move.requests, pool, 2)
    if found is not None:
        return requests_problem, found
    found = first_player_problem(lowest, move.first_player)
    if found is not None:
        return first_player_problem, found
    return None


def random_deal(rng: random.Random, players: Sequence[str], inspiration: tuple[str, str]) -> Move:
    """A legal random `deal_second_phase` (without `first_player`): the Chocolate cards
    dealt as at setup, four Decorations drawn from those left beside the Inspiration's."""
    chocolate = random_chocolate(rng, players)
    pool = request_pool(2, inspiration)
    cards = [card for card in DECORATIONS if pool.get(card) for _ in range(pool[card])]
    requests = rng.sample(cards, 4)
    return Move(MoveType.DEAL_SECOND_PHASE, reserves={p: tuple(c) for p, c in chocolate["reserves"].items()},
                removed=tuple(chocolate["removed"]),
                tavoletta=tuple(tuple(tuple(s) for s in row) for row in chocolate["tavoletta"]),
                requests=tuple(requests))
