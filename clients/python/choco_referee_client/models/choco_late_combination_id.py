from enum import StrEnum

class ChocoLateCombinationId(StrEnum):
    FIVE_DIFFERENT = "five_different"
    FIVE_SAME = "five_same"
    FOUR_DIFFERENT = "four_different"
    FOUR_SAME = "four_same"
    FULL_HOUSE = "full_house"
    PAIR = "pair"
    THREE_PAIRS = "three_pairs"
    THREE_SAME = "three_same"
    TWO_PAIRS = "two_pairs"

    def __str__(self) -> str:
        return str(self.value)
