from enum import StrEnum

class ChocoChallengeExtraPickMoveType(StrEnum):
    EXTRA_PICK = "extra_pick"

    def __str__(self) -> str:
        return str(self.value)
