from enum import StrEnum

class ChokoMasqueradeHandPairMoveType(StrEnum):
    HAND_PAIR = "hand_pair"

    def __str__(self) -> str:
        return str(self.value)
