from enum import StrEnum

class ChokoMannaroFamily(StrEnum):
    GREEN_ACTION = "green_action"
    MOOD = "mood"
    RED_ACTION = "red_action"
    SERVICE = "service"

    def __str__(self) -> str:
        return str(self.value)
