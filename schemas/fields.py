"""Fields shared by every game's schemas: strict types, no silent coercion.

A referee must not guess: a boolean is never a number, a float or a string is never a
card, "true" is not true.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from marshmallow import ValidationError, fields

from service.private_api import FastMembers, Lean

PLAYER_ID_MAX = 64
MAX_MEMBERS = 64
"""No object of any request has more members than this (the most, `hands`, has 16)."""
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


TOO_LARGE = "An integer too large: beyond 64 bits."
NOT_AN_INTEGER = "Not an integer (booleans, floats and strings are refused)."


def integer_error(value) -> str:
    """Why a JSON value is not an integer here, or ''. orjson reads an integer beyond 64 bits
    as a float: such a value is called too large, not "not an integer"."""
    if type(value) is int:
        return ""
    if type(value) is float and value.is_integer() and abs(value) >= 2**63:
        return TOO_LARGE
    return NOT_AN_INTEGER


@dataclass(frozen=True)
class DecodedValue:
    """A member already decoded from bytes into its declared type and made the value the
    engine takes (:mod:`schemas.history_codec`): the field takes it as it is (a declared one,
    :class:`~schemas.declared.DeclaredValue`; or a nested history, loaded whole by the codec)."""

    value: Any


class LeanNested(Lean, fields.Nested):
    """fields.Nested, read as :class:`Lean` reads a field (an object of a request nests
    several); a :class:`DecodedValue` taken as it is."""

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is DecodedValue:
            return value.value
        return super()._deserialize(value, attr, data, **kwargs)


def check_player_id(value: object) -> str:
    """The checks a player id gets wherever it appears; returns an error message or ''. These
    are the service's limits on a string; an empty id is a string, and the rules refuse
    it (each game's S1, or the rule of the field it is in), never the schema."""
    if type(value) is not str:
        return "Not a string."
    if len(value) > PLAYER_ID_MAX:
        return f"Longer than {PLAYER_ID_MAX} characters."
    if _CONTROL.search(value):
        return "Control characters are not allowed in a player id."
    return ""


class PlayerId(Lean, fields.String):
    def __init__(self, **kwargs):
        metadata = {"maxLength": PLAYER_ID_MAX, "pattern": r"^[^\u0000-\u001f\u007f-\u009f]*$",
                    "description": "A player id: at most 64 characters, no control characters (an empty id "
                                   "breaks a rule of the game, S1).",
                    "example": "ann", **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        problem = check_player_id(value)
        if problem:
            raise ValidationError(problem)
        return value


def too_many(value: list, max_items: int) -> ValidationError:
    return ValidationError(f"At most {max_items} items (got {len(value)}).")


class BoundedList(Lean, fields.List):
    """A list whose length is checked before any of its items is looked at."""

    def __init__(self, inner, *, max_items: int, **kwargs):
        metadata = {"maxItems": max_items, **kwargs.pop("metadata", {})}
        super().__init__(inner, metadata=metadata, **kwargs)
        self.max_items = max_items

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, list) and len(value) > self.max_items:
            raise too_many(value, self.max_items)
        return super()._deserialize(value, attr, data, **kwargs)


class EnumRef(Lean, fields.Field):
    """A string of a closed set documented as a named component of the OpenAPI document:
    checked on load (the answer tests), and written as a reference to the component (with
    ``allOf``, so that a description may stand beside it)."""

    def __init__(self, component: str, values, *, description: str | None = None, **kwargs):
        metadata = {"allOf": [{"$ref": f"#/components/schemas/{component}"}], **kwargs.pop("metadata", {})}
        if description:
            metadata["description"] = description
        self.enum_values = tuple(values)
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if value not in self.enum_values:
            raise ValidationError(f"Must be one of: {', '.join(map(str, self.enum_values))}.")
        return value

    def _serialize(self, value, attr, obj, **kwargs):
        return value


def members_error(data: object) -> str:
    """The error for an object of too many members, or '' (checked before any is read: an
    object of 100,000 unknown members would otherwise cost 100,000 schema errors)."""
    if isinstance(data, dict) and len(data) > MAX_MEMBERS:
        return f"At most {MAX_MEMBERS} members in an object (got {len(data)})."
    return ""


class RequestSchema(FastMembers):
    """A request object: at most MAX_MEMBERS members, refused before any is read.

    The refusal (:meth:`_refusal`) is checked where every load starts (``load``, which a
    nested schema's load calls too, and ``validate``), and fails it as a ``pre_load`` hook
    would (``{"_schema": [message]}``, no valid data), without marshmallow's hook machinery (a
    few microseconds per object, and a request has several). Its members are read by
    :class:`~service.private_api.FastMembers`.

    `error_rule(pointer)`, where a game's rules of record name the rule each schema error
    breaks, gives that rule id for an error by its pointer from the body's root (an error
    raised with a :class:`~service.problems.RuledMessage` names its own); None elsewhere:
    the errors then carry no rule."""

    error_rule: Callable[[str], str] | None = None

    def _refusal(self, data: object) -> str:
        """Why the object is refused before any of its members is read, or ''."""
        return members_error(data)

    def load(self, data, *, many=None, partial=None, unknown=None):
        many = self.many if many is None else bool(many)
        for item in (data if many else (data,)):  # as a pre_load hook: each item when many
            problem = self._refusal(item)
            if problem:
                error = ValidationError({"_schema": [problem]}, data=data, valid_data=None)
                self.handle_error(error, data, many=many, partial=self.partial if partial is None else partial)
                raise error
        return super().load(data, many=many, partial=partial, unknown=unknown)

    def validate(self, data, *, many=None, partial=None):
        try:
            self.load(data, many=many, partial=partial)
        except ValidationError as error:
            return error.normalized_messages()
        return {}
