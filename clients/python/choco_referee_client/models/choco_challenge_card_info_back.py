from enum import StrEnum

class ChocoChallengeCardInfoBack(StrEnum):
    BASE = "base"
    FACE_UP = "face_up"
    FILLING = "filling"
    NONE = "none"
    SPICE = "spice"

    def __str__(self) -> str:
        return str(self.value)
