"""Fields shared by every game's schemas: strict types, no silent coercion.

A referee must not guess: a boolean is never a number, a float or a string is never a
card, "true" is not true.
"""

from __future__ import annotations

import re

from marshmallow import ValidationError, fields

PLAYER_ID_MAX = 64
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


class StrictInteger(fields.Integer):
    """An integer and nothing else: no bool, no float (not even 3.0), no string."""

    default_error_messages = {"invalid": "Not an integer (booleans, floats and strings are refused)."}

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not int:
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


class Card(StrictInteger):
    """A card number. Its range (1..100, rule D1) is checked as a rule of the game."""

    def __init__(self, **kwargs):
        metadata = {"minimum": 1, "maximum": 100, "description": "A card number, 1..100 (rule D1).",
                    **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)


class StrictBoolean(fields.Boolean):
    """true or false, nothing else ("true", 1 and null are refused)."""

    default_error_messages = {"invalid": "Not a boolean (only true or false)."}

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not bool:
            raise self.make_error("invalid")
        return value


def check_player_id(value: object) -> str:
    """The checks a player id gets wherever it appears; returns an error message or ''."""
    if type(value) is not str:
        return "Not a string."
    if not value:
        return "A player id is not empty."
    if len(value) > PLAYER_ID_MAX:
        return f"Longer than {PLAYER_ID_MAX} characters."
    if _CONTROL.search(value):
        return "Control characters are not allowed in a player id."
    return ""


class PlayerId(fields.String):
    def __init__(self, **kwargs):
        metadata = {"minLength": 1, "maxLength": PLAYER_ID_MAX, "pattern": r"^[^\u0000-\u001f\u007f-\u009f]+$",
                    "description": "A player id: 1 to 64 characters, no control characters.",
                    "example": "ann", **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        problem = check_player_id(value)
        if problem:
            raise ValidationError(problem)
        return value


class BoundedList(fields.List):
    """A list whose length is checked before any of its items is looked at."""

    def __init__(self, inner, *, max_items: int, **kwargs):
        metadata = {"maxItems": max_items, **kwargs.pop("metadata", {})}
        super().__init__(inner, metadata=metadata, **kwargs)
        self.max_items = max_items

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, list) and len(value) > self.max_items:
            raise ValidationError(f"At most {self.max_items} items (got {len(value)}).")
        return super()._deserialize(value, attr, data, **kwargs)


def card_list(max_items: int = 100, *, required: bool = False, **metadata) -> BoundedList:
    return BoundedList(Card(), max_items=max_items, required=required, metadata=metadata)
