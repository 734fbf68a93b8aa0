from enum import StrEnum

class ChocoLateReplaceMoveType(StrEnum):
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
