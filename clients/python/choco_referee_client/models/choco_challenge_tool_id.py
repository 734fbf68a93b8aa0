from enum import StrEnum

class ChocoChallengeToolId(StrEnum):
    MEASURING_CUP = "measuring_cup"
    PASTRY_BAG = "pastry_bag"
    WHISK = "whisk"

    def __str__(self) -> str:
        return str(self.value)
