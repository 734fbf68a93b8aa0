from enum import StrEnum

class ChocolaTakeChocolateMoveType(StrEnum):
    TAKE_CHOCOLATE = "take_chocolate"

    def __str__(self) -> str:
        return str(self.value)
