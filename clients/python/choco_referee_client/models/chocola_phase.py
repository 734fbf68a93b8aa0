from enum import StrEnum

class ChocolaPhase(StrEnum):
    FINAL_ROUND = "final_round"
    MAIN = "main"
    OVER = "over"
    PHASE_END = "phase_end"

    def __str__(self) -> str:
        return str(self.value)
