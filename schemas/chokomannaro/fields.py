"""Fields of ChokoMannaro requests: a card id (a closed list, H1) and an age (a number)."""

from __future__ import annotations

from marshmallow import ValidationError, fields

from schemas.chokomannaro.enums import CARD_IDS
from schemas.fields import EnumRef

_CARDS = frozenset(CARD_IDS)
_NOT_A_CARD = f"Must be one of: {', '.join(CARD_IDS)}."


class CardId(EnumRef):
    """A card id of section 1, documented as the ``ChokoMannaroCardId`` component; any
    other value (another string, a number, null) is a schema error (H1)."""

    def __init__(self, description: str = "A card id (H1: one of the 17 of section 1).", **kwargs):
        super().__init__("ChokoMannaroCardId", CARD_IDS, description=description, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not str or value not in _CARDS:
            raise ValidationError(_NOT_A_CARD)
        return value


class Age(fields.Float):
    """A number (an integer or not), never a boolean or a string: smaller is younger (S6)."""

    default_error_messages = {"invalid": "Not a number (booleans and strings are refused)."}

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not int and type(value) is not float:
            raise self.make_error("invalid")
        return value
