from enum import StrEnum

class ChocoLateArrangeTraysMoveType(StrEnum):
    ARRANGE_TRAYS = "arrange_trays"

    def __str__(self) -> str:
        return str(self.value)
