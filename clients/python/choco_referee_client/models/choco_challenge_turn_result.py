from enum import StrEnum

class ChocoChallengeTurnResult(StrEnum):
    BUSTED = "busted"
    IN_PROGRESS = "in_progress"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
