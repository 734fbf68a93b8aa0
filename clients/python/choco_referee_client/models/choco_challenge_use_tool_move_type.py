from enum import StrEnum

class ChocoChallengeUseToolMoveType(StrEnum):
    USE_TOOL = "use_tool"

    def __str__(self) -> str:
        return str(self.value)
