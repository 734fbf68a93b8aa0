from enum import StrEnum

class ChocolaDessertRuleKind(StrEnum):
    PER_DISTINCT_FLAVOUR = "per_distinct_flavour"
    PER_DISTINCT_TYPE = "per_distinct_type"
    PER_TYPE_AND_FLAVOUR = "per_type_and_flavour"

    def __str__(self) -> str:
        return str(self.value)
