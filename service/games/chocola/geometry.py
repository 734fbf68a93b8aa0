"""The Tavoletta's geometry (G1-G6): squares, free and occupied, laying a card, the side
chosen, the cards touched, and the contacts the referee checks.

The Tavoletta is 8 stacks (``stacks[4 * row + col]``, each a list whose last item is the
visible top card). A take names the positions it touches; :func:`contacts` (G6) gives the
only lays that can touch exactly those positions, in the order K3 reports them, and each is
judged literally: its two squares free, upright or turned half a turn (G3), every unit edge
of the chosen side facing an occupied square of the same colour (G4), the touched cards
being the owners of the faced squares (G5). So a lay K3 accepts is a lay of G3-G5, and a
lay of G3-G5 is among the contacts of G6 (tests/games/chocola prove the equivalence
against a brute-force search of every square, orientation and side).

A :class:`Lay` is a place and a side, worked out once from the grid (G1) when the module
loads: which stacks own its two squares, and for each unit edge of its side which stack
and half it faces and which laid half meets it, and its placements upright and turned.
Judging a lay is then a few lookups in the colours the squares show (:func:`visible_of`,
which a state keeps as its stacks change).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .cards import LEFT, RIGHT
from .rulebook import RULES

ROWS = 2
COLS = 4
POSITIONS: tuple[tuple[int, int], ...] = tuple((r, c) for r in range(ROWS) for c in range(COLS))
SIDES = ("top", "bottom", "left", "right")
SIDE_ORDER = {s: i for i, s in enumerate(SIDES)}
# Every square a lay may use or face: one row above and below the Tavoletta, two
# half-columns beyond each end.
Y_RANGE = range(-1, ROWS + 1)
X_RANGE = range(-2, 2 * COLS + 2)
Position = tuple[int, int]


class Placement(NamedTuple):
    """A lay of the used card (K3): its row `row` (y), its left square `x`, whether it is
    turned half a turn, and the side chosen."""

    row: int
    x: int
    turned: bool
    side: str

    def key(self) -> tuple[int, int, bool, int]:
        """K3's order: y, then x ascending, upright before turned, sides top, bottom, left, right."""
        return self.row, self.x, self.turned, SIDE_ORDER[self.side]


def on_tavoletta(position: Sequence[int]) -> bool:
    r, c = position
    return 0 <= r < ROWS and 0 <= c < COLS


@RULES.decides("G1")
def square_owner(y: int, x: int) -> tuple[int, bool] | None:
    """G1: a grid of unit squares (row `y` down, half-column `x` right). The card at
    ``[r, c]`` covers ``(r, 2c)`` with its left colour and ``(r, 2c+1)`` with its right
    colour. Returns the stack index owning the square and whether it is the left half, or
    None for a square outside the 2x4 rectangle."""
    if 0 <= y < ROWS and 0 <= x < 2 * COLS:
        return y * COLS + (x >> 1), not x & 1
    return None


# The squares of the rectangle, numbered so that the stack ``i`` (``[r, c]``, ``i = 4r + c``)
# owns the squares ``2i`` (its left half) and ``2i + 1`` (its right half); every square
# outside the rectangle is OUTSIDE, always free.
SQUARES = 2 * ROWS * COLS
OUTSIDE = SQUARES


def square_index(owner: tuple[int, bool] | None) -> int:
    """The number of a square from its owner (G1): OUTSIDE for a square outside the rectangle."""
    if owner is None:
        return OUTSIDE
    return 2 * owner[0] + (0 if owner[1] else 1)


@RULES.decides("G2")
def shown(stack: Sequence[str]) -> tuple[str, str] | tuple[None, None]:
    """G2: only the top card of a stack is visible; its squares are occupied when the stack
    is not empty, and show that card's colours, left then right. A hole's squares are free:
    (None, None)."""
    if not stack:
        return None, None
    top = stack[-1]
    return LEFT[top], RIGHT[top]


def visible_of(stacks: Sequence[Sequence[str]]) -> list[str | None]:
    """The colour every square shows (G2), by :func:`square_index`: None where it is free (a
    hole's square, OUTSIDE). A state keeps it up to date as its stacks change."""
    out: list[str | None] = []
    for stack in stacks:
        out.extend(shown(stack))
    out.append(None)  # OUTSIDE
    return out


def faced(y: int, x: int, side: str) -> tuple[tuple[int, int, int], ...]:
    """The unit edges of a side: (faced square y, faced square x, laid half 0 or 1) each."""
    if side == "top":
        return (y - 1, x, 0), (y - 1, x + 1, 1)
    if side == "bottom":
        return (y + 1, x, 0), (y + 1, x + 1, 1)
    if side == "left":
        return ((y, x - 1, 0),)
    return ((y, x + 2, 1),)


@dataclass(frozen=True, slots=True)
class Lay:
    """A place ``(y, x)`` and a side: its two squares (G1, by :func:`square_index`) and, for
    each unit edge of the side, the faced square and the laid half that meets it."""

    y: int
    x: int
    side: str
    squares: tuple[int, int]  # by square_index
    edges: tuple[tuple[int, int], ...]  # (the faced square, by square_index; the laid half)
    touched: tuple[Position, ...]
    placements: tuple[Placement, Placement]  # the card laid here upright, then turned


# G3's two orientations of every card: its colours on ``x`` and ``x+1`` upright, then turned.
ORIENTATIONS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    card: ((LEFT[card], RIGHT[card]), (RIGHT[card], LEFT[card])) for card in LEFT}


@RULES.decides("G3")
def laid_colours(visible: Sequence[str | None], card: str, lay: Lay
                 ) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """G3: the used card is laid on two free squares ``(y, x)``, ``(y, x+1)``, never over a
    card, upright or turned half a turn (its colours exchanged), never a quarter turn (the
    card keeps the Tavoletta's reading direction). Returns the colours on ``x`` and
    ``x+1`` upright, then turned, or None when a square is not free (`visible`: the colour
    every square shows, :func:`visible_of`)."""
    first, second = lay.squares
    if visible[first] is not None or visible[second] is not None:
        return None
    return ORIENTATIONS[card]


@RULES.decides("G4")
def side_matches(visible: Sequence[str | None], laid: tuple[str, str], lay: Lay) -> bool:
    """G4: the player chooses one side of the laid card (long sides: two unit edges; short
    sides: one). The lay is legal when every unit edge of that side faces an occupied square
    of the same colour as the laid half it belongs to."""
    for square, half in lay.edges:
        if visible[square] != laid[half]:
            return False
    return True


@RULES.decides("G5")
def touched_by(y: int, x: int, side: str) -> tuple[Position, ...]:
    """G5: the cards owning the faced squares of the chosen side are touched (one card, or
    two side-by-side cards of one row); cards against the other three sides never are.
    Positions by column."""
    owners: list[Position] = []
    for fy, fx, _ in faced(y, x, side):
        owner = square_owner(fy, fx)
        if owner is not None:
            position = divmod(owner[0], COLS)
            if position not in owners:
                owners.append(position)
    return tuple(owners)


def lay_at(y: int, x: int, side: str) -> Lay:
    """The :class:`Lay` of a place and side, from the grid (G1) and the side's edges (G5)."""
    return Lay(y, x, side, (square_index(square_owner(y, x)), square_index(square_owner(y, x + 1))),
               tuple((square_index(square_owner(fy, fx)), half) for fy, fx, half in faced(y, x, side)),
               touched_by(y, x, side),
               (Placement(y, x, False, side), Placement(y, x, True, side)))


def every_lay() -> list[Lay]:
    """Every place and side on the window around the Tavoletta, in K3's order (y, x, side):
    what a brute-force search of G3-G5 tries."""
    return [lay_at(y, x, side) for y in Y_RANGE for x in X_RANGE for side in SIDES]


def _contact_lays(touched: tuple[Position, ...]) -> tuple[Lay, ...]:
    if len(touched) == 1:
        (r, c), = touched
        places: tuple[tuple[int, int, str], ...] = ((r - 1, 2 * c, "bottom"), (r, 2 * c - 2, "right"), (r, 2 * c + 2, "left"), (r + 1, 2 * c, "top"))
    else:
        (r, c), _ = touched
        places = ((r - 1, 2 * c + 1, "bottom"), (r + 1, 2 * c + 1, "top"))
    return tuple(lay_at(y, x, side) for y, x, side in places)


_CONTACTS: dict[tuple[Position, ...], tuple[Lay, ...]] = {
    **{(p,): _contact_lays((p,)) for p in POSITIONS},
    **{((r, c), (r, c + 1)): _contact_lays(((r, c), (r, c + 1))) for r in range(ROWS) for c in range(COLS - 1)},
}


@RULES.decides("G6")
def contacts(touched: tuple[Position, ...]) -> tuple[Lay, ...]:
    """G6: the only lays that can touch exactly `touched` (1 or 2 positions on the
    Tavoletta, a pair side by side in one row, left first), in K3's order:

    - one card ``[r, c]``: aligned above (on ``[r-1, c]``, its bottom side), the left end
      (on ``[r, c-1]``, its right side), the right end (on ``[r, c+1]``, its left side),
      aligned below (on ``[r+1, c]``, its top side);
    - two cards ``[r, c]``, ``[r, c+1]``: straddled from above (on halves of ``[r-1, c]``
      and ``[r-1, c+1]``, its bottom side) or from below (its top side).

    Whether a contact holds (free squares, matching colours) is G3 and G4's to say. Cards
    of different rows, or not side by side, are never touched together: no lay."""
    return _CONTACTS.get(touched, ())
