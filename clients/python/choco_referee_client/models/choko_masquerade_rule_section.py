from enum import StrEnum

class ChokoMasqueradeRuleSection(StrEnum):
    CARDS = "cards"
    DRAWING = "drawing"
    END = "end"
    HISTORY = "history"
    INFORMATION = "information"
    LAYING = "laying"
    PAIRING = "pairing"
    SETUP = "setup"
    SLAUGHTER = "slaughter"
    TABLE = "table"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
