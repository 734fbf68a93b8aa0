from enum import StrEnum

class ChokoMasqueradePairMoveType(StrEnum):
    PAIR = "pair"

    def __str__(self) -> str:
        return str(self.value)
