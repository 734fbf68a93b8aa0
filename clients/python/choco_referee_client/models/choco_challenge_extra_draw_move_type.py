from enum import StrEnum

class ChocoChallengeExtraDrawMoveType(StrEnum):
    EXTRA_DRAW = "extra_draw"

    def __str__(self) -> str:
        return str(self.value)
