"""The legal moves of ChokoMannaro as JSON, in the family's shape (``schemas.common``): each
entry's `move` a complete move, ready to append; at a chance point each outcome with its exact
probability."""

from __future__ import annotations

from typing import Any

from marshmallow import fields

from schemas.chokomannaro.enums import ENUMS
from schemas.chokomannaro.moves import MOVE_COMPONENT
from schemas.common import legal_move_schema
from service.games.chokomannaro.phases import Phase


ChokoMannaroLegalMoveSchema = legal_move_schema(
    "ChokoMannaro", ENUMS, MOVE_COMPONENT, {},
    "A legal next move of ChokoMannaro: always the complete move (`move`, appended as it is); at a chance point "
    "(peek, toss, slaughter, refill) with its exact probability.")


LEGAL_MOVES_EXTRA: dict[str, fields.Field[Any]] = {
    "chance": fields.Boolean(required=True, metadata={
        "description": "true at a chance point (peek, toss, slaughter, refill): every outcome with its probability."}),
    "simultaneous": fields.Boolean(required=True, metadata={
        "description": "true at a choice: every due player who has not played yet may play now, in any order, and "
                       "`moves` lists the options of each (their hands are secret at the table, but the history "
                       "records every hand, so the referee sees everything and shows everything, D6; a client "
                       "showing one player's view hides the rest)."}),
}


def legal_moves_extra(state, options) -> dict:
    return {"chance": any(o.probability is not None for o in options),
            "simultaneous": state.phase is Phase.CHOICE}
