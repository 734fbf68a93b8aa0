from enum import StrEnum

class ChocoLatePlayerScoreArrangement(StrEnum):
    BEST_SPLIT = "best_split"
    GIVEN = "given"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
