"""The deck (D1) and the setup tables (S1, S2) of Choco Late."""

from __future__ import annotations

from dataclasses import dataclass

DECK_SIZE = 100
SYMBOLS = (1, 2, 3, 4, 5)
COLOURS = (1, 2, 3, 4, 5)


def symbol(card: int) -> int:
    """D1: the chocolate type (*simbolo*) printed on a card, 1..5."""
    return (card - 1) % 5 + 1


def colour(card: int) -> int:
    """D1: the shop (*negozio*, its colour) printed on a card, 1..5."""
    return (card - 1) // 5 % 5 + 1


def is_card(value: object) -> bool:
    """D1: a card is an int 1..100 (a bool is never a card)."""
    return type(value) is int and 1 <= value <= DECK_SIZE


@dataclass(frozen=True)
class SetupRow:
    """One row of a setup table (S2): how a game for `players` players is dealt."""

    players: int
    highest_card: int  # cards 1..highest_card are used
    lots: int
    vouchers: int  # per player
    box: int

    @property
    def cards_used(self) -> range:
        return range(1, self.highest_card + 1)


STANDARD_SETUP: dict[int, SetupRow] = {
    2: SetupRow(2, 50, 9, 11, 19),
    3: SetupRow(3, 50, 14, 10, 6),
    4: SetupRow(4, 75, 18, 11, 13),
    5: SetupRow(5, 75, 23, 10, 2),
    6: SetupRow(6, 100, 27, 11, 7),
}

TWO_TRAYS_SETUP: dict[int, SetupRow] = {
    2: SetupRow(2, 75, 17, 20, 18),
    3: SetupRow(3, 100, 26, 18, 20),
    4: SetupRow(4, 100, 34, 16, 2),
}


def setup_table(two_trays: bool) -> dict[int, SetupRow]:
    """S1/S2: the table in force for the variants."""
    return TWO_TRAYS_SETUP if two_trays else STANDARD_SETUP


# The largest collection a game allows: every lot of the centre won by one player.
MAX_STANDARD_COLLECTION = max(row.lots for row in STANDARD_SETUP.values())
