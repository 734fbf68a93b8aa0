"""A tray's count matrix (C2): its lots counted per (symbol, colour) cell, and its line sums.

Only the 5x5 matrix of (symbol, colour) counts matters to a tray's value: cell
5 * (symbol - 1) + (colour - 1), row = symbol, column = colour. The row sums are the lots
of each symbol, the column sums the lots of each colour. :func:`count_matrix_bits` and
:func:`cell_bits` also give the cells holding lots as bit masks (colours per symbol,
symbols per colour), for the matchings of :mod:`tray_flows`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import DECK_SIZE


# cell index of a card: 5 * (symbol - 1) + (colour - 1); row = symbol, column = colour
CELL: tuple[int, ...] = (-1,) + tuple(
    5 * ((n - 1) % 5) + (n - 1) // 5 % 5 for n in range(1, DECK_SIZE + 1)
)
# (cell, row, column) of a card
PLACE: tuple[tuple[int, int, int], ...] = tuple((q, q // 5, q % 5) for q in CELL)
# the same with the card's colour as a bit (of its row's mask) and its symbol as a bit
_BITS_OF = tuple((q, s, c, 1 << c, 1 << s) if q >= 0 else (q, 0, 0, 0, 0) for q, s, c in PLACE)


def count_matrix(lots: Iterable[int]) -> list[int]:
    m = [0] * 25
    for n in lots:
        m[CELL[n]] += 1
    return m


def line_sums(m: Sequence[int]) -> tuple[list[int], list[int]]:
    rows = [m[0] + m[1] + m[2] + m[3] + m[4], m[5] + m[6] + m[7] + m[8] + m[9],
            m[10] + m[11] + m[12] + m[13] + m[14], m[15] + m[16] + m[17] + m[18] + m[19],
            m[20] + m[21] + m[22] + m[23] + m[24]]
    cols = [m[0] + m[5] + m[10] + m[15] + m[20], m[1] + m[6] + m[11] + m[16] + m[21],
            m[2] + m[7] + m[12] + m[17] + m[22], m[3] + m[8] + m[13] + m[18] + m[23],
            m[4] + m[9] + m[14] + m[19] + m[24]]
    return rows, cols


def count_matrix_bits(lots: Iterable[int]) -> tuple[list[int], tuple[list[int], list[int]]]:
    """The count matrix of the lots and its :func:`cell_bits`."""
    m = [0] * 25
    rows = [0, 0, 0, 0, 0]
    cols = [0, 0, 0, 0, 0]
    for n in lots:
        q, s, c, row_bit, col_bit = _BITS_OF[n]
        m[q] += 1
        rows[s] |= row_bit
        cols[c] |= col_bit
    return m, (rows, cols)


def cell_bits(m: Sequence[int]) -> tuple[list[int], list[int]]:
    """The cells of m holding lots, as bit masks: colours per symbol, symbols per colour."""
    rows = [0, 0, 0, 0, 0]
    cols = [0, 0, 0, 0, 0]
    for q in range(25):
        if m[q]:
            rows[q // 5] |= 1 << (q % 5)
            cols[q % 5] |= 1 << (q // 5)
    return rows, cols
