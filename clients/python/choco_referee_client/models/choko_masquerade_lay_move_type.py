from enum import StrEnum

class ChokoMasqueradeLayMoveType(StrEnum):
    LAY = "lay"

    def __str__(self) -> str:
        return str(self.value)
