from enum import StrEnum

class ChocoLateRuleSection(StrEnum):
    AUCTION = "auction"
    CARDS = "cards"
    END = "end"
    INFORMATION = "information"
    RESOLUTION = "resolution"
    REVEAL = "reveal"
    SETUP = "setup"
    TRAYS = "trays"
    TURN = "turn"
    WINNERS = "winners"

    def __str__(self) -> str:
        return str(self.value)
