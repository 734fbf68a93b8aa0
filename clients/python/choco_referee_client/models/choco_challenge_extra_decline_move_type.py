from enum import StrEnum

class ChocoChallengeExtraDeclineMoveType(StrEnum):
    EXTRA_DECLINE = "extra_decline"

    def __str__(self) -> str:
        return str(self.value)
