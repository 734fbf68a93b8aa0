from enum import StrEnum

class ChocolaPrepareMoveType(StrEnum):
    PREPARE = "prepare"

    def __str__(self) -> str:
        return str(self.value)
