from enum import StrEnum

class ChokoMannaroQuarantineMoveType(StrEnum):
    QUARANTINE = "quarantine"

    def __str__(self) -> str:
        return str(self.value)
