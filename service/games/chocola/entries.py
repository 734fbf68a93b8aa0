"""The legal-moves entries of Chocola's moves that are not enumerated (H3): the phase-2 deal
and a player's `decorate`. Each is given as one legal move of it, marked `sample` (the family's
entry: ``shared/API.md`` Part 1), beside what describes every other: the deal's deck, its
Request pool and first-player candidates (E5), a player's Desserts and Decorations (D1-D3).
The sample is drawn from a seed made of the state, so the same history always gets the same
entry."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from service.referee.protocol import OneOf, Option

from .moves import DEAL, Move, MoveType, Template
from .end import decorate_problem
from .second_phase import first_player_problem, random_deal
from .setup import deck_for
from .trays import possible_trays

if TYPE_CHECKING:
    from .state import State


def assignment(rng: random.Random, desserts: tuple[str, ...], held: tuple[str, ...]) -> dict[str, Any]:
    """A legal assignment (D1-D3): each Decoration on a random own Dessert without one of its
    kind, unassigned only when there is none."""
    from .cards import DECORATIONS

    chosen: dict[str, list[str]] = {}
    unassigned = []
    for card in rng.sample(list(held), len(held)):
        kind = DECORATIONS[card].kind
        free = [d for d in desserts if all(DECORATIONS[c].kind != kind for c in chosen.get(d, ()))]
        if free:
            chosen.setdefault(rng.choice(free), []).append(card)
        else:
            unassigned.append(card)
    return {"decorations": {d: tuple(cards) for d, cards in chosen.items()}, "unassigned": tuple(unassigned)}


def _rng(state: State, what: str) -> random.Random:
    seed = repr((what, state.players, state.inspiration, sorted((p, sorted(d)) for p, d in state.desserts.items()),
                 sorted((p, sorted(d)) for p, d in state.decorations.items())))
    return random.Random(seed)


def sample_entry(state: State, template: Template) -> Option:
    """The entry of a move not enumerated: the phase-2 deal (a chance move nobody makes:
    `chance`, without a probability) or a player's `decorate` (its `tray` open: null for the
    best one, V3, or any tray V2 allows)."""
    if template.type is DEAL:
        pool = state.deal_pool()
        deal = random_deal(_rng(state, "deal"), state.players, state.inspiration)
        return Option(deal, sample=True, chance_move=True, rule=first_player_problem.rule,
                      info={"players": state.players, "deck": deck_for(len(state.players)),
                            "requests_pool": {c: n for c, n in pool.items() if n},
                            "first_player": state.first_candidates()})
    player = template.player
    assert player is not None  # a decorate template is a player's (the chance deal is the only one without)
    desserts, held = tuple(state.desserts[player]), tuple(state.decorations[player])
    chosen = assignment(_rng(state, player), desserts, held)
    move = Move(MoveType.DECORATE, player, decorations=chosen["decorations"],
                unassigned=chosen["unassigned"] or None)
    return Option(move, sample=True, rule=decorate_problem.rule, choose={"tray": OneOf((None, *possible_trays(desserts)))},
                  info={"desserts": desserts, "decorations": held})
