"""The legal-moves entries of Chocola's moves that are not enumerated (H3): the phase-2 deal
and a player's `decorate`. Each is given as one legal move of it, marked `sample` (the family's
entry: ``shared/API.md`` Part 1), beside what describes every other: the deal's deck, its
Request pool and first-player candidates (E5), a player's Desserts and Decorations (D1-D3).
The sample is a complete move, judged as every candidate is; it is drawn from a seed made of
the state, so the same history always gets the same entry."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from service.referee.protocol import OneOf, Option

from .moves import DealSecondPhase, Decorate
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


def sample_deal(state: State) -> DealSecondPhase:
    """One legal phase-2 deal (E5): the Chocolate cards dealt as at setup, four Decorations
    drawn, no `first_player` (the first of the lowest scorers)."""
    return random_deal(_rng(state, "deal"), state.players, state.inspiration)


def sample_decoration(state: State, player: str) -> Decorate:
    """One legal `decorate` of `player` (D1-D3), without a tray (V3: the best one)."""
    chosen = assignment(_rng(state, player), tuple(state.desserts[player]), tuple(state.decorations[player]))
    return Decorate(player=player, decorations=chosen["decorations"], unassigned=chosen["unassigned"] or None)


def deal_entry(state: State, deal: DealSecondPhase) -> Option:
    """The entry of the phase-2 deal (a chance move nobody makes: `chance`, without a
    probability): the sample, with the deck, the Request pool and the first-player candidates
    that describe every other deal (E5)."""
    pool = state.deal_pool()
    return Option(deal, sample=True, chance_move=True, rule=first_player_problem.rule,
                  info={"players": state.players, "deck": deck_for(len(state.players)),
                        "requests_pool": {c: n for c, n in pool.items() if n},
                        "first_player": state.first_candidates()})


def decoration_entry(state: State, decoration: Decorate) -> Option:
    """The entry of a player's `decorate`: the sample, its `tray` open (null for the best one,
    V3, or any tray V2 allows), with the player's Desserts and Decorations that describe
    every other assignment (D1-D3)."""
    desserts = tuple(state.desserts[decoration.player])
    return Option(decoration, sample=True, rule=decorate_problem.rule,
                  choose={"tray": OneOf((None, *possible_trays(desserts)))},
                  info={"desserts": desserts, "decorations": tuple(state.decorations[decoration.player])})
