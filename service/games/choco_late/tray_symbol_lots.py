"""Step 3 of the tie rule (C2): the symbol combination whose lots, sorted ascending, come first.

Among the candidates (:mod:`tray_candidates`), the symbol lots are decided in ascending
order: a lot is taken when a candidate can still be completed with it, and a lot left out
closes its cell (lots of one cell are interchangeable). One pass over all candidates asks
cheap bounds (:func:`least_symbol_lots_together`); when its choice is complete it is the
exact one, and otherwise a pass per candidate asks flows (:func:`least_symbol_lots`).
Both are exact.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .tray_bounds import shared_bound
from .tray_candidates import Candidate
from .tray_counts import CELL, PLACE
from .tray_flows import max_flow
from .tray_kinds import CellBits, Pairs, Spread


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


def least_symbol_lots(cand: Candidate, lots: Sequence[int], m: Sequence[int],
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
    avail = list(m)  # undecided lots per open cell (rows outside the spread are never asked)
    short = cand.shared  # shared lots still missing
    left = cand.sym.size
    single_row = len(cand.a) == 1
    single_col = len(cand.b) == 1
    taken: list[int] = []
    tied = beat is not None
    beaten = beat or ()  # (what `tied` compares with)
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
                other = beaten[len(taken)] if len(taken) < len(beaten) else None
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
    if tied and len(taken) == len(beaten):
        return None  # the same as `beat`
    return tuple(taken)


def least_symbol_lots_together(cands: list[Candidate], lots: Sequence[int], m: Sequence[int],
                                bits: CellBits) -> tuple[tuple[int, ...], Spread] | None:
    """The lexicographically smallest symbol combination over all candidates at once, and
    its spread; None when the bounds misled it (then decide per candidate, exactly).

    One pass over the lots in ascending order, as :func:`least_symbol_lots` does for one
    candidate: a lot is taken when some candidate still consistent with the lots decided
    so far can take it (by the bounds), and the candidates that cannot drop out; a lot no
    candidate can take is left out, closing its cell. The pass ends when a candidate is
    complete. Every lot taken is then completable by that candidate (its choice completes
    it) and every lot left out failed the bound, hence the flow, for every candidate still
    in: so the choice is the exact one."""
    avail = list(m)
    # cells with lots left, as bit masks: colours per symbol, symbols per colour
    row_bits = bits[0][:]
    col_bits = bits[1][:]
    # per candidate still in: [need, room, short, left, candidate], a mutable record (a list: the hot loop)
    alive: list[list[Any]] = []
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
                col_bits: Sequence[int], cand: Candidate) -> int:
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


def _completion(avail: Sequence[int], rows: Pairs, cols: Pairs, short: int, lots: Sequence[int],
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
