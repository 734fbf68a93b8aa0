from enum import StrEnum

class ChocolaMoveType(StrEnum):
    DEAL_SECOND_PHASE = "deal_second_phase"
    DECORATE = "decorate"
    DRAW_REQUEST = "draw_request"
    MAKE_TRAY = "make_tray"
    PASS = "pass"
    PREPARE = "prepare"
    SWAP_CHOCOLATE = "swap_chocolate"
    TAKE_CHOCOLATE = "take_chocolate"

    def __str__(self) -> str:
        return str(self.value)
