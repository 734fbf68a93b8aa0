from enum import StrEnum

class ChokoMannaroPhase(StrEnum):
    CHOICE = "choice"
    OVER = "over"
    PEEK = "peek"
    PEEK_PICK = "peek_pick"
    QUARANTINE = "quarantine"
    REFILL = "refill"
    SLAUGHTER = "slaughter"
    TARGET = "target"
    TOSS = "toss"

    def __str__(self) -> str:
        return str(self.value)
