from enum import StrEnum

class ChokoMannaroSectionId(StrEnum):
    CARDS = "cards"
    CHANCE = "chance"
    CHOKOS = "chokos"
    EFFECTS = "effects"
    END = "end"
    HISTORY = "history"
    INFORMATION = "information"
    ROUND = "round"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
