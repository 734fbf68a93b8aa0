from enum import StrEnum

class ChocolaFlavour(StrEnum):
    DARK = "dark"
    MARBLED = "marbled"
    MILK = "milk"
    WHITE = "white"

    def __str__(self) -> str:
        return str(self.value)
