"""The search behind the best split (C3): first the best total, then which split shows it.

Cores and levels
----------------
A split of a collection M (its count matrix) into trays T1 and T2 scores
n + B(T1) + B(T2), B being a tray's best bonus (:func:`tray_bonus.matrix_bonus`). A choice
of combinations with bonus t (its points minus its lots) has a *core* K, its lots
(:mod:`split_cores`); putting exactly K in one tray and the rest in the other scores at
least n + t + B(M - K). Every split is matched so by the core of the best choice of its
tray with the larger bonus, at a level t >= half its bonus total. So

    best total = n + max over cores K of t + B(M - K)

over the cores of the levels t from B(M) down to half the best bonus total. A core is
made of a symbol spread a and a colour spread b (:mod:`tray_kinds`) and the lots they
share, `need`: its level is the two kinds' bonuses plus `need`.

Step 1: the best total, best first
----------------------------------
The search keeps the best bonus total found, `lb` (at first everything in one tray:
B(M)). A *probe* first walks the order of record (below) at level B(M) for a core whose
rest is worth B(M) as well, for at most :data:`PROBE_NODES` nodes (collections of
:data:`PROBE_LOTS` lots or more): no split beats that
(each tray is worth at most B(M)), and it is then the answer. Otherwise a heap holds
groups of cores, each with an upper bound on what its cores can reach,
min(2t, t + a bound on B(M - K)) (:mod:`split_bounds`), in four grains: a pair of kinds
(bounded by size), the same with the classes of the line sums its spreads leave (the
class bound), a pair of spreads (the most lots the two can share, a flow, caps t), and
one `need` of a pair of spreads (the capped-matrix bound). The group with the highest
bound is refined first (among equal bounds the finer grain, to find good splits early);
a group of the last grain has its cores walked, each symbol choice x first bounded by the
exact B(M - x), each core then valued exactly, `lb` rising with them. The search stops
when no group's bound exceeds `lb`, which is then the best bonus total: every bound is
an upper bound, and the group of a best split's core keeps a bound at least the best
total until that core is valued.

Step 2: which of the best splits
--------------------------------
Among equally good splits the answer is the one whose core comes first in the *order
of record*: levels from B(M) down, then the symbol kind and the colour kind in the order
of the combination table (none first), then the spreads in the order of their kinds'
`spreads`, then the cores in the order of :meth:`split_cores.Cores.walk`: the first core
K of that order with t + B(M - K) equal to the best bonus total. The first tray holds
exactly that core, the second everything else; when no split beats everything in one
tray, that is the answer (the second tray empty). :meth:`SplitSearch.first_reaching`
walks that order, skipping whatever the bounds (and step 1's walks) show cannot reach
the best total, and stops at the first core that does; the first best core lies at a
level of at least half the best total, so the walk stops there. This is the order in
which the search has always met the cores, so the answers are those it always gave.

Budget
------
Every step of work is a *node*: a group refined, a flow, a capped bound, a symbol choice
expanded, a core valued. Past `max_nodes`, or past the wall-clock `deadline` (looked at
every 64 nodes), :class:`OutOfBudget` is raised; in step 1 the search then leaves in
`upper` a proven bound on the best bonus total.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable, Sequence
from typing import Any

from .split_bounds import capped_matrix, class_bound, shape_key, side_class, size_bound
from .split_cores import Cores
from .tray_bonus import matrix_bonus
from .tray_counts import cell_bits, line_sums
from .tray_flows import most_shared
from .tray_kinds import COLOUR_KINDS, KIND_COUNT, SYMBOL_KINDS, Fits, Spread, kept_fitting_spreads

# The spreads of a kind that fit, by the class of the line sums they leave.
Groups = dict[tuple[int, int], list[Spread]]
# A refinement waiting in step 1's heap: (-bound, -stage, -level, sequence, what to refine).
HeapEntry = tuple[int, int, int, int, tuple[Any, ...]]

_BONUS = ([k.bonus for k in SYMBOL_KINDS], [k.bonus for k in COLOUR_KINDS])
_SIZE = ([k.size for k in SYMBOL_KINDS], [k.size for k in COLOUR_KINDS])
_KINDS = (SYMBOL_KINDS, COLOUR_KINDS)

# grains of the groups of step 1
_KIND_PAIR, _CLASS_PAIR, _SPREAD_PAIR, _SHARED = 0, 1, 2, 3


PROBE = True
"""Whether step 1 starts with the probe (the tests compare the answers without it)."""
PROBE_NODES = 48
"""The most nodes the probe may use before the best-first search takes over."""
PROBE_LOTS = 12
"""The fewest lots for which the probe is tried: below, both trays rarely reach B(M)."""


class OutOfBudget(Exception):
    """The node budget or the deadline ran out."""


class _GiveUp(Exception):
    """The probe found nothing within its nodes."""


class _Found(Exception):
    """The first core of the order reaching the total sought (:attr:`core`)."""

    def __init__(self, core: tuple[int, ...]):
        super().__init__(core)
        self.core = core


class SplitSearch:
    """The two steps of the search on count matrix `m` (n lots, best bonus `top`)."""

    def __init__(self, m: Sequence[int], n: int, top: int, max_nodes: int, deadline: float | None):
        self.m = m
        self.n = n
        self.top = top
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.lb = top  # the best bonus total found: at first everything in one tray
        self.best_core: tuple[int, ...] | None = None  # the core of the split reaching lb
        self.upper = 2 * top  # if step 1 runs out: a proven bound on the best bonus total
        self.sums = tuple(map(tuple, line_sums(m)))  # (rows, cols)
        self.bits = cell_bits(m)
        self.cores = Cores(m)
        self._fits: tuple[Fits, Fits] = ([None] * KIND_COUNT, [None] * KIND_COUNT)
        self._groups: tuple[list[Groups | None], list[Groups | None]] = ([None] * KIND_COUNT, [None] * KIND_COUNT)
        # id(spread) -> (line sums left, class, lots)
        self._spread: dict[int, tuple[tuple[int, ...], tuple[int, int], int]] = {}
        self._rest: dict[tuple[int, ...], tuple[int, int]] = {}  # B(rest): (value, floor asked)
        self._capped: dict[tuple[object, ...], tuple[int, int]] = {}  # capped bounds by line sums and by shape
        self._flow: dict[tuple[int, int], int] = {}  # most lots two spreads share
        self._walked: dict[tuple[int, int, int], int] = {}  # (a, b, need) walked in step 1 -> lb after
        self.probed = False

    # --- budget -----------------------------------------------------------------------------

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise OutOfBudget
        if self.deadline is not None and not self.nodes & 63 and time.perf_counter() > self.deadline:
            raise OutOfBudget

    # --- spreads ------------------------------------------------------------------------------

    def groups(self, side: int, i: int) -> Groups:
        """The spreads of kind i of a side (0 symbols, 1 colours) that fit the collection, by
        the class of the line sums they leave; notes each one's sums left and lot count."""
        found = self._groups[side][i]
        if found is None:
            sums = self.sums[side]
            found = {}
            for spread in kept_fitting_spreads(self._fits[side], _KINDS[side], i, sums):
                left = list(sums)
                for v, k in spread:
                    left[v] -= k
                cls = side_class(side, left)
                self._spread[id(spread)] = (tuple(left), cls, _SIZE[side][i])
                found.setdefault(cls, []).append(spread)
            self._groups[side][i] = found
        return found

    # --- values and bounds of the other tray ------------------------------------------------

    def rest_value(self, rest: tuple[int, ...], floor: int) -> int:
        """B(rest) when above `floor`, else some value <= floor (memoised)."""
        known = self._rest.get(rest)
        if known is not None:
            value, asked = known
            if value > asked or asked <= floor:
                return value
        value = matrix_bonus(rest, floor=floor)
        self._rest[rest] = (value, floor)
        return value

    def capped(self, rows: tuple[int, ...], cols: tuple[int, ...], floor: int) -> int:
        """:func:`split_bounds.capped_bound`, memoised by the line sums and by the shape of
        the capped matrix (symmetric collections meet the same shape many times)."""
        key = (rows, cols)
        memo = self._capped
        known = memo.get(key)
        if known is not None:
            value, asked = known
            if value > asked or asked <= floor:
                return value
        self.tick()
        capped, rr, cc = capped_matrix(self.m, rows, cols)
        shape = shape_key(capped, rr, cc)
        known = memo.get(shape)
        if known is not None and (known[0] > known[1] or known[1] <= floor):
            value = known[0]
            memo[key] = known
            return value
        value = matrix_bonus(capped, rr, cc, floor=floor)
        memo[key] = memo[shape] = (value, floor)
        return value

    def shared(self, a: Spread, b: Spread) -> int:
        """The most lots a combination of spread a and one of spread b can share."""
        key = (id(a), id(b))
        value = self._flow.get(key)
        if value is None:
            self.tick()
            value = self._flow[key] = most_shared(self.m, a, b, 0, 99, self.bits) if a and b else 0
        return value

    def rest_bound(self, a: Spread, b: Spread, floor: int) -> int:
        """A bound on B(M - K) for every core K of spreads a and b: when above `floor` it is
        the capped bound, else some value <= floor."""
        rows, ka, _ = self._spread[id(a)]
        cols, kb, _ = self._spread[id(b)]
        value = class_bound(ka, kb)
        if value <= floor:
            return value
        for r, c in ((rows, self.sums[1]), (self.sums[0], cols), (rows, cols)):
            value = self.capped(r, c, floor)
            if value <= floor:
                return value
        return value

    def _walk(self, a: Spread, b: Spread, need: int, t: int, sought: Callable[[], int],
              tick: Callable[[], None] | None = None) -> None:
        """Walk the cores of (a, b, need), at level t, each valued; `sought()` is the least
        total that matters (it may rise on the way); cores reaching it go to self._reached."""
        m = self.m
        rest_value = self.rest_value

        def symbols_may_do(x: list[int]) -> bool:
            r = sought() - t
            return rest_value(tuple([p - q for p, q in zip(m, x)]), r - 1) >= r

        def take(core: tuple[int, ...]) -> None:
            (tick or self.tick)()
            goal = sought()
            total = t + rest_value(tuple([p - q for p, q in zip(m, core)]), goal - t - 1)
            if total >= goal:
                self._reached(core, total)

        self.cores.walk(a, b, need, tick or self.tick, symbols_may_do, take)

    # --- step 1 -----------------------------------------------------------------------------

    def best_total(self) -> None:
        """Raise self.lb to the best bonus total (self.best_core reaching it, or None when
        everything in one tray is best). Raises OutOfBudget with self.upper set."""
        if PROBE and self.top and self.n >= PROBE_LOTS:
            first = self.probe()
            if first is not None:
                self.lb = 2 * self.top
                self.best_core = first
                self.probed = True
                return
        heap: list[HeapEntry] = []
        seq = 0
        top = self.top
        n = self.n
        size_s, size_c = _SIZE
        bonus_s, bonus_c = _BONUS
        rows, cols = self.sums
        fit_s, fit_c = self._fits
        for i in range(KIND_COUNT):
            if not kept_fitting_spreads(fit_s, SYMBOL_KINDS, i, rows):
                continue
            for j in range(KIND_COUNT):
                if not kept_fitting_spreads(fit_c, COLOUR_KINDS, j, cols):
                    continue
                base = bonus_s[i] + bonus_c[j]
                t = min(top, base + min(size_s[i], size_c[j]))
                if t <= 0:
                    continue
                most = min(top, size_bound(n - size_s[i] - size_c[j] + t - base))
                bound = min(2 * t, t + most)
                if bound > self.lb:
                    heap.append((-bound, -_KIND_PAIR, -t, seq, (i, j)))
                    seq += 1
        heapq.heapify(heap)
        self._reached = self._raise_lb
        current = 0
        try:
            while heap and -heap[0][0] > self.lb:
                item = heapq.heappop(heap)
                current = -item[0]
                self.tick()
                grain = -item[1]
                if grain == _KIND_PAIR:
                    seq = self._class_pairs(heap, seq, *item[4])
                elif grain == _CLASS_PAIR:
                    seq = self._spread_pairs(heap, seq, *item[4])
                elif grain == _SPREAD_PAIR:
                    seq = self._needs(heap, seq, *item[4])
                else:
                    a, b, need, t = item[4]
                    self._walk(a, b, need, t, self._goal)
                    self._walked[id(a), id(b), need] = self.lb
                current = 0
        except OutOfBudget:
            self.upper = max(self.lb, current, -heap[0][0] if heap else 0)
            raise

    def probe(self) -> tuple[int, ...] | None:
        """The first core of the order of record at level B(M) whose rest is worth B(M) too:
        then no split can do better (2 B(M) bounds every split). None if it finds none
        within PROBE_NODES nodes."""
        top = self.top
        n = self.n
        bonus_s, bonus_c = _BONUS
        size_s, size_c = _SIZE
        rows, cols = self.sums
        give_up = self.nodes + PROBE_NODES
        self._reached = self._stop
        sought = self._twice_top

        def tick() -> None:
            self.tick()
            if self.nodes > give_up:
                raise _GiveUp

        try:
            for i in range(KIND_COUNT):
                for j in range(KIND_COUNT):
                    need = top - bonus_s[i] - bonus_c[j]
                    if need < 0 or need > min(size_s[i], size_c[j]):
                        continue
                    if size_bound(n - size_s[i] - size_c[j] + need) < top:
                        continue
                    a_list = kept_fitting_spreads(self._fits[0], SYMBOL_KINDS, i, rows)
                    if not a_list:
                        continue
                    for a in a_list:
                        for b in kept_fitting_spreads(self._fits[1], COLOUR_KINDS, j, cols):
                            if need and self.shared(a, b) < need:
                                continue
                            self._walk(a, b, need, top, sought, tick)
        except _Found as found:
            return found.core
        except _GiveUp:
            pass
        return None

    def _twice_top(self) -> int:
        return 2 * self.top

    def _goal(self) -> int:
        return self.lb + 1

    def _raise_lb(self, core: tuple[int, ...], total: int) -> None:
        self.lb = total
        self.best_core = core

    def _class_pairs(self, heap: list[HeapEntry], seq: int, i: int, j: int) -> int:
        """Refine a kind pair into the classes of the line sums its spreads leave."""
        top = self.top
        base = _BONUS[0][i] + _BONUS[1][j]
        t = min(top, base + min(_SIZE[0][i], _SIZE[1][j]))
        most = min(top, size_bound(self.n - _SIZE[0][i] - _SIZE[1][j] + t - base))
        gj = self.groups(1, j)
        for ka in self.groups(0, i):
            for kb in gj:
                r = class_bound(ka, kb)
                bound = min(2 * t, t + (r if r < most else most))
                if bound > self.lb:
                    heapq.heappush(heap, (-bound, -_CLASS_PAIR, -t, seq, (i, j, ka, kb)))
                    seq += 1
        return seq

    def _spread_pairs(self, heap: list[HeapEntry], seq: int, i: int, j: int, ka: tuple[int, int],
                      kb: tuple[int, int]) -> int:
        """Refine a kind pair with classes into its spread pairs, bounded by their flow."""
        top = self.top
        base = _BONUS[0][i] + _BONUS[1][j]
        most_need = min(_SIZE[0][i], _SIZE[1][j])
        r = min(class_bound(ka, kb), top)
        size_left = self.n - _SIZE[0][i] - _SIZE[1][j]
        b_group = self.groups(1, j)[kb]
        for a in self.groups(0, i)[ka]:
            for b in b_group:
                need = self.shared(a, b) if most_need else 0
                if need > most_need:
                    need = most_need
                t = min(top, base + need)
                if t <= 0:
                    continue
                most = size_bound(size_left + t - base)
                bound = min(2 * t, t + (r if r < most else most))
                if bound > self.lb:
                    heapq.heappush(heap, (-bound, -_SPREAD_PAIR, -t, seq, (i, j, a, b, t)))
                    seq += 1
        return seq

    def _needs(self, heap: list[HeapEntry], seq: int, i: int, j: int, a: Spread, b: Spread, t_most: int) -> int:
        """Refine a spread pair into its levels (one per number of lots shared), bounded by
        the capped bound and by size."""
        base = _BONUS[0][i] + _BONUS[1][j]
        r = self.rest_bound(a, b, self.lb - t_most - 1)
        size_left = self.n - _SIZE[0][i] - _SIZE[1][j]
        for need in range(t_most - base, -1, -1):
            t = base + need
            if t <= 0:
                break
            most = size_bound(size_left + need)
            bound = min(2 * t, t + (r if r < most else most))
            if bound > self.lb:
                heapq.heappush(heap, (-bound, -_SHARED, -t, seq, (a, b, need, t)))
                seq += 1
        return seq

    # --- step 2 -----------------------------------------------------------------------------

    def first_reaching(self, total: int) -> tuple[int, ...] | None:
        """The first core of the order of record whose split reaches bonus total `total`, or
        None if there is none (it is sought among the levels of at least total / 2)."""
        self._reached = self._stop
        top = self.top
        n = self.n
        bonus_s, bonus_c = _BONUS
        size_s, size_c = _SIZE
        spread = self._spread
        walked = self._walked
        rows, cols = self.sums

        def sought() -> int:
            return total

        try:
            for t in range(top, 0, -1):
                if 2 * t < total:
                    break
                floor = total - t - 1  # a bound on the rest must exceed it
                for i in range(KIND_COUNT):
                    if not self.groups(0, i):
                        continue
                    for j in range(KIND_COUNT):
                        need = t - bonus_s[i] - bonus_c[j]
                        if need < 0 or need > min(size_s[i], size_c[j]) or not self.groups(1, j):
                            continue
                        if size_bound(n - size_s[i] - size_c[j] + need) <= floor:
                            continue
                        b_list = kept_fitting_spreads(self._fits[1], COLOUR_KINDS, j, cols)  # (found by groups)
                        for a in kept_fitting_spreads(self._fits[0], SYMBOL_KINDS, i, rows):
                            ka = spread[id(a)][1]
                            for b in b_list:
                                if class_bound(ka, spread[id(b)][1]) <= floor:
                                    continue
                                done = walked.get((id(a), id(b), need))
                                if done is not None and done < total:
                                    continue
                                if need and self.shared(a, b) < need:
                                    continue
                                if self.rest_bound(a, b, floor) <= floor:
                                    continue
                                self._walk(a, b, need, t, sought)
        except _Found as found:
            return found.core
        return None

    def _stop(self, core: tuple[int, ...], total: int) -> None:
        raise _Found(core)
