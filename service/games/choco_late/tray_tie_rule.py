"""The tie rule's choice of a tray's breakdown (C2): ``tie_rule`` in the catalogue's tables.

When several choices reach the tray's value (:func:`tray_bonus.matrix_bonus`), the
breakdown shown is the one with the highest symbol points, then the highest colour points,
then the symbol combination whose lots, sorted ascending, come first lexicographically,
then likewise for the colour combination ("none" counts as 0 points and the empty list).
It depends only on the set of lots, never on their order.

Steps 1 and 2 give the candidates (:func:`tray_candidates.candidates`); step 3 the symbol
lots (:mod:`tray_symbol_lots`); step 4 the colour lots, colour by colour
(:func:`_choose_colours`). Everything starts from :func:`choose_breakdown`. The engine
keeps nothing between calls.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tray_candidates import Candidate, candidates
from .tray_counts import PLACE
from .tray_kinds import CellBits, Fits, Kind, SharedMemo
from .tray_symbol_lots import least_symbol_lots, least_symbol_lots_together

# (symbol kind, symbol lots, colour kind, colour lots, loose lots)
Breakdown = tuple[Kind, tuple[int, ...], Kind, tuple[int, ...], tuple[int, ...]]


def choose_breakdown(lots: Sequence[int], m: Sequence[int], rows: Sequence[int], cols: Sequence[int], best: int,
                     memo: SharedMemo, fits: tuple[Fits, Fits], bits: CellBits) -> Breakdown:
    """The tie rule's choice among the choices with bonus `best`: (symbol kind, symbol lots,
    colour kind, colour lots, loose lots), lots ascending."""
    cands = candidates(m, rows, cols, best, memo, fits, bits)
    ordered = sorted(lots)

    # step 3: the lexicographically smallest symbol combination
    s_lots: tuple[int, ...] = ()
    spread = cands[0].a
    if cands[0].sym.combo is not None:
        found = least_symbol_lots_together(cands, ordered, m, bits)
        if found is not None:
            s_lots, spread = found
        else:  # a bound misled the pass over all candidates: decide exactly, one by one
            best_s: tuple[int, ...] | None = None
            for cand in cands:
                beaten = least_symbol_lots(cand, ordered, m, best_s)
                if beaten is not None:
                    best_s = beaten
                    spread = cand.a
            assert best_s is not None  # the candidates reach `best`: one of them has symbol lots
            s_lots = best_s
    return _choose_colours([c for c in cands if c.a == spread], ordered, s_lots)


def _choose_colours(cands: list[Candidate], ordered: list[int], s_lots: tuple[int, ...]) -> Breakdown:
    """Step 4 of the tie rule: the lexicographically smallest colour combination for the
    symbol combination s_lots (of the spread of every candidate in `cands`): colour by
    colour, the lots it shares with the symbol combination (as many as the colour holds,
    lowest first), then the lowest of the others. Returns (symbol kind, s_lots, colour
    kind, colour lots, loose lots)."""
    mine: list[list[int]] = [[], [], [], [], []]  # symbol lots per colour, ascending
    for n in s_lots:
        mine[PLACE[n][2]].append(n)
    others: list[list[int]] | None = None
    chosen: tuple[Candidate, tuple[int, ...]] | None = None
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
