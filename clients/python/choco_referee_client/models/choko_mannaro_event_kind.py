from enum import StrEnum

class ChokoMannaroEventKind(StrEnum):
    ACTIVATED = "activated"
    ANNULLED = "annulled"
    DESTROYED = "destroyed"
    DISCARDED = "discarded"
    DOUBLED = "doubled"
    ELIMINATED = "eliminated"
    GAME_OVER = "game_over"
    MOOD = "mood"
    MOOD_DISCARDED = "mood_discarded"
    NEW_PAIRING = "new_pairing"
    PAIRED = "paired"
    QUARANTINE = "quarantine"
    QUARANTINE_END = "quarantine_end"
    RECEIVED = "received"
    RESHUFFLED = "reshuffled"
    SHIELDED = "shielded"
    SKIPPED = "skipped"
    SLAUGHTER_END = "slaughter_end"
    STARTER = "starter"
    TRANSFER = "transfer"
    UPKEEP = "upkeep"
    VOID = "void"

    def __str__(self) -> str:
        return str(self.value)
