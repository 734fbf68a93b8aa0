from enum import StrEnum

class ChokoMannaroTossMoveType(StrEnum):
    TOSS = "toss"

    def __str__(self) -> str:
        return str(self.value)
