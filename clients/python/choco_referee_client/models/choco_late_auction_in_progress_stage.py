from enum import StrEnum

class ChocoLateAuctionInProgressStage(StrEnum):
    BIDDING = "bidding"
    REPLACE = "replace"
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
