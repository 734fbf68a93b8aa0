from enum import StrEnum

class ChocoChallengeStopMoveType(StrEnum):
    STOP = "stop"

    def __str__(self) -> str:
        return str(self.value)
