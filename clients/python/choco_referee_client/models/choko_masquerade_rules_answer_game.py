from enum import StrEnum

class ChokoMasqueradeRulesAnswerGame(StrEnum):
    CHOKOMASQUERADE = "chokomasquerade"

    def __str__(self) -> str:
        return str(self.value)
