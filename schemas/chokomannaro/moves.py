"""The `moves` of a ChokoMannaro history (R7): the game's move classes
(:mod:`service.games.chokomannaro.moves`) read from and written as JSON. Card ids are a closed
list (H1): another value is a schema error, in the words the setup's card lists use."""

from __future__ import annotations

from schemas.chokomannaro.enums import NOT_A_CARD, PREFIX
from schemas.declared import MoveCodec
from service.games.chokomannaro.moves import MOVES as MOVE_TYPES

# The card ids stay written out in each move's schema (not a reference to the CardId
# component): an optional echo may be null, and OpenAPI 3.0 takes null in an enumeration only
# where the enumeration itself lists it.
MOVES = MoveCodec(PREFIX, MOVE_TYPES, description="A decision of a player, or a chance outcome (R7).",
                  errors={"card": NOT_A_CARD})
MOVE_COMPONENT = MOVES.component
move = MOVES.dump
