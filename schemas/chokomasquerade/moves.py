"""The `moves` of a ChokoMasquerade history (H2): the game's move classes
(:mod:`service.games.chokomasquerade.moves`) read from and written as JSON, and the words of
their schema errors (a card, a column, a find: each names its rule)."""

from __future__ import annotations

from schemas.chokomasquerade.enums import ENUMS, PREFIX
from schemas.chokomasquerade.values import CARD_ERROR, COLUMN_ERROR, FOUND_ERROR
from schemas.declared import MoveCodec
from service.games.chokomasquerade.moves import MOVES as MOVE_TYPES

MOVES = MoveCodec(PREFIX, MOVE_TYPES, description="A move of the game (H2): a decision of a player, or a chance "
                                                  "outcome they record (a draw, a guess).",
                  errors={"card": CARD_ERROR, "column": COLUMN_ERROR, "found": FOUND_ERROR},
                  enums={name: tuple(component["enum"]) for name, component in ENUMS.components.items()})
MOVE_COMPONENT = MOVES.component
move = MOVES.dump
