"""The breakdown of a tray (C2): which choice among the best ones, by the tie rule (``tie_rule`` in the catalogue's tables).

Breakdown and ties
------------------
When several choices reach the tray's value (:func:`tray_matrix.matrix_bonus`), the
breakdown is chosen by the tie rule (``tie_rule`` in the catalogue's tables): the highest symbol points, then the highest colour
points, then the symbol combination whose lots, sorted ascending, come first
lexicographically, then likewise for the colour combination ("none" counts as 0 points and
the empty list). It depends only on the set of lots, never on their order.

The lexicographic steps are exact. The candidates are the (kind pair, spreads) that reach
the value with those points (:func:`candidates`). The symbol lots are decided in ascending
order: a lot is taken when a candidate can still be completed with it, and a lot left out
closes its cell (lots of one cell are interchangeable). One pass over all candidates asks
cheap bounds (:func:`least_symbol_lots_together`); when its choice is complete it is the
exact one, and otherwise a pass per candidate asks flows (:func:`least_symbol_lots`). The
colour lots then follow colour by colour (:func:`_choose_colours`). Everything starts from
:func:`choose_breakdown`.

The engine keeps nothing between calls.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tray_matrix import (
    CELL,
    COLOUR_KINDS,
    PLACE,
    SYMBOL_KINDS,
    Kind,
    kept_fitting_spreads,
    max_flow,
    most_shared,
    shared_bound,
)

# --- the rule and its tables ------------------------------------------------------------


# Every spread of the kinds of tray_matrix as (lots per value, as a 5-tuple; the values it
# uses), keyed by the id of the spread tuple (as tray_matrix keys its facts about spreads).
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


# --- the breakdown ----------------------------------------------------------------------


class _Candidate:
    """A kind pair with spreads reaching the best bonus (internal; a plain class for speed)."""

    __slots__ = ("sym", "col", "a", "b", "shared", "want", "room", "rows", "cols", "unit_rows", "unit_cols",
                 "one_row", "one_col")

    def __init__(self, sym: Kind, col: Kind, a: tuple, b: tuple, shared: int):
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


def candidates(m, rows, cols, best: int, memo: dict, fits: tuple[list, list], bits) -> list[_Candidate]:
    """Every (kind pair, spreads) reaching bonus `best` with the highest symbol points and
    then the highest colour points (steps 1 and 2 of the tie rule). `memo` holds shared
    counts already known (see :func:`tray_matrix.matrix_bonus`), `fits` the spreads known to fit."""
    found: list[_Candidate] = []
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
                    found.append(_Candidate(SYMBOL_KINDS[i], COLOUR_KINDS[j], a, b, need))
                    top = (sp, cp)
    return found


def _bound_left(avail: Sequence[int], need: Sequence[int], room: Sequence[int],
                rows: Sequence[int], cols: Sequence[int]) -> int:
    """:func:`shared_bound` for symbols `rows` needing `need` and colours `cols` with `room`."""
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


def least_symbol_lots(cand: _Candidate, lots: Sequence[int], m: Sequence[int],
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


def least_symbol_lots_together(cands: list[_Candidate], lots: Sequence[int], m: Sequence[int],
                                bits) -> tuple[tuple[int, ...], tuple] | None:
    """The lexicographically smallest symbol combination over all candidates at once, and
    its spread; None when the bounds misled it (then decide per candidate, exactly).

    One pass over the lots in ascending order, as :func:`least_symbol_lots` does for one
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
    if not rows or not cols or shared_bound(avail, rows, cols) < short:
        return None
    value, f = max_flow(avail, rows, cols, short)
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


def choose_breakdown(lots: Sequence[int], m, rows, cols, best: int, memo: dict, fits, bits):
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
            best_s = None
            for cand in cands:
                found = least_symbol_lots(cand, ordered, m, best_s)
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

