from enum import StrEnum

class ChokoMannaroEventBy(StrEnum):
    AGE = "age"
    CHOKOS = "chokos"
    TOSS = "toss"

    def __str__(self) -> str:
        return str(self.value)
