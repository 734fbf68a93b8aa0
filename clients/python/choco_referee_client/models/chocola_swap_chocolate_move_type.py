from enum import StrEnum

class ChocolaSwapChocolateMoveType(StrEnum):
    SWAP_CHOCOLATE = "swap_chocolate"

    def __str__(self) -> str:
        return str(self.value)
