from enum import StrEnum

class ChokoMannaroPeekMoveType(StrEnum):
    PEEK = "peek"

    def __str__(self) -> str:
        return str(self.value)
