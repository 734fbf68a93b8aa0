from enum import StrEnum

class ChocoChallengeRulesAnswerGame(StrEnum):
    CHOCO_CHALLENGE = "choco-challenge"

    def __str__(self) -> str:
        return str(self.value)
