from enum import StrEnum

class ChokoMannaroPeekPickMoveType(StrEnum):
    PEEK_PICK = "peek_pick"

    def __str__(self) -> str:
        return str(self.value)
