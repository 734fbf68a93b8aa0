from enum import StrEnum

class ChocoChallengeEndReason(StrEnum):
    DECK_EXHAUSTED = "deck_exhausted"
    THREE_DESSERT_PILES = "three_dessert_piles"

    def __str__(self) -> str:
        return str(self.value)
