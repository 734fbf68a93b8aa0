"""An engine value written back as JSON (:func:`plain`): tuples as lists, enums as their
values, mappings kept."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any

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
