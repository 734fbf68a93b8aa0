from enum import StrEnum

class ChokoMasqueradeFound(StrEnum):
    CHOKO = "choko"
    CHOKOMANNARO = "chokomannaro"

    def __str__(self) -> str:
        return str(self.value)
