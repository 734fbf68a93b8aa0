from enum import StrEnum

class ChocoLateChooseLotMoveType(StrEnum):
    CHOOSE_LOT = "choose_lot"

    def __str__(self) -> str:
        return str(self.value)
