from enum import StrEnum

class ChocoLateRulesAnswerGame(StrEnum):
    CHOCO_LATE = "choco-late"

    def __str__(self) -> str:
        return str(self.value)
