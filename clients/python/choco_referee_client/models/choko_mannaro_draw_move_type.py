from enum import StrEnum

class ChokoMannaroDrawMoveType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
