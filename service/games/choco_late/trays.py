"""Tray values (C2) and given two-tray splits (C3), with the breakdown.

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
matching. The engine walks the pairs of combination kinds from the highest possible bonus
down (kind bonuses plus the smaller size), stops as soon as no remaining pair can beat the
best found, and computes flows only for the pairs that could, after cheap bounds. Which
kinds a tray can form at all, and which pairs are worth a look, come from tables built at
import. Everything is exact.

Breakdown and ties
------------------
When several choices reach the tray's value, the breakdown is chosen by :data:`TIE_RULE`:
the highest symbol points, then the highest colour points, then the symbol combination
whose lots, sorted ascending, come first lexicographically, then likewise for the colour
combination ("none" counts as 0 points and the empty list). It depends only on the set of
lots, never on their order.

The lexicographic steps are exact. The candidates are the (kind pair, spreads) that reach
the value with those points (:func:`_candidates`). The symbol lots are decided in ascending
order: a lot is taken when a candidate can still be completed with it, and a lot left out
closes its cell (lots of one cell are interchangeable). One pass over all candidates asks
cheap bounds (:func:`_least_symbol_lots_together`); when its choice is complete it is the
exact one, and otherwise a pass per candidate asks flows (:func:`_least_symbol_lots`). The
colour lots then follow colour by colour (:func:`_choose_colours`).

The engine keeps nothing between calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement, permutations

from .cards import DECK_SIZE
from .checks import check_cards
from .combinations import COMBINATIONS, Combination
from .violations import RuleViolation, Violation

TIE_RULE = (
    "When several choices give a tray the same value, the breakdown shows the one with the "
    "highest symbol points, then the highest colour points, then the symbol combination "
    "whose lots, sorted ascending, come first lexicographically, then likewise the colour "
    "combination (no combination counts as 0 points and an empty list). It depends only on "
    "the set of lots, never on their order."
)


# --- results --------------------------------------------------------------------------


@dataclass(frozen=True)
class CombinationUse:
    """A combination scored by a tray: which one, with which lots (ascending)."""

    id: str
    label: str
    lots: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class TrayScore:
    """C2: a tray's value and how it is made."""

    lots: tuple[int, ...]  # as given
    points: int
    symbol_combination: CombinationUse | None
    colour_combination: CombinationUse | None
    loose_lots: tuple[int, ...]  # ascending


@dataclass(frozen=True)
class SplitScore:
    """C3: a given division of a player's lots into two trays, and its total."""

    trays: tuple[TrayScore, TrayScore]
    total: int


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
class _Kind:
    """A combination as used on one side (symbols or colours), or no combination."""

    combo: Combination | None
    points: int
    size: int
    bonus: int  # points - size
    shape: tuple[int, ...]
    # every way to give the shape's parts to distinct values: (spread, needs), where the
    # spread is ((value, lots), ...) and `needs` is what it asks of the sums, in the packed
    # form of :func:`_packed`
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


def _packed(sums: Sequence[int]) -> int:
    """Which values have k lots or more, for every k: bits 5k..5k+4."""
    bits = _LEVEL_BITS
    return bits[0][sums[0]] | bits[1][sums[1]] | bits[2][sums[2]] | bits[3][sums[3]] | bits[4][sums[4]]


def _kinds(side: str) -> tuple[_Kind, ...]:
    kinds = [_Kind(None, 0, 0, 0, (), (((), 0),))]
    for c in COMBINATIONS:
        points = c.symbol_points if side == "symbol" else c.colour_points
        kinds.append(_Kind(c, points, c.size, points - c.size, c.shape, _spreads(c.shape)))
    return tuple(kinds)


SYMBOL_KINDS = _kinds("symbol")
COLOUR_KINDS = _kinds("colour")
_NK = len(SYMBOL_KINDS)
# Facts about spreads, keyed by the id of the spread tuples of the kinds above (every
# spread the engine handles is one of those objects; ids hash faster than nested tuples).
# The spreads that take one lot per value (4 and 5 diversi), with their values as a bit mask:
_UNIT_MASK = {
    id(spread): sum(1 << v for v, _ in spread)
    for kind in SYMBOL_KINDS + COLOUR_KINDS
    if kind.shape[:1] == (1,)
    for spread, _ in kind.spreads
}
# every spread as (lots per value, as a 5-tuple; the values it uses)
_SPREAD_AS = {
    id(spread): (tuple(dict(spread).get(v, 0) for v in range(5)), tuple(v for v, _ in spread))
    for kind in SYMBOL_KINDS + COLOUR_KINDS
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


def _side_table(kinds: tuple[_Kind, ...]) -> dict[tuple[int, ...], tuple[int, int]]:
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
# For each bonus b, the pairs of kinds (with none) that could reach it, in the order of
# the tie rule (symbol points, then colour points), with the lots they must then share.
_PAIRS_REACHING = tuple(
    tuple(
        (x.points, y.points, i, j, b - x.bonus - y.bonus)
        for x, y, i, j in sorted(
            ((x, y, i, j) for i, x in enumerate(SYMBOL_KINDS) for j, y in enumerate(COLOUR_KINDS)),
            key=lambda t: (-t[0].points, -t[1].points, t[2], t[3]),
        )
        if 0 <= b - x.bonus - y.bonus <= min(x.size, y.size)
    )
    for b in range(16)
)


# --- counting -------------------------------------------------------------------------


def _matrix(lots: Iterable[int]) -> list[int]:
    m = [0] * 25
    for n in lots:
        m[CELL[n]] += 1
    return m


def _sums(m: Sequence[int]) -> tuple[list[int], list[int]]:
    rows = [m[0] + m[1] + m[2] + m[3] + m[4], m[5] + m[6] + m[7] + m[8] + m[9],
            m[10] + m[11] + m[12] + m[13] + m[14], m[15] + m[16] + m[17] + m[18] + m[19],
            m[20] + m[21] + m[22] + m[23] + m[24]]
    cols = [m[0] + m[5] + m[10] + m[15] + m[20], m[1] + m[6] + m[11] + m[16] + m[21],
            m[2] + m[7] + m[12] + m[17] + m[22], m[3] + m[8] + m[13] + m[18] + m[23],
            m[4] + m[9] + m[14] + m[19] + m[24]]
    return rows, cols


def _fitting(kind: _Kind, packed: int) -> list:
    """The spreads of `kind` that sums (packed by :func:`_packed`) allow."""
    return [spread for spread, needs in kind.spreads if packed & needs == needs]


def _flow(caps: Sequence[int], rows, cols, limit: int = 99) -> tuple[int, list[int]]:
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


def _bound(m: Sequence[int], a, b) -> int:
    """An upper bound on the lots spreads `a` and `b` can share in m: each symbol s shares
    at most min(a_s, sum over colours of min(b_c, m[s][c])), each colour likewise."""
    by_row = 0
    for s, k in a:
        base = 5 * s
        t = 0
        for c, kc in b:
            x = m[base + c]
            t += kc if kc < x else x
        by_row += k if k < t else t
    by_col = 0
    for c, kc in b:
        t = 0
        for s, k in a:
            x = m[5 * s + c]
            t += k if k < x else x
        by_col += kc if kc < t else t
    return by_row if by_row < by_col else by_col


def _matrix_bits(lots: Iterable[int]) -> tuple[list[int], tuple[list[int], list[int]]]:
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


def _shared(m: Sequence[int], a, b, need: int = 0, stop: int = 99, bits=None) -> int:
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
    by_row = 0
    for s, k in a:
        base = 5 * s
        t = 0
        for c, kc in b:
            x = m[base + c]
            t += kc if kc < x else x
        by_row += k if k < t else t
    if len(a) == 1 or by_row < need:
        return by_row
    by_col = 0
    for c, kc in b:
        t = 0
        for s, k in a:
            x = m[5 * s + c]
            t += k if k < x else x
        by_col += kc if kc < t else t
    if len(b) == 1 or by_col < need:
        return by_col
    if by_col < by_row:
        by_row = by_col
    if by_row == 0:
        return 0
    return _flow(m, a, b, by_row if by_row < stop else stop)[0]


# --- the best bonus -------------------------------------------------------------------


def matrix_bonus(m: Sequence[int], rows: Sequence[int] | None = None,
                 cols: Sequence[int] | None = None, floor: int = -1,
                 memo: dict | None = None, fits: tuple[list, list] | None = None, bits=None) -> int:
    """The best bonus (tray value minus its lot count) of the tray with count matrix m.

    `floor`: the caller only cares about bonuses above it; the result is exact when it is
    above `floor`, and otherwise some value <= floor. The row and column sums may be given.
    `memo`, a dict, collects the shared counts computed per (id(a), id(b)), as (count,
    exact) where a count that is not exact is an upper bound, and `fits`, two lists of _NK
    Nones, the spreads that fit per kind (both for :func:`_candidates`). `bits`: the cells
    holding lots as bit masks (:func:`_bits`), if known.
    """
    if rows is None:
        rows, cols = _sums(m)
    cap = _CAP
    # the best symbol kind and the best colour kind, sharing nothing, and which kinds fit
    best_s, kinds_s = _SYMBOL_SIDE[tuple(sorted((cap[rows[0]], cap[rows[1]], cap[rows[2]], cap[rows[3]],
                                                 cap[rows[4]]), reverse=True))]
    best_c, kinds_c = _COLOUR_SIDE[tuple(sorted((cap[cols[0]], cap[cols[1]], cap[cols[2]], cap[cols[3]],
                                                 cap[cols[4]]), reverse=True))]
    best = best_s + best_c
    if floor > best:
        best = floor
    fit_s, fit_c = fits if fits is not None else ([None] * _NK, [None] * _NK)
    row_packed = col_packed = -1
    for bound, base, i, j in _PAIRS_FOR[kinds_s, kinds_c]:
        if bound <= best:
            break
        a_list = fit_s[i]
        if a_list is None:
            if row_packed < 0:
                row_packed = _packed(rows)
            a_list = fit_s[i] = _fitting(SYMBOL_KINDS[i], row_packed)
        b_list = fit_c[j]
        if b_list is None:
            if col_packed < 0:
                col_packed = _packed(cols)
            b_list = fit_c[j] = _fitting(COLOUR_KINDS[j], col_packed)
        if bits is None:
            bits = _bits(m)
        for a in a_list:
            for b in b_list:
                need = best - base + 1
                v = _shared(m, a, b, need, 99, bits)
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


# --- the breakdown ----------------------------------------------------------------------


class _Candidate:
    """A kind pair with spreads reaching the best bonus (internal; a plain class for speed)."""

    __slots__ = ("sym", "col", "a", "b", "shared", "want", "room", "rows", "cols", "unit_rows", "unit_cols",
                 "one_row", "one_col")

    def __init__(self, sym: _Kind, col: _Kind, a: tuple, b: tuple, shared: int):
        self.sym = sym
        self.col = col
        self.a = a  # symbol spread ((s, k), ...)
        self.b = b  # colour spread ((c, k), ...)
        self.shared = shared  # lots S and C share in every choice of this candidate
        self.want, self.rows = _SPREAD_AS[id(a)]  # a as a vector, and its values
        self.room, self.cols = _SPREAD_AS[id(b)]  # b likewise
        self.unit_rows = sym.shape[:1] == (1,)  # one lot per symbol (4 or 5 diversi)
        self.unit_cols = col.shape[:1] == (1,)
        self.one_row = a[0][0] if len(a) == 1 else -1  # the symbol of a "same" kind
        self.one_col = b[0][0] if len(b) == 1 else -1


def _candidates(m, rows, cols, best: int, memo: dict, fits: tuple[list, list], bits) -> list[_Candidate]:
    """Every (kind pair, spreads) reaching bonus `best` with the highest symbol points and
    then the highest colour points (steps 1 and 2 of the tie rule). `memo` holds shared
    counts already known (see :func:`matrix_bonus`), `fits` the spreads known to fit."""
    found: list[_Candidate] = []
    top = None
    fit_s, fit_c = fits
    row_packed = col_packed = -1
    for sp, cp, i, j, need in _PAIRS_REACHING[best]:
        if top is not None and (sp, cp) != top:
            break
        a_list = fit_s[i]
        if a_list is None:
            if row_packed < 0:
                row_packed = _packed(rows)
            a_list = fit_s[i] = _fitting(SYMBOL_KINDS[i], row_packed)
        if not a_list:
            continue
        b_list = fit_c[j]
        if b_list is None:
            if col_packed < 0:
                col_packed = _packed(cols)
            b_list = fit_c[j] = _fitting(COLOUR_KINDS[j], col_packed)
        if not b_list:
            continue
        for a in a_list:
            for b in b_list:
                if not need:
                    shared = 0
                else:
                    # never more than need (the bonus is the best): ask only whether it
                    # reaches need
                    known = memo.get((id(a), id(b)))
                    if known is None or not known[1] and known[0] >= need:
                        shared = _shared(m, a, b, need, need, bits)
                    else:
                        shared = known[0]  # exact, or a bound too low to matter
                if shared == need:
                    found.append(_Candidate(SYMBOL_KINDS[i], COLOUR_KINDS[j], a, b, need))
                    top = (sp, cp)
    return found


def _bound_left(avail: Sequence[int], need: Sequence[int], room: Sequence[int],
                rows: Sequence[int], cols: Sequence[int]) -> int:
    """:func:`_bound` for symbols `rows` needing `need` and colours `cols` with `room`."""
    cs = [c for c in cols if room[c]]
    by_row = 0
    into = [0, 0, 0, 0, 0]  # per colour: what the rows could bring it
    for s in rows:
        k = need[s]
        if k:
            t = 0
            base = 5 * s
            for c in cs:
                x = avail[base + c]
                if x:
                    r = room[c]
                    t += r if r < x else x
                    into[c] += k if k < x else x
            by_row += k if k < t else t
    by_col = 0
    for c in cs:
        r = room[c]
        t = into[c]
        by_col += r if r < t else t
    return by_row if by_row < by_col else by_col


def _least_symbol_lots(cand: _Candidate, lots: Sequence[int], m: Sequence[int],
                       beat: tuple[int, ...] | None) -> tuple[int, ...] | None:
    """The lexicographically smallest symbol combination of spread `cand.a` that shares
    `cand.shared` lots with some colour combination of spread `cand.b`; None if it does
    not come before `beat`.

    Lots are decided in ascending order: a lot is taken when the choice can still be
    completed. Lots of one cell are interchangeable, so a lot left out closes its cell. A
    choice can be completed when the rows still to fill can reach the colours with room
    left by a flow of the lots still needed to share (rows can always be filled: taking a
    lot lowers a row's need and its supply together, and a cell closes only when no
    completion used it). A known completion (the witness) settles the lots it takes
    without a flow."""
    need = list(cand.want)  # lots still to take per symbol
    room = list(cand.room)  # lots the colour combination can still share per colour
    avail = m[:]  # undecided lots per open cell (rows outside the spread are never asked)
    short = cand.shared  # shared lots still missing
    left = cand.sym.size
    single_row = len(cand.a) == 1
    single_col = len(cand.b) == 1
    taken: list[int] = []
    tied = beat is not None
    witness = None  # undecided lots per cell that a known completion takes
    for index, n in enumerate(lots):
        q, s, c = PLACE[n]
        if not avail[q] or not need[s]:
            continue
        # take n, then see whether the choice can still be completed
        avail[q] -= 1
        need[s] -= 1
        gain = 1 if room[c] else 0
        room[c] -= gain
        short -= gain
        if short <= 0:
            ok = True
        elif short >= left:
            ok = False  # fewer lots left to take (left - 1) than to share
        elif single_row:
            t = 0
            for cc in range(5):
                x = avail[5 * s + cc]
                r = room[cc]
                t += r if r < x else x
            ok = (need[s] if need[s] < t else t) >= short
        elif single_col:
            cc = cand.b[0][0]
            t = 0
            for ss in range(5):
                x = avail[5 * ss + cc]
                r = need[ss]
                t += r if r < x else x
            r = room[cc]
            ok = (r if r < t else t) >= short
        elif witness is not None and witness[q]:
            witness[q] -= 1  # the known completion takes this lot already
            ok = True
        else:
            rws = [(ss, need[ss]) for ss in range(5) if need[ss]]
            cls = [(cc, room[cc]) for cc in range(5) if room[cc]]
            # keep the completion found: it settles the next lots it takes at once
            witness = _completion(avail, rws, cls, short, lots, index + 1)
            ok = witness is not None
        if ok:
            if tied:
                other = beat[len(taken)] if len(taken) < len(beat) else None
                if other is None or n > other:
                    return None  # comes after `beat`
                if n < other:
                    tied = False
            taken.append(n)
            left -= 1
            if not left:
                break
        else:  # leave n out, and with it the rest of its cell
            avail[q] += 1
            need[s] += 1
            room[c] += gain
            short += gain
            avail[q] = 0
    if tied and len(taken) == len(beat):
        return None  # the same as `beat`
    return tuple(taken)


def _least_symbol_lots_together(cands: list[_Candidate], lots: Sequence[int], m: Sequence[int],
                                bits) -> tuple[tuple[int, ...], tuple] | None:
    """The lexicographically smallest symbol combination over all candidates at once, and
    its spread; None when the bounds misled it (then decide per candidate, exactly).

    One pass over the lots in ascending order, as :func:`_least_symbol_lots` does for one
    candidate: a lot is taken when some candidate still consistent with the lots decided
    so far can take it (by the bounds), and the candidates that cannot drop out; a lot no
    candidate can take is left out, closing its cell. The pass ends when a candidate is
    complete. Every lot taken is then completable by that candidate (its choice completes
    it) and every lot left out failed the bound, hence the flow, for every candidate still
    in: so the choice is the exact one."""
    avail = m[:]
    # cells with lots left, as bit masks: colours per symbol, symbols per colour
    row_bits = bits[0][:]
    col_bits = bits[1][:]
    alive = []
    for cand in cands:
        # need per symbol, room per colour, shared lots missing, lots left, the candidate
        alive.append([list(cand.want), list(cand.room), cand.shared, cand.sym.size, cand])
    taken: list[int] = []
    for n in lots:
        q, s, c = PLACE[n]
        if not avail[q]:
            continue
        avail[q] -= 1
        if not avail[q]:
            row_bits[s] &= ~(1 << c)
            col_bits[c] &= ~(1 << s)
        able = []
        for state in alive:
            need, room, short, left, cand = state
            if not need[s]:
                continue
            need[s] -= 1
            gain = 1 if room[c] else 0
            room[c] -= gain
            short -= gain
            if short <= 0:
                ok = True
            elif short >= left:
                ok = False  # fewer lots left to take (left - 1) than to share
            elif cand.one_col >= 0:  # one colour: its room against what the rows can bring
                cc = cand.one_col
                t = 0
                for ss in cand.rows:
                    x = avail[5 * ss + cc]
                    k = need[ss]
                    t += k if k < x else x
                r = room[cc]
                ok = (r if r < t else t) >= short
            elif cand.one_row >= 0:  # one symbol: its need against what the colours take
                base = 5 * cand.one_row
                t = 0
                for cc in cand.cols:
                    x = avail[base + cc]
                    r = room[cc]
                    t += r if r < x else x
                k = need[cand.one_row]
                ok = (k if k < t else t) >= short
            elif cand.unit_rows or cand.unit_cols:
                ok = _bound_bits(need, room, row_bits, col_bits, cand) >= short
            else:
                ok = _bound_left(avail, need, room, cand.rows, cand.cols) >= short
            if ok:
                state[2] = short
                state[3] = left - 1
                able.append(state)
            else:
                need[s] += 1
                room[c] += gain
        if able:
            alive = able
            taken.append(n)
            for state in alive:
                if not state[3]:
                    return tuple(taken), state[4].a
        elif avail[q]:  # leave n out, and with it the rest of its cell
            avail[q] = 0
            row_bits[s] &= ~(1 << c)
            col_bits[c] &= ~(1 << s)
    return None


def _bound_bits(need: Sequence[int], room: Sequence[int], row_bits: Sequence[int],
                col_bits: Sequence[int], cand: _Candidate) -> int:
    """:func:`_bound_left` when the symbol spread or the colour spread takes one lot per
    value: from bit masks of the cells with lots left."""
    need_mask = 0
    for s in cand.rows:
        if need[s]:
            need_mask |= 1 << s
    room_mask = 0
    for c in cand.cols:
        if room[c]:
            room_mask |= 1 << c
    if cand.unit_rows:
        by_row = 0
        reach = 0
        for s in cand.rows:
            if need[s]:
                x = row_bits[s] & room_mask
                if x:
                    by_row += 1
                    reach |= x
        if cand.unit_cols:
            by_col = reach.bit_count()
        else:
            by_col = 0
            for c in cand.cols:
                r = room[c]
                if r:
                    t = (col_bits[c] & need_mask).bit_count()
                    by_col += r if r < t else t
    else:  # one lot per colour
        by_col = 0
        reach = 0
        for c in cand.cols:
            if room[c]:
                x = col_bits[c] & need_mask
                if x:
                    by_col += 1
                    reach |= x
        by_row = 0
        for s in cand.rows:
            k = need[s]
            if k:
                t = (row_bits[s] & room_mask).bit_count()
                by_row += k if k < t else t
    return by_row if by_row < by_col else by_col


def _completion(avail: Sequence[int], rows, cols, short: int, lots: Sequence[int],
                start: int) -> list[int] | None:
    """A completion of a symbol choice, if there is one: the undecided lots per cell it
    takes. The rows still need `rows` ((s, lots), ...), the colours can still share `cols`,
    and `short` more shared lots are needed: a flow finds them, and each symbol's rest is
    filled with the lowest lots of lots[start:] (every row can be filled)."""
    if not rows or not cols or _bound(avail, rows, cols) < short:
        return None
    value, f = _flow(avail, rows, cols, short)
    if value < short:
        return None
    out = [0] * 25
    rest = [0] * 5
    nc = len(cols)
    for i, (s, k) in enumerate(rows):
        used = 0
        for j, (c, _) in enumerate(cols):
            x = f[i * nc + j]
            if x:
                out[5 * s + c] += x
                used += x
        rest[s] = k - used
    if any(rest):
        for n in lots[start:]:
            q = CELL[n]
            s = q // 5
            if rest[s] and out[q] < avail[q]:
                out[q] += 1
                rest[s] -= 1
    return out


def _choose(lots: Sequence[int], m, rows, cols, best: int, memo: dict, fits, bits):
    """The tie rule's choice among the choices with bonus `best`: (symbol kind, symbol lots,
    colour kind, colour lots, loose lots), lots ascending."""
    cands = _candidates(m, rows, cols, best, memo, fits, bits)
    ordered = sorted(lots)

    # step 3: the lexicographically smallest symbol combination
    s_lots: tuple[int, ...] = ()
    spread = cands[0].a
    if cands[0].sym.combo is not None:
        found = _least_symbol_lots_together(cands, ordered, m, bits)
        if found is not None:
            s_lots, spread = found
        else:  # a bound misled the pass over all candidates: decide exactly, one by one
            best_s = None
            for cand in cands:
                found = _least_symbol_lots(cand, ordered, m, best_s)
                if found is not None:
                    best_s = found
                    spread = cand.a
            s_lots = best_s
    return _choose_colours([c for c in cands if c.a == spread], ordered, s_lots)


def _choose_colours(cands: list[_Candidate], ordered: list[int], s_lots: tuple[int, ...]):
    """Step 4 of the tie rule: the lexicographically smallest colour combination for the
    symbol combination s_lots (of the spread of every candidate in `cands`): colour by
    colour, the lots it shares with the symbol combination (as many as the colour holds,
    lowest first), then the lowest of the others. Returns (symbol kind, s_lots, colour
    kind, colour lots, loose lots)."""
    mine: list[list[int]] = [[], [], [], [], []]  # symbol lots per colour, ascending
    for n in s_lots:
        mine[PLACE[n][2]].append(n)
    others = None
    chosen = None
    for cand in cands:
        shared = 0
        for c, k in cand.b:
            x = len(mine[c])
            shared += k if k < x else x
        if shared != cand.shared:
            continue
        pick: list[int] = []
        for c, k in cand.b:
            x = len(mine[c])
            if k <= x:
                pick += mine[c][:k]
            else:
                if others is None:
                    others = [[], [], [], [], []]
                    in_s = set(s_lots)
                    for n in ordered:
                        if n not in in_s:
                            others[PLACE[n][2]].append(n)
                pick += mine[c]
                pick += others[c][: k - x]
        pick.sort()
        key = tuple(pick)
        if chosen is None or key < chosen[1]:
            chosen = (cand, key)
    assert chosen is not None
    cand, c_lots = chosen
    used = set(s_lots)
    used.update(c_lots)
    loose = tuple(n for n in ordered if n not in used)
    return cand.sym, s_lots, cand.col, c_lots, loose


# --- public API -------------------------------------------------------------------------


def _use(kind: _Kind, lots: tuple[int, ...]) -> CombinationUse | None:
    if kind.combo is None:
        return None
    return CombinationUse(kind.combo.id, kind.combo.label, lots, kind.points)


def _score_checked(lots: tuple[int, ...]) -> TrayScore:
    if not lots:
        return TrayScore((), 0, None, None, ())
    m, bits = _matrix_bits(lots)
    rows, cols = _sums(m)
    memo: dict = {}
    fits = ([None] * _NK, [None] * _NK)
    best = matrix_bonus(m, rows, cols, memo=memo, fits=fits, bits=bits)
    sym, s_lots, col, c_lots, loose = _choose(lots, m, rows, cols, best, memo, fits, bits)
    return TrayScore(lots, len(lots) + best, _use(sym, s_lots), _use(col, c_lots), loose)


_CARDS = frozenset(range(1, DECK_SIZE + 1))


def _checked(lots: Iterable[int], pointer: str) -> tuple[int, ...]:
    """D1 by :func:`check_cards`, with a quick screen first: ints 1..100, none twice. Only
    when the screen fails does check_cards run, to say which value breaks the rule."""
    lots = tuple(lots)
    try:
        if _CARDS.issuperset(lots) and len(set(lots)) == len(lots) and all(type(n) is int for n in lots):
            return lots
    except TypeError:  # an unhashable value: check_cards names it
        pass
    return check_cards(lots, pointer)


def score_tray(lots: Iterable[int], pointer: str = "/lots") -> TrayScore:
    """C2: the value of one tray with its breakdown (ties by :data:`TIE_RULE`).

    Raises RuleViolation (D1) for a value that is not a card or a card given twice; the
    violation's pointer is `pointer`/index.
    """
    return _score_checked(_checked(lots, pointer))


def tray_points(lots: Iterable[int], pointer: str = "/lots") -> int:
    """C2: only the value of one tray (no breakdown), checked like :func:`score_tray`."""
    lots = _checked(lots, pointer)
    if not lots:
        return 0
    return len(lots) + matrix_bonus(_matrix(lots))


def score_split(trays: Sequence[Iterable[int]], pointer: str = "/trays") -> SplitScore:
    """C3: the total of a given division of lots into exactly two trays (either may be
    empty). A card in both trays, or twice in one, is a D1 violation; another number of
    trays is a C3 violation at `pointer`."""
    trays = list(trays)
    if len(trays) != 2:
        raise RuleViolation(Violation("C3", "trays_not_two", {"count": len(trays)}, None, pointer))
    seen: dict[int, str] = {}
    checked = [check_cards(t, f"{pointer}/{i}", seen) for i, t in enumerate(trays)]
    scores = (_score_checked(checked[0]), _score_checked(checked[1]))
    return SplitScore(scores, scores[0].points + scores[1].points)
