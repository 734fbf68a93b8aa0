from enum import StrEnum

class ChocolaDecorationRuleKind(StrEnum):
    IF_ON_FLAVOUR = "if_on_flavour"
    IF_ON_TYPE = "if_on_type"
    IF_OTHER_DESSERT_OF_FLAVOUR = "if_other_dessert_of_flavour"
    IF_OTHER_DESSERT_OF_TYPE = "if_other_dessert_of_type"
    PER_DECORATION_ON_SAME_DESSERT = "per_decoration_on_same_dessert"

    def __str__(self) -> str:
        return str(self.value)
