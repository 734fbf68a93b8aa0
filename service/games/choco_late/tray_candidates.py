"""The candidates among equal values (C2): the kind pairs and spreads the tie rule ranks first.

When several choices reach the tray's value (:func:`tray_bonus.matrix_bonus`), the tie rule
(``tie_rule`` in the catalogue's tables) takes the highest symbol points, then the highest
colour points. :func:`candidates` lists every (kind pair, spreads) reaching the value with
those points, as :class:`Candidate`; :mod:`tray_tie_rule` then chooses the lots.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tray_flows import most_shared
from .tray_kinds import COLOUR_KINDS, SYMBOL_KINDS, CellBits, Fits, Kind, SharedMemo, Spread, kept_fitting_spreads


# Every spread of the kinds of tray_kinds as (lots per value, as a 5-tuple; the values it
# uses), keyed by the id of the spread tuple (as tray_kinds keys its facts about spreads).
_SPREAD_AS = {
    id(spread): (tuple(dict(spread).get(v, 0) for v in range(5)), tuple(v for v, _ in spread))
    for kind in SYMBOL_KINDS + COLOUR_KINDS
    for spread, _ in kind.spreads
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


class Candidate:
    """A kind pair with spreads reaching the best bonus (a plain class for speed)."""

    __slots__ = ("sym", "col", "a", "b", "shared", "want", "room", "rows", "cols", "unit_rows", "unit_cols",
                 "one_row", "one_col")

    def __init__(self, sym: Kind, col: Kind, a: Spread, b: Spread, shared: int):
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


def candidates(m: Sequence[int], rows: Sequence[int], cols: Sequence[int], best: int, memo: SharedMemo,
               fits: tuple[Fits, Fits], bits: CellBits) -> list[Candidate]:
    """Every (kind pair, spreads) reaching bonus `best` with the highest symbol points and
    then the highest colour points (steps 1 and 2 of the tie rule). `memo` holds shared
    counts already known (see :func:`tray_bonus.matrix_bonus`), `fits` the spreads known to fit."""
    found: list[Candidate] = []
    top = None
    fit_s, fit_c = fits
    for sp, cp, i, j, need in _PAIRS_REACHING[best]:
        if top is not None and (sp, cp) != top:
            break
        a_list = fit_s[i] or kept_fitting_spreads(fit_s, SYMBOL_KINDS, i, rows)
        if not a_list:
            continue
        b_list = fit_c[j] or kept_fitting_spreads(fit_c, COLOUR_KINDS, j, cols)
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
                        shared = most_shared(m, a, b, need, need, bits)
                    else:
                        shared = known[0]  # exact, or a bound too low to matter
                if shared == need:
                    found.append(Candidate(SYMBOL_KINDS[i], COLOUR_KINDS[j], a, b, need))
                    top = (sp, cp)
    return found
