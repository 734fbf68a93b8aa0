from enum import StrEnum

class ChocolaPassMoveType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
