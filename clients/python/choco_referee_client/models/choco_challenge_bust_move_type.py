from enum import StrEnum

class ChocoChallengeBustMoveType(StrEnum):
    BUST = "bust"

    def __str__(self) -> str:
        return str(self.value)
