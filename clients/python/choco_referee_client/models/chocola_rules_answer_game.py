from enum import StrEnum

class ChocolaRulesAnswerGame(StrEnum):
    CHOCOLA = "chocola"

    def __str__(self) -> str:
        return str(self.value)
