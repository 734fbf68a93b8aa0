from enum import StrEnum

class ChocoLateRevealMoveType(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
