from enum import StrEnum

class ChokoMannaroTargetMoveType(StrEnum):
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
