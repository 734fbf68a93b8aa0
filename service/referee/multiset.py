"""Places that hold cards as multisets of kinds (ChokoMannaro's C6, Choco Challenge's piles and
deck): a dict of kind to copies, with no entry for a kind it does not hold, so that its keys
are the kinds it holds."""

from __future__ import annotations

from collections.abc import Iterable, Mapping


def add(place: dict[str, int], kind: str, copies: int = 1) -> None:
    place[kind] = place.get(kind, 0) + copies


def take(place: dict[str, int], kind: str, copies: int = 1) -> None:
    """Take `copies` of `kind` out of `place` (which holds them)."""
    left = place[kind] - copies
    if left:
        place[kind] = left
    else:
        del place[kind]


def size(place: Mapping[str, int]) -> int:
    return sum(place.values())


def of(kinds: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for kind in kinds:
        out[kind] = out.get(kind, 0) + 1
    return out


def pour(into: dict[str, int], place: Mapping[str, int]) -> None:
    """Put every card of `place` into `into`."""
    for kind, copies in place.items():
        into[kind] = into.get(kind, 0) + copies
