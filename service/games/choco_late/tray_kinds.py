"""The kinds of the combination table (C1) as a tray's value (C2) uses them, and their spreads.

A *kind* is a combination used on one side of a tray, symbols or colours, or no
combination: its points on that side, its size, its *bonus* (points minus size: what it
adds to the loose points of the lots it uses) and its shape. A *spread* gives the shape's
parts to distinct values, as ((value, lots), ...): `full_house` on symbols 2 and 4 is
((1, 3), (3, 2)) or ((1, 2), (3, 3)). A spread fits a tray when each of its values has that
many lots; :func:`fitting_spreads` asks it of the line sums packed by :func:`packed_sums`,
so that one mask test answers.

Every spread the engine handles is one of the tuples held here, so facts about spreads
are keyed by their id (:data:`UNIT_MASK`, and the tables of :mod:`tray_candidates`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations

from .combinations import COMBINATIONS, Combination

# A spread: ((value, lots), ...), the parts of a shape given to distinct values.
Spread = tuple[tuple[int, int], ...]
# What the bounds and flows take: (value, lots) pairs, a spread or any list of them.
Pairs = Sequence[tuple[int, int]]
# The spreads known to fit, per kind (None: not computed yet), for the symbols and the colours.
Fits = list[list[Spread] | None]
# Shared counts computed per (id(a), id(b)) of two spreads: (count, exact).
SharedMemo = dict[tuple[int, int], tuple[int, bool]]
# The cells holding lots as bit masks, by symbol and by colour (tray_counts.cell_bits).
CellBits = tuple[list[int], list[int]]


@dataclass(frozen=True)
class Kind:
    """A combination as used on one side (symbols or colours), or no combination."""

    combo: Combination | None
    points: int
    size: int
    bonus: int  # points - size
    shape: tuple[int, ...]
    # every way to give the shape's parts to distinct values: (spread, needs), where the
    # spread is ((value, lots), ...) and `needs` is what it asks of the sums, in the packed
    # form of :func:`packed_sums`
    spreads: tuple[tuple[Spread, int], ...]


def _spreads(shape: tuple[int, ...]) -> tuple[tuple[Spread, int], ...]:
    out: set[Spread] = set()
    for values in permutations(range(5), len(shape)):
        out.add(tuple(sorted(zip(values, shape))))
    return tuple((spread, sum(_LEVEL_BITS[v][k] for v, k in spread)) for spread in sorted(out))


# _LEVEL_BITS[v][x]: for a value v with x lots, the bit of v at every level 1..min(x, 6),
# level k being bits 5k..5k+4 of a packed int
_LEVEL_BITS = tuple(
    tuple(sum(1 << (5 * k + v) for k in range(1, min(x, 6) + 1)) for x in range(101))
    for v in range(5)
)


def packed_sums(sums: Sequence[int]) -> int:
    """Which values have k lots or more, for every k: bits 5k..5k+4."""
    bits = _LEVEL_BITS
    return bits[0][sums[0]] | bits[1][sums[1]] | bits[2][sums[2]] | bits[3][sums[3]] | bits[4][sums[4]]


def _kinds(side: str) -> tuple[Kind, ...]:
    kinds = [Kind(None, 0, 0, 0, (), (((), 0),))]
    for c in COMBINATIONS:
        points = c.symbol_points if side == "symbol" else c.colour_points
        kinds.append(Kind(c, points, c.size, points - c.size, c.shape, _spreads(c.shape)))
    return tuple(kinds)


SYMBOL_KINDS = _kinds("symbol")
COLOUR_KINDS = _kinds("colour")
KIND_COUNT = len(SYMBOL_KINDS)
# Facts about spreads, keyed by the id of the spread tuples of the kinds above (every
# spread the engine handles is one of those objects; ids hash faster than nested tuples).
# The spreads that take one lot per value (4 and 5 diversi), with their values as a bit mask:
UNIT_MASK = {
    id(spread): sum(1 << v for v, _ in spread)
    for kind in SYMBOL_KINDS + COLOUR_KINDS
    if kind.shape[:1] == (1,)
    for spread, _ in kind.spreads
}


def fitting_spreads(kind: Kind, packed: int) -> list[Spread]:
    """The spreads of `kind` that sums (packed by :func:`packed_sums`) allow."""
    return [spread for spread, needs in kind.spreads if packed & needs == needs]


def kept_fitting_spreads(fit: Fits, kinds: Sequence[Kind], i: int,
                         sums: Sequence[int]) -> list[Spread]:
    """The spreads of kinds[i] that line sums `sums` allow, computed once into fit[i]."""
    found = fit[i]
    if found is None:
        found = fit[i] = fitting_spreads(kinds[i], packed_sums(sums))
    return found
