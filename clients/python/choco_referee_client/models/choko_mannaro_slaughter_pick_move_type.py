from enum import StrEnum

class ChokoMannaroSlaughterPickMoveType(StrEnum):
    SLAUGHTER_PICK = "slaughter_pick"

    def __str__(self) -> str:
        return str(self.value)
