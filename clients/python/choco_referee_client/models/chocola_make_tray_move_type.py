from enum import StrEnum

class ChocolaMakeTrayMoveType(StrEnum):
    MAKE_TRAY = "make_tray"

    def __str__(self) -> str:
        return str(self.value)
