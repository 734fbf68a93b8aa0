"""Exact probabilities as the API writes them (H4): ``"n/d"`` in lowest terms with a float
beside, for a chance outcome given the back of the top card and for the bust odds."""

from __future__ import annotations

from marshmallow import fields

from schemas.common import PROBABILITY_PATTERN
from service.referee.chance import approx, exact


def exact_field(description: str, **kwargs) -> fields.String:
    return fields.String(metadata={"pattern": PROBABILITY_PATTERN, "example": "1/3", "description": description},
                         **kwargs)


def approx_field(description: str, **kwargs) -> fields.Float:
    return fields.Float(metadata={"minimum": 0, "maximum": 1, "example": 0.333333, "description": description},
                        **kwargs)


def by_back_field(description: str, values: fields.Field, example: dict, **kwargs) -> fields.Dict:
    return fields.Dict(keys=fields.String(metadata={"enum": ["base", "filling", "spice"]}), values=values,
                       metadata={"description": description, "example": example}, **kwargs)


def exact_by_back(odds) -> dict[str, str]:
    return {back.value: exact(p) for back, p in odds.items()}


def approx_by_back(odds) -> dict[str, float]:
    return {back.value: approx(p) for back, p in odds.items()}
