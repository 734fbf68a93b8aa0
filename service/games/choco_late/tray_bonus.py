"""A tray's best bonus (C2): its value minus its lot count, computed on its count matrix.

How a tray is scored
--------------------
A tray scores one symbol combination S (or none), one colour combination C (or none), and
1 point per lot in neither. With n lots, a choice scores

    n + (sp(S) - |S|) + (cp(C) - |C|) + |S & C|

so a choice is a *bonus* over the n loose points: each combination's points minus the lots
it uses, plus the lots the two share. Only the tray's 5x5 matrix of (symbol, colour) counts
matters (:mod:`tray_counts`). For a symbol combination spread over symbols as `a` (lots per
symbol) and a colour combination spread over colours as `b` (:mod:`tray_kinds`), the most
lots they can share is a maximum flow (:func:`tray_flows.most_shared`). :func:`matrix_bonus`
walks the pairs of combination kinds from the highest possible bonus down (kind bonuses
plus the smaller size), stops as soon as no remaining pair can beat the best found, and
computes flows only for the pairs that could, after the cheap bounds of
:mod:`tray_bounds`. Everything is exact.

The tray's value is its lot count plus :func:`matrix_bonus`; the breakdown that reaches it
is chosen by the tie rule (:mod:`tray_tie_rule`), and the best split (:mod:`split`) scores
its trays with the same function. Nothing is kept between calls.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tray_bounds import CAP, COLOUR_SIDE, PAIRS_FOR, SYMBOL_SIDE
from .tray_counts import cell_bits, line_sums
from .tray_flows import most_shared
from .tray_kinds import (COLOUR_KINDS, KIND_COUNT, SYMBOL_KINDS, CellBits, Fits, SharedMemo,
                         kept_fitting_spreads)


def matrix_bonus(m: Sequence[int], rows: Sequence[int] | None = None,
                 cols: Sequence[int] | None = None, floor: int = -1,
                 memo: SharedMemo | None = None, fits: tuple[Fits, Fits] | None = None,
                 bits: CellBits | None = None) -> int:
    """The best bonus (tray value minus its lot count) of the tray with count matrix m.

    `floor`: the caller only cares about bonuses above it; the result is exact when it is
    above `floor`, and otherwise some value <= floor. The row and column sums may be given.
    `memo`, a dict, collects the shared counts computed per (id(a), id(b)), as (count,
    exact) where a count that is not exact is an upper bound, and `fits`, two lists of
    KIND_COUNT Nones, the spreads that fit per kind (both for
    :func:`tray_candidates.candidates`). `bits`: the cells holding lots as bit masks
    (:func:`cell_bits`), if known.
    """
    if rows is None or cols is None:
        rows, cols = line_sums(m)
    cap = CAP
    # the best symbol kind and the best colour kind, sharing nothing, and which kinds fit
    best_s, kinds_s = SYMBOL_SIDE[tuple(sorted((cap[rows[0]], cap[rows[1]], cap[rows[2]], cap[rows[3]],
                                                 cap[rows[4]]), reverse=True))]
    best_c, kinds_c = COLOUR_SIDE[tuple(sorted((cap[cols[0]], cap[cols[1]], cap[cols[2]], cap[cols[3]],
                                                 cap[cols[4]]), reverse=True))]
    best = best_s + best_c
    if floor > best:
        best = floor
    if fits is None:
        fits = ([None] * KIND_COUNT, [None] * KIND_COUNT)
    fit_s, fit_c = fits
    for bound, base, i, j in PAIRS_FOR[kinds_s, kinds_c]:
        if bound <= best:
            break
        a_list = fit_s[i] or kept_fitting_spreads(fit_s, SYMBOL_KINDS, i, rows)
        b_list = fit_c[j] or kept_fitting_spreads(fit_c, COLOUR_KINDS, j, cols)
        if bits is None:
            bits = cell_bits(m)
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
