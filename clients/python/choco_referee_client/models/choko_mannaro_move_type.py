from enum import StrEnum

class ChokoMannaroMoveType(StrEnum):
    DRAW = "draw"
    PEEK = "peek"
    PEEK_PICK = "peek_pick"
    PLAY = "play"
    QUARANTINE = "quarantine"
    SLAUGHTER_PICK = "slaughter_pick"
    TARGET = "target"
    TOSS = "toss"

    def __str__(self) -> str:
        return str(self.value)
