from enum import StrEnum

class ChokoMasqueradeGuessResult(StrEnum):
    EATEN = "eaten"
    SAVED = "saved"

    def __str__(self) -> str:
        return str(self.value)
