"""Standings: who stands where, for every game alike.

A game orders its players into *places*, best first; players sharing a place share a rank,
and a player's rank is 1 plus the number of players in better places (competition ranking:
two players sharing first are both 1, the next is 3). The `ranking` is the places read in
order. What decided the places (the game's rules) is the game's business: totals, a
tie-break, a last holder...
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison


@dataclass(frozen=True)
class Standing:
    player: str
    rank: int
    total: int
    breakdown: Any = None  # the game's own account of the total


@dataclass(frozen=True)
class Standings:
    players: tuple[Standing, ...]  # in the order the game lists them
    ranking: tuple[str, ...]  # best first
    winners: tuple[str, ...]
    decided_by: tuple[str, ...]  # rule ids
    tiebreak: Any = None  # the game's account of what broke a tie, or None
    provisional: bool = False
    extra: Any = field(default_factory=dict)  # the game's own fields: a mapping, or a value it declares (shown)

    def standing(self, player: str) -> Standing:
        for s in self.players:
            if s.player == player:
                return s
        raise KeyError(player)


def ranks_of(places: Sequence[Sequence[str]]) -> dict[str, int]:
    """Competition ranks from places (best first): 1 plus the players in better places."""
    ranks: dict[str, int] = {}
    before = 0
    for place in places:
        for player in place:
            ranks[player] = before + 1
        before += len(place)
    return ranks


def places_by(players: Iterable[str], key: Callable[[str], SupportsRichComparison]) -> tuple[tuple[str, ...], ...]:
    """Places from a sort key (smaller is better): players with equal keys share a place,
    in the order given."""
    ordered = sorted(players, key=key)  # stable: the order given among equals
    places: list[list[str]] = []
    last: object = object()
    for player in ordered:
        k = key(player)
        if places and k == last:
            places[-1].append(player)
        else:
            places.append([player])
            last = k
    return tuple(tuple(p) for p in places)


def standings_from_places(places: Sequence[Sequence[str]], order: Sequence[str], totals: Mapping[str, int],
                          breakdowns: Mapping[str, Any], winners: Sequence[str], decided_by: Sequence[str],
                          *, tiebreak: Any = None, provisional: bool = False,
                          extra: Any = None) -> Standings:
    """Standings listing the players in `order`, ranked by `places`; `extra` the game's own
    fields (a mapping, copied, or a declared value, :mod:`service.referee.shown`)."""
    ranks = ranks_of(places)
    return Standings(
        players=tuple(Standing(p, ranks[p], totals[p], breakdowns.get(p)) for p in order),
        ranking=tuple(p for place in places for p in place),
        winners=tuple(winners),
        decided_by=tuple(decided_by),
        tiebreak=tiebreak,
        provisional=provisional,
        extra=dict(extra) if isinstance(extra, Mapping) else {} if extra is None else extra,
    )
