"""The best division of a collection into two trays (C3), by an exact search.

Why it works
------------
A tray of n lots is worth n plus a *bonus* (see :mod:`tray_bonus`): its combinations'
points minus the lots they use, plus the lots they share. The bonus comes from the tray's
*core*, the lots of its symbol and colour combinations; every other lot is loose and scores
1 wherever it lies. A tray's best bonus never drops when a lot is added. So a split of n
lots scores n + B(T1) + B(T2), where B is the best bonus of a tray, and

    best split = n + max over cores K of  bonus(K) + B(M - K)

where M is the collection's 5x5 (symbol, colour) count matrix, K a core (the lots of one
choice of combinations, as counts per cell) and M - K the other tray. Only the count
matrix matters; which lot of a cell goes where does not.

Name the trays so that T1 has the larger bonus: then the split scores at most 2 * B(T1).
The search therefore walks the cores level by level, from bonus B(M) down, and stops at the
first level t with 2t <= the best split found (or when it reaches the bound 2 * B(M)). At
each level it evaluates every core of that bonus: B(M - K), exactly, with the best found as
a floor so that hopeless rests are dismissed from their kind bounds. It starts from the
split "everything in one tray" (B(M) + 0).

Budget and answer
-----------------
The search counts *nodes*: every symbol-combination choice it expands and every core it
evaluates. Past `max_nodes` (deterministic: the same collection gets the same answer on
every machine) or past an optional wall-clock `deadline` (seconds, a safety only), it stops
and answers the best split found with `optimal` false and `upper_bound` the proven bound
n + max(best bonus, 2t) where t is the level it was in: no split it had not yet seen can
score more. With `optimal` true, `upper_bound` equals `total`.

The answer depends only on the set of lots: the search runs on the count matrix in a fixed
order, and the trays take the lowest-numbered lots of a cell first. The first tray is the
one built around the core found; either tray may be empty.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from .checks import check_cards
from .tray_bonus import matrix_bonus
from .tray_counts import CELL, count_matrix, line_sums
from .tray_flows import most_shared
from .tray_kinds import COLOUR_KINDS, KIND_COUNT, SYMBOL_KINDS, kept_fitting_spreads
from .trays import TrayScore, score_tray

DEFAULT_MAX_NODES = 50_000
"""Node budget of :func:`best_split` (symbol choices expanded plus cores evaluated)."""



@dataclass(frozen=True)
class BestSplit:
    """C3: a best (or the best found) division of a collection into two trays."""

    trays: tuple[TrayScore, TrayScore]
    total: int
    optimal: bool
    upper_bound: int  # proven: no split scores more; == total when optimal
    nodes: int  # search nodes used
    max_nodes: int = DEFAULT_MAX_NODES  # the budget it ran under


class _OutOfBudget(Exception):
    pass


class _Proven(Exception):
    """The best split found reaches the bound of the level being searched."""


class _Search:
    def __init__(self, m: list[int], max_nodes: int, deadline: float | None):
        self.m = m
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.rest_memo: dict[tuple, tuple[int, int]] = {}
        self.seen: set[tuple] = set()
        self.best = 0  # best total bonus found
        self.best_core: tuple | None = None  # counts per cell of the first tray's core
        self.sums = line_sums(m)  # (rows, cols)
        self.fit_s: list[list | None] = [None] * KIND_COUNT
        self.fit_c: list[list | None] = [None] * KIND_COUNT
        self.row_options: dict[tuple[int, int], list[tuple[int, ...]]] = {}
        self.col_options: dict[tuple[int, int], list[tuple[int, ...]]] = {}

    # --- budget -------------------------------------------------------------------------

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise _OutOfBudget
        if self.deadline is not None and not self.nodes & 63 and time.perf_counter() > self.deadline:
            raise _OutOfBudget

    # --- tables -------------------------------------------------------------------------

    def fits(self, side: int, i: int) -> list:
        if side == 0:
            return kept_fitting_spreads(self.fit_s, SYMBOL_KINDS, i, self.sums[0])
        return kept_fitting_spreads(self.fit_c, COLOUR_KINDS, i, self.sums[1])

    def row_vectors(self, s: int, k: int) -> list[tuple[int, ...]]:
        """Every way to take k lots of symbol s: lots per colour."""
        key = (s, k)
        out = self.row_options.get(key)
        if out is None:
            out = self.row_options[key] = _vectors([self.m[5 * s + c] for c in range(5)], k)
        return out

    def col_vectors(self, c: int, k: int) -> list[tuple[int, ...]]:
        """Every way to take k lots of colour c: lots per symbol."""
        key = (c, k)
        out = self.col_options.get(key)
        if out is None:
            out = self.col_options[key] = _vectors([self.m[5 * s + c] for s in range(5)], k)
        return out

    # --- the rest -----------------------------------------------------------------------

    def rest_bonus(self, rest: tuple[int, ...], floor: int) -> int:
        """B(rest) when above `floor`, else some value <= floor (memoised per matrix)."""
        known = self.rest_memo.get(rest)
        if known is not None:
            value, asked = known
            if value > asked or asked <= floor:
                return value
        value = matrix_bonus(rest, floor=floor)
        self.rest_memo[rest] = (value, floor)
        return value

    def consider(self, core: tuple[int, ...], bonus: int) -> None:
        if core in self.seen:
            return
        self.seen.add(core)
        self.tick()
        rest = tuple(x - k for x, k in zip(self.m, core))
        total = bonus + self.rest_bonus(rest, self.best - bonus)
        if total > self.best:
            self.best = total
            self.best_core = core
            if total >= 2 * bonus:  # no core of this level or below can do better
                raise _Proven

    # --- the cores of one level ---------------------------------------------------------

    def level(self, t: int) -> None:
        """Evaluate every core whose choice has bonus exactly t."""
        for i, x in enumerate(SYMBOL_KINDS):
            for j, y in enumerate(COLOUR_KINDS):
                need = t - x.bonus - y.bonus
                if need < 0 or need > min(x.size, y.size):
                    continue
                a_list = self.fits(0, i)
                b_list = self.fits(1, j)
                for a in a_list:
                    for b in b_list:
                        if need and most_shared(self.m, a, b, need) < need:
                            continue
                        self.cores(a, b, need, t)

    def cores(self, a, b, need: int, t: int) -> None:
        """Every core of a symbol spread a and a colour spread b sharing exactly `need`:
        the symbol choices x row by row (dropping those that cannot share enough), then
        the colour choices for each (:meth:`with_colours`)."""
        x = [0] * 25
        rows = list(a)

        later = [0] * (len(rows) + 1)  # lots the rows after i take
        for i in range(len(rows) - 1, -1, -1):
            later[i] = later[i + 1] + rows[i][1]

        def by_rows(i: int) -> None:
            self.tick()
            # the most x can share with b: what the rows so far can, plus every later lot
            most = later[i]
            for c, k in b:
                v = x[c] + x[5 + c] + x[10 + c] + x[15 + c] + x[20 + c]
                most += k if k < v else v
            if most < need:
                return
            if i == len(rows):
                self.with_colours(x, b, need, t)
                return
            s, k = rows[i]
            base = 5 * s
            for vec in self.row_vectors(s, k):
                x[base], x[base + 1], x[base + 2], x[base + 3], x[base + 4] = vec
                by_rows(i + 1)
            x[base] = x[base + 1] = x[base + 2] = x[base + 3] = x[base + 4] = 0

        by_rows(0)

    def with_colours(self, x: list[int], b, need: int, t: int) -> None:
        """Every colour choice of spread b sharing exactly `need` lots with x, as cores."""
        # per colour: the distinct (shared, core column) it can give
        options = []
        for c, k in b:
            seen = {}
            for vec in self.col_vectors(c, k):
                shared = 0
                column = []
                for s in range(5):
                    xs = x[5 * s + c]
                    ys = vec[s]
                    shared += xs if xs < ys else ys
                    column.append(xs if xs > ys else ys)
                seen.setdefault((shared, tuple(column)), None)
            options.append((c, sorted(seen)))
        most = [max(o[0] for o in opts) for _, opts in options]
        least = [min(o[0] for o in opts) for _, opts in options]
        after_most = [0] * (len(options) + 1)
        after_least = [0] * (len(options) + 1)
        for i in range(len(options) - 1, -1, -1):
            after_most[i] = after_most[i + 1] + most[i]
            after_least[i] = after_least[i + 1] + least[i]
        core = list(x)

        def by_colours(i: int, shared: int) -> None:
            if i == len(options):
                if shared == need:
                    self.consider(tuple(core), t)
                return
            c, opts = options[i]
            for got, column in opts:
                total = shared + got
                if total + after_least[i + 1] > need or total + after_most[i + 1] < need:
                    continue
                for s in range(5):
                    core[5 * s + c] = column[s]
                by_colours(i + 1, total)
            for s in range(5):
                core[5 * s + c] = x[5 * s + c]

        by_colours(0, 0)


def _vectors(caps: list[int], k: int) -> list[tuple[int, ...]]:
    """Every vector v of len(caps) with 0 <= v[i] <= caps[i] and sum k, in a fixed order."""
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


def best_split(lots: Iterable[int], pointer: str = "/lots", *, max_nodes: int = DEFAULT_MAX_NODES,
               deadline: float | None = None) -> BestSplit:
    """C3: a best division of `lots` into two trays (see the module docstring).

    `max_nodes`: the deterministic search budget; `deadline`: optional wall-clock limit in
    seconds from the call, a safety. Raises RuleViolation (D1) for a value that is not a
    card or a card given twice (pointer `pointer`/index).
    """
    lots = check_cards(lots, pointer)
    n = len(lots)
    m = count_matrix(lots)
    stop_at = None if deadline is None else time.perf_counter() + deadline
    search = _Search(m, max_nodes, stop_at)
    top = matrix_bonus(m) if n else 0
    search.best = top  # everything in one tray, the other empty
    optimal = True
    t = top
    try:
        while t > 0 and 2 * t > search.best:
            search.level(t)
            t -= 1
    except _Proven:
        pass
    except _OutOfBudget:
        optimal = False

    # the trays: the core's counts per cell from the lowest-numbered lots, the rest apart
    core = search.best_core
    if core is None:
        first, second = tuple(sorted(lots)), ()
    else:
        left = list(core)
        first_list, second_list = [], []
        for card in sorted(lots):
            q = CELL[card]
            if left[q]:
                left[q] -= 1
                first_list.append(card)
            else:
                second_list.append(card)
        first, second = tuple(first_list), tuple(second_list)
    trays = (score_tray(first, pointer), score_tray(second, pointer))
    total = trays[0].points + trays[1].points  # >= n + search.best; more only if cut short
    # cut short in level t: no core left unseen has a bonus above t, so no split above 2t
    upper = total if optimal else max(total, n + 2 * t)
    return BestSplit(trays, total, optimal, upper, search.nodes, max_nodes)
