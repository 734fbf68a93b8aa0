from enum import StrEnum

class ChocoLateJoinMoveType(StrEnum):
    JOIN = "join"

    def __str__(self) -> str:
        return str(self.value)
