from enum import StrEnum

class ChocolaDecorationInfoKind(StrEnum):
    CARAMEL = "caramel"
    DROPS = "drops"
    GLAZE = "glaze"
    SPRINKLES = "sprinkles"
    TOPPING = "topping"

    def __str__(self) -> str:
        return str(self.value)
