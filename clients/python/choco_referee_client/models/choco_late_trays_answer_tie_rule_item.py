from enum import StrEnum

class ChocoLateTraysAnswerTieRuleItem(StrEnum):
    FIRST_COLOUR_LOTS = "first_colour_lots"
    FIRST_SYMBOL_LOTS = "first_symbol_lots"
    MOST_COLOUR_POINTS = "most_colour_points"
    MOST_SYMBOL_POINTS = "most_symbol_points"

    def __str__(self) -> str:
        return str(self.value)
