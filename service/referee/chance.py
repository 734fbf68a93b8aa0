"""Exact probabilities as the API writes them: ``"n/d"`` in lowest terms (``"1/1"`` when
certain, ``"0/1"`` when impossible), with a float beside it."""

from __future__ import annotations

from fractions import Fraction
from typing import Any


def exact(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def approx(p: Fraction) -> float:
    return round(p.numerator / p.denominator, 6)


def probability_fields(p: Fraction) -> dict[str, Any]:
    return {"chance": True, "probability": exact(p), "approx": approx(p)}
