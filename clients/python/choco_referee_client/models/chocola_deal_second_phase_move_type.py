from enum import StrEnum

class ChocolaDealSecondPhaseMoveType(StrEnum):
    DEAL_SECOND_PHASE = "deal_second_phase"

    def __str__(self) -> str:
        return str(self.value)
