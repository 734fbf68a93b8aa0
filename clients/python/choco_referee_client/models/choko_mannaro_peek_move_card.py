from enum import StrEnum

class ChokoMannaroPeekMoveCard(StrEnum):
    ANXIETY = "anxiety"
    BEGGAR = "beggar"
    BODYGUARD = "bodyguard"
    BOREDOM = "boredom"
    CHOKOWEREWOLF = "chokowerewolf"
    CHOKOWEREWOLF_GAME = "chokowerewolf_game"
    CINEMA = "cinema"
    FEAR = "fear"
    HAIRDRYER = "hairdryer"
    MASSEUR = "masseur"
    MIGRATION = "migration"
    PARCEL_BOMB = "parcel_bomb"
    PEEPING_TOM = "peeping_tom"
    PSYCHOLOGY = "psychology"
    QUARANTINE = "quarantine"
    ROBBER = "robber"
    SELF_DEFENCE_COURSE = "self_defence_course"

    def __str__(self) -> str:
        return str(self.value)
