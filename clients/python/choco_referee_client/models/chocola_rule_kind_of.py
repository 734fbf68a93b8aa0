from enum import StrEnum

class ChocolaRuleKindOf(StrEnum):
    DECORATION = "decoration"
    DESSERT = "dessert"
    EFFECT = "effect"

    def __str__(self) -> str:
        return str(self.value)
