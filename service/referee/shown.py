"""What the answers show of a game, declared once as types (the engine's snapshots): the
engine builds the values, the service writes them as they are (msgspec) and the document
describes them from the same declarations, as a game's moves are (:mod:`service.referee.moves`).
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

Player = Annotated[str, Meta(description="A player id.", examples=["ann"])]
"""A player id in an answer (an id of the game's own players: its checks were the request's)."""

Text = Annotated[dict[str, str], Meta(examples=[{"en": "Deck", "it": "Mazzo"}])]
"""A text in English and Italian, ``{"en": ..., "it": ...}`` (its description ends with
:data:`KEYS_EN_IT`)."""

KEYS_EN_IT = "Keys: `en`, `it`."

BY_PLAYER = "Keys are player ids."
"""What an object keyed by player says of its keys (the document cannot say it otherwise)."""


class Shown(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A value an answer shows: its members, in the order the answer writes them, and nothing
    else."""
