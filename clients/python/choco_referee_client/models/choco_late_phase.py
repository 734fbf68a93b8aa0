from enum import StrEnum

class ChocoLatePhase(StrEnum):
    ARRANGE_TRAYS = "arrange_trays"
    BIDDING = "bidding"
    CHOOSE_LOT = "choose_lot"
    OVER = "over"
    REPLACE = "replace"
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
