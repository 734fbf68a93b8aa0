from enum import StrEnum

class ChocoChallengePhase(StrEnum):
    BUST = "bust"
    DRAW = "draw"
    EXTRA = "extra"
    OVER = "over"
    REFILL = "refill"

    def __str__(self) -> str:
        return str(self.value)
