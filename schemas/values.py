"""Values of a request read by hand where marshmallow's nested schemas cost more than the
rest of the request (Chocola's setup: a Tavoletta of nested lists of card ids, the reserves by
player), each a :class:`Value`: how it is read (``load``: the value, or its errors by index or
key, as marshmallow would give them, so that they come out as JSON pointers) and its JSON
schema (``doc``), from one declaration. :func:`plain` writes an engine value back as JSON.

Values are the schema's business only as far as their JSON types go (a list of strings...);
what they mean (a card that exists, a player of the game) is the rules'.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from schemas.fields import check_player_id, members_error

MAX_LIST = 100

NOT_STRING = "Not a string."
NOT_LIST = "Not a valid list."
NOT_MAPPING = "Not a valid mapping type."


@dataclass(frozen=True)
class Value:
    """How one value of a request is read and documented.

    `load(value)` returns ``(loaded, None)`` or ``(None, error)`` (a message, or a dict of
    errors by index or key for a list or an object); `doc` is the JSON schema of the value.
    `simple`, where given, says without a call that `load` takes a value exactly of that JSON
    type, no longer than that length, as it is (a list of them is then read in one loop)."""

    load: Callable[[Any], tuple[Any, Any]]
    doc: dict
    simple: tuple[type, int | None] | None = None


def _doc(kind: dict, description: str, example: Any) -> dict:
    out = {**kind, "description": description}
    if example is not None:
        out["example"] = example
    return out


def string(description: str, example: str | None = None, *, max_length: int = 64) -> Value:
    """A string of at most `max_length` characters (its meaning is the rules' business)."""
    too_long = f"Longer than {max_length} characters."

    def load(v):
        if type(v) is not str:
            return None, NOT_STRING
        return (v, None) if len(v) <= max_length else (None, too_long)

    return Value(load, _doc({"type": "string", "maxLength": max_length}, description, example), (str, max_length))


def player(description: str = "A player id.") -> Value:
    def load(v):
        problem = check_player_id(v)
        return (None, problem) if problem else (v, None)

    return Value(load, _doc({"type": "string", "maxLength": 64,
                             "pattern": r"^[^\u0000-\u001f\u007f-\u009f]*$"}, description, "ann"))


def listing(item: Value, description: str, example: Any = None, *, max_items: int = MAX_LIST,
            min_items: int | None = None, exact: int | None = None) -> Value:
    """A list of `item`s (a tuple once loaded), its length checked before its items."""
    too_many = f"At most {max_items} items (got {{n}})."
    simple, limit = item.simple or (None, None)

    def load(v):
        if type(v) is not list:
            return None, NOT_LIST
        if len(v) > max_items:
            return None, too_many.format(n=len(v))
        if exact is not None and len(v) != exact:
            return None, f"Exactly {exact} items (got {len(v)})."
        if simple is not None:  # scalars that their type (and length) accept load as they are
            for x in v:
                if type(x) is not simple or (limit is not None and len(x) > limit):
                    break
            else:
                return tuple(v), None
        out, bad = [], {}
        for i, x in enumerate(v):
            loaded, error = item.load(x)
            if error is not None:
                bad[i] = member_errors(error)
            out.append(loaded)
        return (None, bad) if bad else (tuple(out), None)

    kind: dict = {"type": "array", "items": item.doc, "maxItems": max_items}
    if min_items is not None:
        kind["minItems"] = min_items
    if exact is not None:
        kind["minItems"] = kind["maxItems"] = exact
    return Value(load, _doc(kind, description, example))


def mapping(value: Value, description: str, example: Any = None, *, max_members: int = 64,
            key: Value | None = None) -> Value:
    """An object of string keys (a dict once loaded), at most `max_members` members."""
    def load(v):
        if type(v) is not dict:
            return None, NOT_MAPPING
        crowded = members_error(v)
        if crowded or len(v) > max_members:
            return None, crowded or f"At most {max_members} members in an object (got {len(v)})."
        out, bad = {}, {}
        for k, x in v.items():
            if key is not None:
                _, error = key.load(k)
                if error is not None:
                    bad[k] = member_errors(error)
                    continue
            loaded, error = value.load(x)
            if error is not None:
                bad[k] = member_errors(error)
            out[k] = loaded
        return (None, bad) if bad else (out, None)

    return Value(load, _doc({"type": "object", "additionalProperties": value.doc, "maxProperties": max_members},
                            description, example))



def member_errors(error: Any) -> Any:
    """A member's error as its errors entry: a nested object's dict as it is, else a list."""
    return error if isinstance(error, dict) else [error]


_SCALARS = frozenset({str, int, float, bool, type(None)})


def plain(value: Any) -> Any:
    """An engine value as JSON: tuples as lists, enums as their values, mappings kept."""
    kind = type(value)
    if kind in _SCALARS:  # most values: as they are (an enum member's type is its enum)
        return value
    if kind is tuple or kind is list:  # the next most: positions, lists of cards
        return [v if type(v) in _SCALARS else plain(v) for v in value]
    if isinstance(value, Enum):
        return value._value_  # the member's value, without the `value` property's descriptor call
    if isinstance(value, (tuple, list)):
        return [v if type(v) in _SCALARS else plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: v if type(v) in _SCALARS else plain(v) for k, v in value.items()}
    return value
