from enum import StrEnum

class ChocoLateRaiseMoveType(StrEnum):
    RAISE = "raise"

    def __str__(self) -> str:
        return str(self.value)
