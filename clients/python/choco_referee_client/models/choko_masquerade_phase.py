from enum import StrEnum

class ChokoMasqueradePhase(StrEnum):
    DRAW = "draw"
    OVER = "over"
    SLAUGHTER = "slaughter"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
