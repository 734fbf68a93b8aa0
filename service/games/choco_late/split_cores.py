"""The cores of a choice of combinations in a collection (C3), in one fixed order.

A *core* is the lots of one choice of combinations: a symbol combination spread over the
symbols as `a` and a colour combination spread over the colours as `b`, sharing exactly
`need` lots. Only the collection's count matrix matters (lots of one cell are
interchangeable), so a core is a vector of counts per cell. :meth:`Cores.walk` lists the
cores of (a, b, need) in a fixed order: the symbol choice row by row (each row's ways to
take its lots, in the order of :func:`vectors`), dropping the choices that cannot share
enough; then for each, the colour choice colour by colour (per colour, the distinct
(lots shared, cells taken), ascending). The split search relies on this order: it is the
order in which the best split's choice among equally good splits is made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .tray_kinds import Spread


def vectors(caps: Sequence[int], k: int) -> list[tuple[int, ...]]:
    """Every vector v of len(caps) with 0 <= v[i] <= caps[i] and sum k, in a fixed order:
    the first entry as large as it can be first, then the next, and so on."""
    out: list[tuple[int, ...]] = []
    cur = [0] * len(caps)
    room = [0] * (len(caps) + 1)
    for i in range(len(caps) - 1, -1, -1):
        room[i] = room[i + 1] + caps[i]

    def rec(i: int, left: int) -> None:
        if i == len(caps):
            if not left:
                out.append(tuple(cur))
            return
        if room[i] < left:
            return
        top = caps[i] if caps[i] < left else left
        for v in range(top, -1, -1):
            cur[i] = v
            rec(i + 1, left - v)
        cur[i] = 0

    rec(0, k)
    return out


class Cores:
    """The cores of a collection with count matrix `m`, with what they reuse (the ways to
    take k lots of a symbol or of a colour, a colour's options given the symbol lots)."""

    def __init__(self, m: Sequence[int]):
        self.m = m
        self._rows: dict[tuple[int, int], list[tuple[int, ...]]] = {}
        self._cols: dict[tuple[int, int], list[tuple[int, ...]]] = {}
        self._options: dict[tuple[int, ...], list[tuple[int, tuple[int, ...]]]] = {}

    def row_vectors(self, s: int, k: int) -> list[tuple[int, ...]]:
        """Every way to take k lots of symbol s: lots per colour."""
        out = self._rows.get((s, k))
        if out is None:
            m = self.m
            out = self._rows[s, k] = vectors([m[5 * s + c] for c in range(5)], k)
        return out

    def col_vectors(self, c: int, k: int) -> list[tuple[int, ...]]:
        """Every way to take k lots of colour c: lots per symbol."""
        out = self._cols.get((c, k))
        if out is None:
            m = self.m
            out = self._cols[c, k] = vectors([m[5 * s + c] for s in range(5)], k)
        return out

    def colour_options(self, c: int, k: int, x: Sequence[int]) -> list[tuple[int, tuple[int, ...]]]:
        """The distinct (lots shared with the symbol choice x, lots of the core per symbol)
        of taking k lots of colour c, ascending."""
        key = (c, k, x[c], x[5 + c], x[10 + c], x[15 + c], x[20 + c])
        out = self._options.get(key)
        if out is None:
            seen: dict[tuple[int, tuple[int, ...]], None] = {}
            for vec in self.col_vectors(c, k):
                shared = 0
                column = []
                for s in range(5):
                    xs = x[5 * s + c]
                    ys = vec[s]
                    shared += xs if xs < ys else ys
                    column.append(xs if xs > ys else ys)
                seen.setdefault((shared, tuple(column)), None)
            out = self._options[key] = sorted(seen)
        return out

    def walk(self, a: Spread, b: Spread, need: int, tick: Callable[[], None], symbols_may_do: Callable[[list[int]], bool],
             take: Callable[[tuple[int, ...]], None]) -> None:
        """Every core of symbol spread `a` and colour spread `b` sharing exactly `need` lots,
        in order, given to `take` (a tuple of counts per cell; `take` may raise to stop).

        `tick` is called for every symbol choice expanded (row by row);
        `symbols_may_do(x)`, for each complete symbol choice x, says whether a core built on
        it can matter (the caller's bound); when it cannot, its colour choices are skipped."""
        x = [0] * 25
        rows = list(a)
        count = len(rows)
        later = [0] * (count + 1)  # lots the rows after i take
        for i in range(count - 1, -1, -1):
            later[i] = later[i + 1] + rows[i][1]

        def by_rows(i: int) -> None:
            tick()
            # the most x can share with b: what the rows so far can, plus every later lot
            most = later[i]
            for c, k in b:
                v = x[c] + x[5 + c] + x[10 + c] + x[15 + c] + x[20 + c]
                most += k if k < v else v
            if most < need:
                return
            if i == count:
                if symbols_may_do(x):
                    self._with_colours(x, b, need, take)
                return
            s, k = rows[i]
            base = 5 * s
            for vec in self.row_vectors(s, k):
                x[base], x[base + 1], x[base + 2], x[base + 3], x[base + 4] = vec
                by_rows(i + 1)
            x[base] = x[base + 1] = x[base + 2] = x[base + 3] = x[base + 4] = 0

        by_rows(0)

    def _with_colours(self, x: list[int], b: Spread, need: int, take: Callable[[tuple[int, ...]], None]) -> None:
        """Every colour choice of spread b sharing exactly `need` lots with x, as cores."""
        options = [(c, self.colour_options(c, k, x)) for c, k in b]
        count = len(options)
        after_most = [0] * (count + 1)
        after_least = [0] * (count + 1)
        for i in range(count - 1, -1, -1):
            opts = options[i][1]
            after_most[i] = after_most[i + 1] + opts[-1][0]
            after_least[i] = after_least[i + 1] + opts[0][0]
        core = list(x)

        def by_colours(i: int, shared: int) -> None:
            if i == count:
                if shared == need:
                    take(tuple(core))
                return
            c, opts = options[i]
            for got, column in opts:
                total = shared + got
                if total + after_least[i + 1] > need or total + after_most[i + 1] < need:
                    continue
                core[c], core[5 + c], core[10 + c], core[15 + c], core[20 + c] = column
                by_colours(i + 1, total)
            core[c], core[5 + c], core[10 + c], core[15 + c], core[20 + c] = (
                x[c], x[5 + c], x[10 + c], x[15 + c], x[20 + c])

        by_colours(0, 0)
