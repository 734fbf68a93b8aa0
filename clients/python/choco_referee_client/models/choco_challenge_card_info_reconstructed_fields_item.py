from enum import StrEnum

class ChocoChallengeCardInfoReconstructedFieldsItem(StrEnum):
    CROWNS = "crowns"
    IN_PLAY = "in_play"

    def __str__(self) -> str:
        return str(self.value)
