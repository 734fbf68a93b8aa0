from enum import StrEnum

class ChokoMannaroPlayMoveType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
