"""The game's log as JSON: one summary per turn (the `turns` of validate, view and score),
the engine's (:mod:`service.games.choco_challenge.turns`), written as it is declared."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from msgspec import Meta

from schemas.choco_challenge.enums import ENUMS
from schemas.common import MAX_MOVES, answer_field
from schemas.declared import DeclaredValue
from service.games.choco_challenge import view
from service.games.choco_challenge.turns import Turn, shown_turns

# The components of a turn's classes the document names otherwise than by their class: a turn's
# result is the enumeration TurnResult, its refill the component Refill (beside the move's RefillMove).
NAMES = {"Result": "TurnResult", "Refilled": "Refill"}


# A game's turns: at most one begun a move, and the first (the document says no limit of its own).
TURNS = Annotated[list[Turn], Meta(extra={"max_items": MAX_MOVES + 1})]


def turns_field(description: str, **kwargs: Any) -> DeclaredValue:
    """A list of turns, as an answer's member."""
    return answer_field(TURNS, ENUMS, NAMES, metadata={"description": description}, **kwargs)


LOG = {"turns": turns_field("Every turn begun before the first violation, in order (empty after a setup error).",
                            required=True)}


def turns(state) -> list[dict]:
    """The log of a replayed game: every turn begun."""
    return msgspec.to_builtins(shown_turns(state))


def seen_turns(state, viewer: str) -> list[dict]:
    """The log as `viewer` may know it (I3)."""
    return msgspec.to_builtins(view.seen_turns(state, viewer))
