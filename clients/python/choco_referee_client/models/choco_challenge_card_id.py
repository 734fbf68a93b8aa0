from enum import StrEnum

class ChocoChallengeCardId(StrEnum):
    BUTTER = "butter"
    CHERRIES = "cherries"
    CHILI = "chili"
    CINNAMON = "cinnamon"
    COCOA = "cocoa"
    GINGER = "ginger"
    MILK = "milk"
    MINT = "mint"
    NUTS = "nuts"
    RUM = "rum"
    SUGAR = "sugar"
    VANILLA = "vanilla"

    def __str__(self) -> str:
        return str(self.value)
