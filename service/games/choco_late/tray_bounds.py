"""Cheap upper bounds used in a tray's value (C2), asked before any flow.

- From the line sums alone: which kinds each side can form, and the best kind bonus among
  them (:data:`SYMBOL_SIDE`, :data:`COLOUR_SIDE`, keyed by the sums sorted and capped at 5
  with :data:`CAP`); and the pairs of kinds worth a look, a pair reaching at most its two
  bonuses plus the smaller size, the most lots the two could share (:data:`PAIRS_FOR`).
- On the count matrix: the most lots a symbol spread and a colour spread can share,
  symbol by symbol and colour by colour (:func:`row_bound`, :func:`col_bound`,
  :func:`shared_bound`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

from .tray_kinds import COLOUR_KINDS, SYMBOL_KINDS, Kind, Pairs


# Pairs of kinds (symbol kind i, colour kind j) with the most bonus they could reach:
# their two bonuses plus the smaller size (the most lots they could share).
_PAIRS_BY_BOUND = sorted(
    (
        (x.bonus + y.bonus + min(x.size, y.size), x.bonus + y.bonus, i, j)
        for i, x in enumerate(SYMBOL_KINDS)
        for j, y in enumerate(COLOUR_KINDS)
        if i and j
    ),
    key=lambda t: (-t[0], t[2], t[3]),
)
# Which kinds a side can form depends only on its sums, sorted, capped at 5 (no shape
# needs more): for each such key, the best kind bonus and the bit mask of the kinds (by
# index) that fit.
CAP = tuple(min(x, 5) for x in range(101))


def _side_table(kinds: tuple[Kind, ...]) -> dict[tuple[int, ...], tuple[int, int]]:
    table: dict[tuple[int, ...], tuple[int, int]] = {}
    for key in combinations_with_replacement(range(5, -1, -1), 5):
        best = mask = 0
        for i, kind in enumerate(kinds):
            if i and all(key[k] >= part for k, part in enumerate(kind.shape)):
                mask |= 1 << i
                best = max(best, kind.bonus)
        table[key] = (best, mask)
    return table


SYMBOL_SIDE = _side_table(SYMBOL_KINDS)
COLOUR_SIDE = _side_table(COLOUR_KINDS)
# For each pair of those masks: the pairs of _PAIRS_BY_BOUND whose kinds both fit and
# whose bound beats the best bonus sharing nothing.
PAIRS_FOR = {
    (ms, mc): tuple(
        p for p in _PAIRS_BY_BOUND if ms >> p[2] & 1 and mc >> p[3] & 1 and p[0] > bs + bc
    )
    for bs, ms in set(SYMBOL_SIDE.values())
    for bc, mc in set(COLOUR_SIDE.values())
}


def shared_bound(m: Sequence[int], a: Pairs, b: Pairs) -> int:
    """An upper bound on the lots spreads `a` and `b` can share in m: each symbol s shares
    at most min(a_s, sum over colours of min(b_c, m[s][c])), each colour likewise."""
    by_row = row_bound(m, a, b)
    by_col = col_bound(m, a, b)
    return by_row if by_row < by_col else by_col


def row_bound(m: Sequence[int], a: Pairs, b: Pairs) -> int:
    """The sum over the symbols s of `a` of min(a_s, sum over colours c of min(b_c, m[s][c]))."""
    total = 0
    for s, k in a:
        base = 5 * s
        t = 0
        for c, kc in b:
            x = m[base + c]
            t += kc if kc < x else x
        total += k if k < t else t
    return total


def col_bound(m: Sequence[int], a: Pairs, b: Pairs) -> int:
    """The same bound by colours: the sum over c of min(b_c, sum over s of min(a_s, m[s][c]))."""
    total = 0
    for c, kc in b:
        t = 0
        for s, k in a:
            x = m[5 * s + c]
            t += k if k < x else x
        total += kc if kc < t else t
    return total
