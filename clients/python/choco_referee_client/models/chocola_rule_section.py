from enum import StrEnum

class ChocolaRuleSection(StrEnum):
    CARDS = "cards"
    INFORMATION = "information"
    PLAY = "play"
    SCORING = "scoring"
    SETUP = "setup"
    TAVOLETTA = "tavoletta"
    WINNERS = "winners"

    def __str__(self) -> str:
        return str(self.value)
