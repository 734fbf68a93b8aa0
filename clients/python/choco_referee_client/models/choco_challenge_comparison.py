from enum import StrEnum

class ChocoChallengeComparison(StrEnum):
    EQUAL = "equal"
    FEWER = "fewer"
    MORE = "more"

    def __str__(self) -> str:
        return str(self.value)
