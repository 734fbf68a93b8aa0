from enum import StrEnum

class ChocoChallengeRefillMoveType(StrEnum):
    REFILL = "refill"

    def __str__(self) -> str:
        return str(self.value)
