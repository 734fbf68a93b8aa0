from enum import StrEnum

class ChocolaDecorateMoveType(StrEnum):
    DECORATE = "decorate"

    def __str__(self) -> str:
        return str(self.value)
