"""Places that hold cards as multisets of kinds (ChokoMannaro's C6, Choco Challenge's piles and
deck, Chocola's reserves): a dict of kind to copies, with no entry for a kind it does not hold,
so that its keys are the kinds it holds. A kind is whatever names one (a card id, a value, a
card's back)."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import TypeVar

K = TypeVar("K", bound=Hashable)


def add(place: dict[K, int], kind: K, copies: int = 1) -> None:
    place[kind] = place.get(kind, 0) + copies


def add_each(place: dict[K, int], kinds: Iterable[K]) -> None:
    """Add one copy of each kind of `kinds` (a kind met twice, twice)."""
    for kind in kinds:
        place[kind] = place.get(kind, 0) + 1


def take(place: dict[K, int], kind: K, copies: int = 1) -> None:
    """Take `copies` of `kind` out of `place` (which holds them)."""
    left = place[kind] - copies
    if left:
        place[kind] = left
    else:
        del place[kind]


def size(place: Mapping[K, int]) -> int:
    return sum(place.values())


def of(kinds: Iterable[K]) -> dict[K, int]:
    out: dict[K, int] = {}
    for kind in kinds:
        out[kind] = out.get(kind, 0) + 1
    return out


def pour(into: dict[K, int], place: Mapping[K, int]) -> None:
    """Put every card of `place` into `into`."""
    for kind, copies in place.items():
        into[kind] = into.get(kind, 0) + copies
