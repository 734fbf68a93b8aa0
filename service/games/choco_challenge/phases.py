"""What a game of Choco Challenge waits for, and the words of its log: enums, not strings."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """The phase of the game (the API's `phase`)."""

    DRAW = "draw"  # the turn's player draws or stops (T1, T3, P1)
    BUST = "bust"  # a matching card is pending: use_tool or bust (B1)
    REFILL = "refill"  # the market is refilled after a purchase (M1)
    EXTRA = "extra"  # opponents decide on extra cards (X3)
    OVER = "over"  # the game has ended (E1, E3)


class Comparison(StrEnum):
    """How an opponent's cards in front compare with the turn's `n` (X2)."""

    MORE = "more"
    FEWER = "fewer"
    EQUAL = "equal"


class Result(StrEnum):
    """How a turn ended (the log's `result`)."""

    STOPPED = "stopped"
    BUSTED = "busted"
    IN_PROGRESS = "in_progress"


class EndReason(StrEnum):
    """Why the game ended (E1), in the order `end_reason` lists them."""

    DECK_EXHAUSTED = "deck_exhausted"
    THREE_DESSERT_PILES = "three_dessert_piles"
