from enum import StrEnum

class ChocolaVariantId(StrEnum):
    SECOND_PHASE = "second_phase"

    def __str__(self) -> str:
        return str(self.value)
