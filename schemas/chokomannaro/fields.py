"""Fields of ChokoMannaro requests: card ids (a closed list, H1), lists of them, ages, and
objects keyed by player id.

Each loads its whole value in one pass of plain Python (a setup is read on every request,
and marshmallow's field-per-item machinery cost several times the rest of a short
request), with the same errors, pointed at the item at fault (``/setup/hands/ann/2``), as
the family's fields give.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import ValidationError, fields

from schemas.chokomannaro.enums import CARD_IDS
from schemas.common import MAX_PLAYERS_LISTED
from schemas.declared import member_errors
from schemas.fields import CardList, check_player_id, members_error
from service.referee.moves import MAX_ITEMS as MAX_LIST

_CARDS = frozenset(CARD_IDS)
NOT_A_CARD = f"Must be one of: {', '.join(CARD_IDS)}."
NOT_A_LIST = "Not a valid list."
NOT_A_MAPPING = "Not a valid mapping type."
NOT_AN_INTEGER = "Not an integer (booleans, floats and strings are refused)."
NOT_A_NUMBER = "Not a number (booleans and strings are refused)."
# Inline, not a reference to the CardId component: Schemathesis' negative generation could not
# always build an array of references to an enumeration (an internal "demanded elements" error).
CARD_ITEM = {"type": "string", "enum": list(CARD_IDS), "description": "A card id (H1: one of the 17 of section 1)."}

Loader = Callable[[Any], tuple[Any, Any]]  # value -> (loaded, None) or (None, error)


def load_cards(value: Any, max_items: int = MAX_LIST) -> tuple[Any, Any]:
    """A list of card ids, as a tuple; its length is checked before its items."""
    if type(value) is not list:
        return None, NOT_A_LIST
    if len(value) > max_items:
        return None, f"At most {max_items} items (got {len(value)})."
    for card in value:
        if type(card) is not str or card not in _CARDS:
            return None, {i: [NOT_A_CARD] for i, c in enumerate(value) if type(c) is not str or c not in _CARDS}
    return tuple(value), None


def load_integer(value: Any) -> tuple[Any, Any]:
    return (value, None) if type(value) is int else (None, NOT_AN_INTEGER)


def load_age(value: Any) -> tuple[Any, Any]:
    """A number, an integer or not, never a boolean or a string: smaller is younger (S6)."""
    return (value, None) if type(value) is int or type(value) is float else (None, NOT_A_NUMBER)


def is_card(value: Any) -> bool:
    return type(value) is str and value in _CARDS


def card_list(description: str, *, required: bool = False, example: list[str] | None = None) -> CardList:
    """A list of card ids (H1), at most 100."""
    return CardList(description, is_card=is_card, item=CARD_ITEM, item_error=NOT_A_CARD, max_items=MAX_LIST,
                    example=example, required=required)


class PlayerMap(fields.Field):
    """An object keyed by player id (at most 64 characters, no control characters), at most 16
    members (as players are listed), refused before any is read; each value loaded by
    `load`. A bad key is pointed at by its key, a bad value at the value (or its item)."""

    def __init__(self, load: Loader, value_doc: dict, *, description: str, example: dict, **kwargs):
        self.load_value = load
        super().__init__(metadata={
            "type": "object", "additionalProperties": value_doc, "maxProperties": MAX_PLAYERS_LISTED,
            "description": description + " Keys are player ids (at most 64 characters, no control characters; "
                                         "another key is a schema error).",
            "example": example}, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not dict:
            raise ValidationError(NOT_A_MAPPING)
        crowded = members_error(value)
        if crowded or len(value) > MAX_PLAYERS_LISTED:
            raise ValidationError(crowded or f"At most {MAX_PLAYERS_LISTED} members in an object (got {len(value)}).")
        out, errors = {}, {}
        for key, item in value.items():
            problem = check_player_id(key)
            if problem:
                errors[key] = [problem]
                continue
            loaded, error = self.load_value(item)
            if error is not None:
                errors[key] = member_errors(error)
            out[key] = loaded
        if errors:
            raise ValidationError(errors)
        return out


def cards_doc(description: str) -> dict:
    return {"type": "array", "items": CARD_ITEM, "maxItems": MAX_LIST, "description": description}


INTEGER_DOC = {"type": "integer", "description": "An integer."}
AGE_DOC = {"type": "number", "description": "The player's age: smaller is younger (S6).", "example": 34}
