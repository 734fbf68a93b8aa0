from enum import StrEnum

class ChocoChallengeMoveType(StrEnum):
    BUST = "bust"
    DRAW = "draw"
    EXTRA_DECLINE = "extra_decline"
    EXTRA_DRAW = "extra_draw"
    EXTRA_PICK = "extra_pick"
    EXTRA_TOOL = "extra_tool"
    REFILL = "refill"
    STOP = "stop"
    USE_TOOL = "use_tool"

    def __str__(self) -> str:
        return str(self.value)
