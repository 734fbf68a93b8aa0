from enum import StrEnum

class ChokoMannaroRulesAnswerGame(StrEnum):
    CHOKOMANNARO = "chokomannaro"

    def __str__(self) -> str:
        return str(self.value)
