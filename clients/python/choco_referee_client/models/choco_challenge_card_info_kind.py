from enum import StrEnum

class ChocoChallengeCardInfoKind(StrEnum):
    BASE = "base"
    DESSERT = "dessert"
    FILLING = "filling"
    MARKER = "marker"
    SPICE = "spice"
    TOOL = "tool"

    def __str__(self) -> str:
        return str(self.value)
