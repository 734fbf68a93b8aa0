"""Choco Challenge's JSON: its requests loaded into engine values, its answers described and
written, and ``API``, what the family's verdicts and HTTP pipeline ask of the game."""

from schemas.choco_challenge.api import API

__all__ = ["API"]
