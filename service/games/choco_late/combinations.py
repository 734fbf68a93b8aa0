"""The combination catalogue (C1): which sets of lots score, and how much.

A combination is a set of lots of one tray whose symbols (for a symbol combination) or
colours (for a colour combination) have exactly the combination's *shape*: the number of
lots of each value, largest first. `full_house` is (3, 2): three lots of one value and two
of another. The values of the parts of `two_pairs`, `three_pairs` and `full_house` are
different (C1): four lots of one value are `four_same`, never `two_pairs`.

`COMBINATIONS` lists them in the order of the rulebook's table (section 4).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from service.referee.multiset import of

from .rulebook import RULES


@dataclass(frozen=True)
class Combination:
    id: str
    label: str  # the Italian name printed on the score card
    size: int  # number of lots
    symbol_points: int
    colour_points: int
    shape: tuple[int, ...]  # lots per value, descending; one entry per distinct value

    def points(self, kind: str) -> int:
        """The points of this combination as a symbol (`kind="symbol"`) or colour one."""
        return self.symbol_points if kind == "symbol" else self.colour_points


COMBINATIONS: tuple[Combination, ...] = (
    Combination("five_different", "5 diversi", 5, 10, 9, (1, 1, 1, 1, 1)),
    Combination("five_same", "5 uguali", 5, 9, 10, (5,)),
    Combination("three_pairs", "Tripla coppia", 6, 9, 9, (2, 2, 2)),
    Combination("full_house", "Tris + Coppia", 5, 8, 8, (3, 2)),
    Combination("four_different", "4 diversi", 4, 8, 7, (1, 1, 1, 1)),
    Combination("four_same", "4 uguali", 4, 7, 8, (4,)),
    Combination("two_pairs", "Doppia coppia", 4, 6, 6, (2, 2)),
    Combination("three_same", "Tris", 3, 5, 5, (3,)),
    Combination("pair", "Coppia", 2, 3, 3, (2,)),
)

COMBINATION_BY_ID: dict[str, Combination] = {c.id: c for c in COMBINATIONS}

COMBINATION_BY_SHAPE: dict[tuple[int, ...], Combination] = {c.shape: c for c in COMBINATIONS}


@RULES.decides("C1")
def combination_of(values: Iterable[int]) -> Combination | None:
    """C1: a combination is a set of lots with exactly the shape of the table; the parts of
    two_pairs, three_pairs and full_house have different values. The combination whose shape
    the given values (symbols or colours) have, if any."""
    return COMBINATION_BY_SHAPE.get(tuple(sorted(of(values).values(), reverse=True)))
