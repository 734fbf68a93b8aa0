from enum import StrEnum

class ChocoLatePassMoveType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
