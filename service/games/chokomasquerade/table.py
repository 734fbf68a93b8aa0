"""The table (C1-C4): four columns of face-up cards, each laid over 3/4 of the one before.

A column is a list, first card first: its first card is ``column[0]`` and its last
``column[-1]`` (the same card in a column of one). Only those two are matchable (C2); a
card leaves the table only from an end (C3), and a laid card goes on the end (C4).
"""

from __future__ import annotations

from collections.abc import Sequence

from .rulebook import RULES

COLUMNS = (1, 2, 3, 4)


class Table:
    """The four columns (C1), numbered 1-4: ``columns[0]`` is column 1."""

    __slots__ = ("columns",)

    def __init__(self, columns: list[list[str]]) -> None:
        self.columns = columns

    @classmethod
    def starting(cls, cards: Sequence[str]) -> Table:
        return cls(starting_columns(cards))

    # -- C2 --------------------------------------------------------------------------------

    def ends(self) -> list[str]:
        """The matchable cards (C2), column by column (a column of one card counts once)."""
        out: list[str] = []
        for column in self.columns:
            out.extend(matchable(column))
        return out

    def is_matchable(self, card: str) -> bool:
        """Whether a card of this character is matchable (C2) in some column."""
        for column in self.columns:
            if card in matchable(column):
                return True
        return False

    def matchable_count(self, card: str) -> int:
        """How many cards of this character are matchable (C2): 0, 1 or 2."""
        return sum(matchable(column).count(card) for column in self.columns)

    def where_matchable(self, card: str) -> tuple[int, str] | None:
        """The column of a matchable card of this character and which end it is ("first",
        "last", or "only" in a column of one), or None."""
        for n, column in enumerate(self.columns, 1):
            ends = matchable(column)
            if card in ends:
                return n, "only" if len(column) == 1 else ("first" if ends[0] == card else "last")
        return None

    def empty_columns(self) -> tuple[int, ...]:
        return tuple(i for i, column in zip(COLUMNS, self.columns) if not column)

    # -- C3, C4 ----------------------------------------------------------------------------

    def take(self, card: str) -> int:
        """Take a matchable card of this character off the table (C3); returns its column."""
        return close_up(self.columns, card)

    def lay(self, column: int, card: str) -> None:
        """Lay a card on a column (C4)."""
        lay_over(self.columns[column - 1], card)


@RULES.decides("C1")
def starting_columns(cards: Sequence[str]) -> list[list[str]]:
    """C1: exactly 4 columns, numbered 1-4, never added or removed; card i of the setup
    starts column i (S2). A column may be empty later; it stays a column."""
    return [[card] for card in cards]


@RULES.decides("C2")
def matchable(column: Sequence[str]) -> Sequence[str]:
    """C2: the matchable cards of a column: its first and its last (one card for a column
    of one, none for an empty column). The cards between them are out of play."""
    if len(column) > 1:
        return (column[0], column[-1])
    return column


@RULES.decides("C3")
def close_up(columns: list[list[str]], card: str) -> int:
    """C3: a card leaves the table only from an end of its column; the rest keeps its
    order, so the next card becomes the first, or the card before becomes the last. (A
    last card is looked for before a first one: when both ends show the character, both
    cards are taken one after the other, so which goes first changes nothing.)"""
    for i, column in enumerate(columns):
        if column:
            if column[-1] == card:
                column.pop()
                return i + 1
            if column[0] == card:
                del column[0]
                return i + 1
    raise ValueError(f"{card} is not matchable")


@RULES.decides("C4")
def lay_over(column: list[str], card: str) -> None:
    """C4: a laid card covers 3/4 of the last card of the column and becomes its new last
    card (in an empty column, its only card); never under a first card, never between two."""
    column.append(card)
