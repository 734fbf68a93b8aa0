from enum import StrEnum

class ChokoMannaroRuleSection(StrEnum):
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
