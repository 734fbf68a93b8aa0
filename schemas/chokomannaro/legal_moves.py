"""The legal moves of ChokoMannaro as JSON, in the family's shape (``schemas.common``): each
entry's `move` a complete move, ready to append; at a chance point each outcome with its exact
probability. What the answer tells beside them is the engine's, declared once
(:class:`service.games.chokomannaro.phases.Waiting`)."""

from __future__ import annotations

from schemas.chokomannaro.enums import ENUMS
from schemas.chokomannaro.moves import MOVE_COMPONENT
from schemas.common import legal_move_schema

ChokoMannaroLegalMoveSchema = legal_move_schema(
    "ChokoMannaro", ENUMS, MOVE_COMPONENT, {},
    "A legal next move of ChokoMannaro: always the complete move (`move`, appended as it is); at a chance point "
    "(peek, toss, slaughter, refill) with its exact probability.")
