from enum import StrEnum

class ChocoLateSeenAuctionStage(StrEnum):
    BIDDING = "bidding"
    REPLACE = "replace"
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
