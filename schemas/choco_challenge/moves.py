"""The `moves` of a Choco Challenge history (H1): the game's move classes
(:mod:`service.games.choco_challenge.moves`) read from and written as JSON. The schema checks
their JSON types and the service's limits only: which cards, tools, positions and desserts a
move may name is the rules' (H3, B2, P2, P4-P6, X4, X5), so the game has no schema errors of
its own words."""

from __future__ import annotations

from schemas.choco_challenge.enums import PREFIX
from schemas.declared import MoveCodec
from service.games.choco_challenge.moves import MOVES as MOVE_TYPES

MOVES = MoveCodec(PREFIX, MOVE_TYPES, description="A decision of a player, or a chance outcome it reveals (E4).")
MOVE_COMPONENT = MOVES.component
move = MOVES.dump
