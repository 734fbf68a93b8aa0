from enum import StrEnum

class ChocoChallengeBack(StrEnum):
    BASE = "base"
    FILLING = "filling"
    SPICE = "spice"

    def __str__(self) -> str:
        return str(self.value)
