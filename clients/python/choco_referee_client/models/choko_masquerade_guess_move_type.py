from enum import StrEnum

class ChokoMasqueradeGuessMoveType(StrEnum):
    GUESS = "guess"

    def __str__(self) -> str:
        return str(self.value)
