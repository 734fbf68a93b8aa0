from enum import StrEnum

class ChocolaDrawRequestMoveType(StrEnum):
    DRAW_REQUEST = "draw_request"

    def __str__(self) -> str:
        return str(self.value)
