"""What a game of ChokoMasquerade waits for (the API's `phase`)."""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    TURN = "turn"  # the player to act pairs or lays (T2)
    DRAW = "draw"  # the player whose turn ended refills (R1)
    SLAUGHTER = "slaughter"  # the victim guesses (M2)
    OVER = "over"  # nothing more (E1)

    def __str__(self) -> str:
        return self.value


class GuessResult(str, Enum):
    """What a guess did to the pair it settled (M4)."""

    SAVED = "saved"
    EATEN = "eaten"
