from enum import StrEnum

class ChocolaCountedCountedAs(StrEnum):
    FLAVOUR = "flavour"
    TYPE = "type"

    def __str__(self) -> str:
        return str(self.value)
