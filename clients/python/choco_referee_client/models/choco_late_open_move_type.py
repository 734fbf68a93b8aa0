from enum import StrEnum

class ChocoLateOpenMoveType(StrEnum):
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
