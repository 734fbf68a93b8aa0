from enum import StrEnum

class ChocoChallengeDrawMoveType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
