"""Upper bounds on the other tray of a split (C3), before its lots are known.

The split search (:mod:`split_search`) builds the first tray around a *core*: the lots of
one choice of combinations, a symbol combination spread over the symbols as `a` and a
colour combination spread over the colours as `b` (:mod:`tray_kinds`). The other tray gets
whatever is left. Whatever core the spreads end up with, the rest has at most
``rows - a`` lots of each symbol and ``cols - b`` of each colour, and at most
``n - |core|`` lots. So its best bonus (:func:`tray_bonus.matrix_bonus`) is bounded before
any core is built:

- by the *classes* of those line sums alone (:func:`side_class`, :func:`class_bound`): the
  kinds each side can still form, and the best pair of them sharing as many lots as the
  smaller can hold (the tables of :mod:`tray_bounds`);
- by its size (:data:`MOST_BONUS_OF_SIZE`): a choice's core has at most as many lots as
  the tray;
- by the one tray value itself on a *capped* matrix (:func:`capped_bound`): every cell
  holds no more than the collection has there, nor more than its symbol or its colour may
  still hold. The rest is a sub-matrix of it with line sums within the caps, so no choice
  of the rest beats the best choice there.

Every bound is exact arithmetic on the tables of the one C2 implementation; nothing here
scores a tray another way.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tray_bonus import matrix_bonus
from .tray_bounds import CAP, COLOUR_SIDE, PAIRS_FOR, SYMBOL_SIDE
from .tray_kinds import COLOUR_KINDS, SYMBOL_KINDS

SIDE_TABLES = (SYMBOL_SIDE, COLOUR_SIDE)
"""Per side (0 symbols, 1 colours): sorted capped line sums -> (best kind bonus, kinds mask)."""


def side_class(side: int, sums: Sequence[int]) -> tuple[int, int]:
    """The class of a side's line sums: its best kind bonus and the mask of the kinds it can
    form (:data:`tray_bounds.SYMBOL_SIDE`, :data:`tray_bounds.COLOUR_SIDE`)."""
    cap = CAP
    return SIDE_TABLES[side][tuple(sorted((cap[sums[0]], cap[sums[1]], cap[sums[2]], cap[sums[3]],
                                           cap[sums[4]]), reverse=True))]


def _class_bounds() -> dict[tuple[int, int], int]:
    out = {}
    for bs, ms in set(SYMBOL_SIDE.values()):
        for bc, mc in set(COLOUR_SIDE.values()):
            pairs = PAIRS_FOR[ms, mc]
            out[ms, mc] = pairs[0][0] if pairs and pairs[0][0] > bs + bc else bs + bc
    return out


_CLASS_BOUND = _class_bounds()


def class_bound(ka: tuple[int, int], kb: tuple[int, int]) -> int:
    """The most bonus a tray can have whose symbols have class `ka` and colours class `kb`:
    the best kinds sharing nothing, or the best pair sharing all the smaller one's lots."""
    return _CLASS_BOUND[ka[1], kb[1]]


def _most_bonus_of_size(size: int) -> int:
    best = 0
    for x in SYMBOL_KINDS:
        for y in COLOUR_KINDS:
            for shared in range(min(x.size, y.size) + 1):
                if x.size + y.size - shared <= size:
                    best = max(best, x.bonus + y.bonus + shared)
    return best


MOST_BONUS_OF_SIZE = tuple(_most_bonus_of_size(k) for k in range(13))
"""The most bonus a tray of k lots can have (k >= 12: the most of any tray): the best kind
pair whose core (the lots of the two combinations) fits in k lots."""


def size_bound(size: int) -> int:
    """:data:`MOST_BONUS_OF_SIZE` for a tray of `size` lots (0 for no lots, or fewer: a
    core larger than the collection leaves no rest, indeed no core)."""
    return MOST_BONUS_OF_SIZE[size if size < 12 else 12] if size > 0 else 0


def capped_matrix(m: Sequence[int], rows: Sequence[int], cols: Sequence[int]) -> tuple[list[int], list[int], list[int]]:
    """m capped cell by cell at line sums `rows` (per symbol) and `cols` (per colour), with
    its line sums, themselves capped: every sub-matrix of m within those line sums is a
    sub-matrix of it within its line sums."""
    capped = [0] * 25
    rr = [0, 0, 0, 0, 0]
    cc = [0, 0, 0, 0, 0]
    q = 0
    for s in range(5):
        r = rows[s]
        if r:
            for c in range(5):
                x = m[q + c]
                if x:
                    k = cols[c]
                    if r < x:
                        x = r
                    if k < x:
                        x = k
                    if x:
                        capped[q + c] = x
                        rr[s] += x
                        cc[c] += x
        q += 5
    for v in range(5):
        if rows[v] < rr[v]:
            rr[v] = rows[v]
        if cols[v] < cc[v]:
            cc[v] = cols[v]
    return capped, rr, cc


def shape_key(capped: Sequence[int], rr: Sequence[int], cc: Sequence[int]
              ) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The matrix and its line sums with the symbols, then the colours, sorted: the same
    key means the same matrix up to renaming symbols and colours, hence the same best
    bonus (the kinds treat every symbol alike, and every colour)."""
    rows = sorted(((rr[0], *capped[0:5]), (rr[1], *capped[5:10]), (rr[2], *capped[10:15]),
                   (rr[3], *capped[15:20]), (rr[4], *capped[20:25])), reverse=True)
    return tuple(r[0] for r in rows), tuple(sorted(
        ((cc[c], rows[0][c + 1], rows[1][c + 1], rows[2][c + 1], rows[3][c + 1], rows[4][c + 1])
         for c in range(5)), reverse=True))


def capped_bound(m: Sequence[int], rows: Sequence[int], cols: Sequence[int], floor: int) -> int:
    """An upper bound on the best bonus of any sub-matrix of m with at most rows[s] lots of
    symbol s and cols[c] of colour c: the best bonus of :func:`capped_matrix` (exact when
    above `floor`, else some value <= floor, as :func:`tray_bonus.matrix_bonus`)."""
    capped, rr, cc = capped_matrix(m, rows, cols)
    return matrix_bonus(capped, rr, cc, floor=floor)
