"""What a game of ChokoMasquerade waits for (the API's `phase`)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    TURN = "turn"  # the player to act pairs or lays (T2)
    DRAW = "draw"  # the player whose turn ended refills (R1)
    SLAUGHTER = "slaughter"  # the victim guesses (M2)
    OVER = "over"  # nothing more (E1)


class GuessResult(StrEnum):
    """What a guess did to the pair it settled (M4)."""

    SAVED = "saved"
    EATEN = "eaten"
