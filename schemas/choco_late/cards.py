"""Card fields of Choco Late answers (D1: cards 1..100)."""

from __future__ import annotations

from marshmallow import fields


def card(description: str | None = None, *, example: int | None = None, **kwargs) -> fields.Integer:
    """A card number (D1: 1..100); kwargs go to the field (required, allow_none)."""
    meta: dict = {"minimum": 1, "maximum": 100}
    if description:
        meta["description"] = description
    if example is not None:
        meta["example"] = example
    return fields.Integer(metadata=meta, **kwargs)


def cards(description: str, **kw) -> fields.List:
    return fields.List(card(), metadata={"description": description, **kw}, required=True)

