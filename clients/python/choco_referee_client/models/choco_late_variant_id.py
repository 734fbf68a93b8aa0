from enum import StrEnum

class ChocoLateVariantId(StrEnum):
    BEST_WINS = "best_wins"
    FREE_BIDDING = "free_bidding"
    TWO_TRAYS = "two_trays"

    def __str__(self) -> str:
        return str(self.value)
