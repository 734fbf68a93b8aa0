from enum import StrEnum

class ChocolaTrayAnswerTrayChosen(StrEnum):
    BEST = "best"
    GIVEN = "given"

    def __str__(self) -> str:
        return str(self.value)
