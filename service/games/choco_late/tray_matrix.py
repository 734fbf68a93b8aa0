"""The maths of a tray's value (C2): the count matrix, kinds of combinations, flows, bounds.

How a tray is scored
--------------------
A tray scores one symbol combination S (or none), one colour combination C (or none), and
1 point per lot in neither. With n lots, a choice scores

    n + (sp(S) - |S|) + (cp(C) - |C|) + |S & C|

so a choice is a *bonus* over the n loose points: each combination's points minus the lots
it uses, plus the lots the two share. Only the tray's 5x5 matrix of (symbol, colour) counts
matters. For a symbol combination spread over symbols as `a` (lots per symbol) and a colour
combination spread over colours as `b`, the most lots they can share is a maximum flow
from symbols (capacity a) through the matrix cells to colours (capacity b); with one
symbol (or one colour) it is a sum of minima, with one lot per symbol and per colour a
matching (:func:`most_shared`). The engine walks the pairs of combination kinds from the
highest possible bonus down (kind bonuses plus the smaller size), stops as soon as no
remaining pair can beat the best found, and computes flows only for the pairs that could,
after cheap bounds (:func:`matrix_bonus`). Which kinds a tray can form at all, and which
pairs are worth a look, come from tables built at import. Everything is exact.

The tray's value is its lot count plus :func:`matrix_bonus`; the breakdown that reaches it
is chosen in :mod:`tray_breakdown`, and the best split (:mod:`split`) searches with the
same tools. Nothing is kept between calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement, permutations

from .cards import DECK_SIZE
from .combinations import COMBINATIONS, Combination

# --- static tables --------------------------------------------------------------------

# cell index of a card: 5 * (symbol - 1) + (colour - 1); row = symbol, column = colour
CELL: tuple[int, ...] = (-1,) + tuple(
    5 * ((n - 1) % 5) + (n - 1) // 5 % 5 for n in range(1, DECK_SIZE + 1)
)
# (cell, row, column) of a card
PLACE: tuple[tuple[int, int, int], ...] = tuple((q, q // 5, q % 5) for q in CELL)
# the same with the card's colour as a bit (of its row's mask) and its symbol as a bit
_BITS_OF = tuple((q, s, c, 1 << c, 1 << s) if q >= 0 else (q, 0, 0, 0, 0) for q, s, c in PLACE)


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
    spreads: tuple[tuple, ...]


def _spreads(shape: tuple[int, ...]) -> tuple[tuple, ...]:
    out = set()
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
_UNIT_MASK = {
    id(spread): sum(1 << v for v, _ in spread)
    for kind in SYMBOL_KINDS + COLOUR_KINDS
    if kind.shape[:1] == (1,)
    for spread, _ in kind.spreads
}

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
_CAP = tuple(min(x, 5) for x in range(101))


def _side_table(kinds: tuple[Kind, ...]) -> dict[tuple[int, ...], tuple[int, int]]:
    table = {}
    for key in combinations_with_replacement(range(5, -1, -1), 5):
        best = mask = 0
        for i, kind in enumerate(kinds):
            if i and all(key[k] >= part for k, part in enumerate(kind.shape)):
                mask |= 1 << i
                best = max(best, kind.bonus)
        table[key] = (best, mask)
    return table


_SYMBOL_SIDE = _side_table(SYMBOL_KINDS)
_COLOUR_SIDE = _side_table(COLOUR_KINDS)
# For each pair of those masks: the pairs of _PAIRS_BY_BOUND whose kinds both fit and
# whose bound beats the best bonus sharing nothing.
_PAIRS_FOR = {
    (ms, mc): tuple(
        p for p in _PAIRS_BY_BOUND if ms >> p[2] & 1 and mc >> p[3] & 1 and p[0] > bs + bc
    )
    for bs, ms in set(_SYMBOL_SIDE.values())
    for bc, mc in set(_COLOUR_SIDE.values())
}


# --- counting -------------------------------------------------------------------------


def count_matrix(lots: Iterable[int]) -> list[int]:
    m = [0] * 25
    for n in lots:
        m[CELL[n]] += 1
    return m


def line_sums(m: Sequence[int]) -> tuple[list[int], list[int]]:
    rows = [m[0] + m[1] + m[2] + m[3] + m[4], m[5] + m[6] + m[7] + m[8] + m[9],
            m[10] + m[11] + m[12] + m[13] + m[14], m[15] + m[16] + m[17] + m[18] + m[19],
            m[20] + m[21] + m[22] + m[23] + m[24]]
    cols = [m[0] + m[5] + m[10] + m[15] + m[20], m[1] + m[6] + m[11] + m[16] + m[21],
            m[2] + m[7] + m[12] + m[17] + m[22], m[3] + m[8] + m[13] + m[18] + m[23],
            m[4] + m[9] + m[14] + m[19] + m[24]]
    return rows, cols


def fitting_spreads(kind: Kind, packed: int) -> list:
    """The spreads of `kind` that sums (packed by :func:`packed_sums`) allow."""
    return [spread for spread, needs in kind.spreads if packed & needs == needs]


def kept_fitting_spreads(fit: list, kinds: Sequence[Kind], i: int, sums: Sequence[int]) -> list:
    """The spreads of kinds[i] that line sums `sums` allow, computed once into fit[i]."""
    found = fit[i]
    if found is None:
        found = fit[i] = fitting_spreads(kinds[i], packed_sums(sums))
    return found


def max_flow(caps: Sequence[int], rows, cols, limit: int = 99) -> tuple[int, list[int]]:
    """Maximum flow from symbols `rows` ((s, capacity), ...) through the cells (capacity
    caps[5s+c]) to colours `cols` ((c, capacity), ...), or `limit` if that is less. Returns
    the value and the flow per (row i, column j) at f[i * len(cols) + j].

    Greedy start, then augmenting paths one unit at a time: the graphs have at most five
    nodes a side and flows of at most six units."""
    nr = len(rows)
    nc = len(cols)
    cl = [k for _, k in cols]
    rl = []
    f = [0] * (nr * nc)
    total = 0
    base = 0
    for s, r in rows:
        q0 = 5 * s
        j = 0
        for c, _ in cols:
            if not r:
                break
            e = cl[j]
            if e:
                d = caps[q0 + c]
                if d:
                    if e < d:
                        d = e
                    if r < d:
                        d = r
                    f[base + j] = d
                    r -= d
                    cl[j] = e - d
                    total += d
            j += 1
        rl.append(r)
        base += nc
    if total >= limit or nr == 1 or nc == 1:  # with one row or column, greedy is optimal
        return total, f
    cap = [caps[5 * s + c] for s, _ in rows for c, _ in cols]
    col_range = range(nc)
    row_range = range(nr)
    while total < limit:
        stack = [i for i in row_range if rl[i]]
        if not stack:
            break
        from_row = [-1] * nc  # the row a column was reached from
        via = [-1] * nr  # the column a row was reached from, backwards along its flow
        seen = [False] * nr
        for i in stack:
            seen[i] = True
        end = -1
        while stack and end < 0:
            i = stack.pop()
            b0 = i * nc
            for j in col_range:
                if from_row[j] < 0 and f[b0 + j] < cap[b0 + j]:
                    from_row[j] = i
                    if cl[j]:
                        end = j
                        break
                    for i2 in row_range:
                        if not seen[i2] and f[i2 * nc + j]:
                            seen[i2] = True
                            via[i2] = j
                            stack.append(i2)
        if end < 0:
            break
        cl[end] -= 1
        total += 1
        j = end
        while True:
            i = from_row[j]
            f[i * nc + j] += 1
            back = via[i]
            if back < 0:
                rl[i] -= 1
                break
            f[i * nc + back] -= 1
            j = back
    return total, f


def shared_bound(m: Sequence[int], a, b) -> int:
    """An upper bound on the lots spreads `a` and `b` can share in m: each symbol s shares
    at most min(a_s, sum over colours of min(b_c, m[s][c])), each colour likewise."""
    by_row = _row_bound(m, a, b)
    by_col = _col_bound(m, a, b)
    return by_row if by_row < by_col else by_col


def _row_bound(m: Sequence[int], a, b) -> int:
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


def _col_bound(m: Sequence[int], a, b) -> int:
    """The same bound by colours: the sum over c of min(b_c, sum over s of min(a_s, m[s][c]))."""
    total = 0
    for c, kc in b:
        t = 0
        for s, k in a:
            x = m[5 * s + c]
            t += k if k < x else x
        total += kc if kc < t else t
    return total


def count_matrix_bits(lots: Iterable[int]) -> tuple[list[int], tuple[list[int], list[int]]]:
    """The count matrix of the lots and its :func:`_bits`."""
    m = [0] * 25
    rows = [0, 0, 0, 0, 0]
    cols = [0, 0, 0, 0, 0]
    for n in lots:
        q, s, c, row_bit, col_bit = _BITS_OF[n]
        m[q] += 1
        rows[s] |= row_bit
        cols[c] |= col_bit
    return m, (rows, cols)


def _bits(m: Sequence[int]) -> tuple[list[int], list[int]]:
    """The cells of m holding lots, as bit masks: colours per symbol, symbols per colour."""
    rows = [0, 0, 0, 0, 0]
    cols = [0, 0, 0, 0, 0]
    for q in range(25):
        if m[q]:
            rows[q // 5] |= 1 << (q % 5)
            cols[q % 5] |= 1 << (q // 5)
    return rows, cols


def _matching(adj: list[int], limit: int) -> int:
    """Maximum matching of rows to colours, row i allowed the colours in bit mask adj[i]
    (augmenting paths over bit masks), or `limit` if that is less."""
    owner: dict[int, int] = {}  # colour bit -> row
    owned = [0]  # the colour bits taken
    total = 0
    for i, x in enumerate(adj):
        free = x & ~owned[0]
        if free:
            bit = free & -free
        else:
            bit = _augment(x, adj, owner, owned, [0])
            if not bit:
                continue
        owner[bit] = i
        owned[0] |= bit
        total += 1
        if total >= limit:
            break
    return total


def _augment(x: int, adj: list[int], owner: dict[int, int], owned: list[int], seen: list[int]) -> int:
    """A colour bit of mask x whose row can move to another colour (moving it), or 0."""
    x &= ~seen[0]
    while x:
        bit = x & -x
        x ^= bit
        seen[0] |= bit
        j = owner[bit]
        other = adj[j] & ~seen[0]
        if other:
            free = other & ~owned[0]
            new = free & -free if free else _augment(other, adj, owner, owned, seen)
            if new:
                owner[new] = j
                owned[0] |= new
                return bit
    return 0


def most_shared(m: Sequence[int], a, b, need: int = 0, stop: int = 99, bits=None) -> int:
    """The most lots a symbol spread `a` and a colour spread `b` can share in matrix m (a
    flow), when that is `need` or more; otherwise some smaller number (an upper bound). With
    `stop`, a search may stop there: an answer of `stop` or more then means "at least stop".

    Each symbol s can share at most min(a_s, sum over colours of min(b_c, m[s][c])), and
    each colour likewise: with one symbol or one colour that bound is exact. Otherwise a
    flow decides, stopping once it reaches the bound. When both spreads take one lot per
    value (4 or 5 diversi), `bits` (from :func:`_bits`) turns it into a matching over bit
    masks."""
    if bits is not None:
        unit_b = _UNIT_MASK.get(id(b))
        if unit_b is not None and id(a) in _UNIT_MASK:
            row_bits = bits[0]
            adj = [row_bits[s] & unit_b for s, _ in a]
            by_row = 0
            reach = 0
            for x in adj:
                if x:
                    by_row += 1
                    reach |= x
            by_col = reach.bit_count()
            if by_col < by_row:
                by_row = by_col
            if by_row < need or by_row == 0:
                return by_row
            return _matching(adj, by_row if by_row < stop else stop)
    by_row = _row_bound(m, a, b)
    if len(a) == 1 or by_row < need:
        return by_row
    by_col = _col_bound(m, a, b)
    if len(b) == 1 or by_col < need:
        return by_col
    if by_col < by_row:
        by_row = by_col
    if by_row == 0:
        return 0
    return max_flow(m, a, b, by_row if by_row < stop else stop)[0]


# --- the best bonus -------------------------------------------------------------------


def matrix_bonus(m: Sequence[int], rows: Sequence[int] | None = None,
                 cols: Sequence[int] | None = None, floor: int = -1,
                 memo: dict | None = None, fits: tuple[list, list] | None = None, bits=None) -> int:
    """The best bonus (tray value minus its lot count) of the tray with count matrix m.

    `floor`: the caller only cares about bonuses above it; the result is exact when it is
    above `floor`, and otherwise some value <= floor. The row and column sums may be given.
    `memo`, a dict, collects the shared counts computed per (id(a), id(b)), as (count,
    exact) where a count that is not exact is an upper bound, and `fits`, two lists of
    KIND_COUNT Nones, the spreads that fit per kind (both for
    :func:`tray_breakdown.candidates`). `bits`: the cells holding lots as bit masks
    (:func:`_bits`), if known.
    """
    if rows is None:
        rows, cols = line_sums(m)
    cap = _CAP
    # the best symbol kind and the best colour kind, sharing nothing, and which kinds fit
    best_s, kinds_s = _SYMBOL_SIDE[tuple(sorted((cap[rows[0]], cap[rows[1]], cap[rows[2]], cap[rows[3]],
                                                 cap[rows[4]]), reverse=True))]
    best_c, kinds_c = _COLOUR_SIDE[tuple(sorted((cap[cols[0]], cap[cols[1]], cap[cols[2]], cap[cols[3]],
                                                 cap[cols[4]]), reverse=True))]
    best = best_s + best_c
    if floor > best:
        best = floor
    fit_s, fit_c = fits if fits is not None else ([None] * KIND_COUNT, [None] * KIND_COUNT)
    for bound, base, i, j in _PAIRS_FOR[kinds_s, kinds_c]:
        if bound <= best:
            break
        a_list = fit_s[i] or kept_fitting_spreads(fit_s, SYMBOL_KINDS, i, rows)
        b_list = fit_c[j] or kept_fitting_spreads(fit_c, COLOUR_KINDS, j, cols)
        if bits is None:
            bits = _bits(m)
        for a in a_list:
            for b in b_list:
                need = best - base + 1
                v = most_shared(m, a, b, need, 99, bits)
                if memo is not None:
                    memo[id(a), id(b)] = (v, v >= need)  # exact, or else an upper bound
                v += base
                if v > best:
                    best = v
                    if v == bound:
                        break
            if best == bound:
                break
    return best

