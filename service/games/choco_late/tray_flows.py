"""Flows and matchings (C2): the most lots a symbol and a colour combination can share.

For a symbol spread `a` and a colour spread `b` (see :mod:`tray_kinds`), the most lots the
two combinations can share is a maximum flow from the symbols (capacity a) through the
cells of the count matrix to the colours (capacity b): :func:`max_flow`.
:func:`most_shared` asks the bounds of :mod:`tray_bounds` first (exact with one symbol or
one colour), and when both spreads take one lot per value (4 or 5 diversi) it turns the
flow into a matching over bit masks (:func:`_matching`).
"""

from __future__ import annotations

from collections.abc import Sequence

from .tray_bounds import col_bound, row_bound
from .tray_kinds import UNIT_MASK, CellBits, Pairs, Spread


def max_flow(caps: Sequence[int], rows: Pairs, cols: Pairs, limit: int = 99) -> tuple[int, list[int]]:
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


def most_shared(m: Sequence[int], a: Spread, b: Spread, need: int = 0, stop: int = 99,
                bits: CellBits | None = None) -> int:
    """The most lots a symbol spread `a` and a colour spread `b` can share in matrix m (a
    flow), when that is `need` or more; otherwise some smaller number (an upper bound). With
    `stop`, a search may stop there: an answer of `stop` or more then means "at least stop".

    Each symbol s can share at most min(a_s, sum over colours of min(b_c, m[s][c])), and
    each colour likewise: with one symbol or one colour that bound is exact. Otherwise a
    flow decides, stopping once it reaches the bound. When both spreads take one lot per
    value (4 or 5 diversi), `bits` (from :func:`cell_bits`) turns it into a matching over bit
    masks."""
    if bits is not None:
        unit_b = UNIT_MASK.get(id(b))
        if unit_b is not None and id(a) in UNIT_MASK:
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
    by_row = row_bound(m, a, b)
    if len(a) == 1 or by_row < need:
        return by_row
    by_col = col_bound(m, a, b)
    if len(b) == 1 or by_col < need:
        return by_col
    if by_col < by_row:
        by_row = by_col
    if by_row == 0:
        return 0
    return max_flow(m, a, b, by_row if by_row < stop else stop)[0]
