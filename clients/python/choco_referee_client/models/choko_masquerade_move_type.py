from enum import StrEnum

class ChokoMasqueradeMoveType(StrEnum):
    DRAW = "draw"
    GUESS = "guess"
    HAND_PAIR = "hand_pair"
    LAY = "lay"
    PAIR = "pair"
    TABLE_PAIR = "table_pair"

    def __str__(self) -> str:
        return str(self.value)
