from enum import StrEnum

class ChocoLateMoveType(StrEnum):
    ARRANGE_TRAYS = "arrange_trays"
    CHOOSE_LOT = "choose_lot"
    JOIN = "join"
    OPEN = "open"
    PASS = "pass"
    RAISE = "raise"
    REPLACE = "replace"
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
