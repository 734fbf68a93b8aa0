from enum import StrEnum

class ChocoLateAuctionResult(StrEnum):
    REMOVED = "removed"
    RETURNED = "returned"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
