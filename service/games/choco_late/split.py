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
matrix matters; which lot of a cell goes where does not. Every tray is valued by the one
tray value, :func:`tray_bonus.matrix_bonus`, and bounded with its own tables
(:mod:`split_bounds`).

The search (:mod:`split_search`) first finds the best total, best first: groups of cores
with proven bounds on what the other tray can add, the most promising refined first, until
no group can beat the best split found. It then shows, among the splits reaching that
total, the one whose first tray is the first core of a fixed order (levels of the first
tray's bonus from the highest, then the combination table's order of kinds, the spreads,
the cores; see :mod:`split_search`), or everything in one tray when nothing beats that.

Budget and answer
-----------------
The search counts *nodes* (groups refined, bounds and flows computed, symbol choices
expanded, cores valued). Past `max_nodes` (deterministic: the same collection gets the same
answer on every machine) or past an optional wall-clock `deadline` (seconds, a safety
only, looked at every 64 nodes) while the best total is not yet proven, it answers the best
split found with `optimal` false and `upper_bound` a proven bound: no split scores more.
Once the best total is proven, `optimal` is true and `upper_bound` equals `total`; should the
budget run out while choosing among the best splits, the best split found first is shown.

The answer depends only on the set of lots: the search runs on the count matrix in a fixed
order, and the trays take the lowest-numbered lots of a cell first. The first tray holds
the core found, the second everything else; either tray may be empty.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from .deck import check_cards
from .split_search import OutOfBudget, SplitSearch
from .tray_bonus import matrix_bonus
from .tray_counts import CELL, count_matrix
from .trays import TrayScore, score_tray

DEFAULT_MAX_NODES = 50_000
"""Node budget of :func:`best_split` (see :mod:`split_search`)."""


@dataclass(frozen=True)
class BestSplit:
    """C3: a best (or the best found) division of a collection into two trays."""

    trays: tuple[TrayScore, TrayScore]
    total: int
    optimal: bool
    upper_bound: int  # proven: no split scores more; == total when optimal
    nodes: int  # search nodes used
    max_nodes: int = DEFAULT_MAX_NODES  # the budget it ran under


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
    search = SplitSearch(m, n, matrix_bonus(m) if n else 0, max_nodes, stop_at)
    optimal = True
    try:
        search.best_total()
    except OutOfBudget:
        optimal = False
    core = search.best_core
    if optimal and core is not None and not search.probed:
        try:
            first = search.first_reaching(search.lb)
        except OutOfBudget:  # the total is proven; the split found first is shown
            first = None
        if first is not None:
            core = first

    # the trays: the core's counts per cell from the lowest-numbered lots, the rest apart
    first_tray: tuple[int, ...]
    second_tray: tuple[int, ...]
    if core is None:
        first_tray, second_tray = tuple(sorted(lots)), ()
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
        first_tray, second_tray = tuple(first_list), tuple(second_list)
    trays = (score_tray(first_tray, pointer), score_tray(second_tray, pointer))
    total = trays[0].points + trays[1].points  # n + search.lb when optimal
    upper = total if optimal else max(total, n + search.upper)
    return BestSplit(trays, total, optimal, upper, search.nodes, max_nodes)
