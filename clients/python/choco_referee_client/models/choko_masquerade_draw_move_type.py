from enum import StrEnum

class ChokoMasqueradeDrawMoveType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
