from enum import StrEnum

class ChocoLateAuctionEnd(StrEnum):
    NO_OFFER = "no_offer"
    SOLE_PARTICIPANT = "sole_participant"
    TIE = "tie"

    def __str__(self) -> str:
        return str(self.value)
