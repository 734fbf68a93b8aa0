from enum import StrEnum

class ChocoChallengeExtraToolMoveType(StrEnum):
    EXTRA_TOOL = "extra_tool"

    def __str__(self) -> str:
        return str(self.value)
