from enum import StrEnum

class ChokoMasqueradeTablePairMoveType(StrEnum):
    TABLE_PAIR = "table_pair"

    def __str__(self) -> str:
        return str(self.value)
