"""The `moves` of a Choco Late history (E2): the game's move classes
(:mod:`service.games.choco_late.moves`) read from and written as JSON."""

from __future__ import annotations

from schemas.choco_late.enums import ENUMS, PREFIX
from schemas.declared import MoveCodec
from service.games.choco_late.moves import MOVES as MOVE_TYPES

MOVES = MoveCodec(PREFIX, MOVE_TYPES, description="A decision of a player (E2).",
                  enums={name: tuple(component["enum"]) for name, component in ENUMS.components.items()})
MOVE_COMPONENT = MOVES.component
move = MOVES.dump
