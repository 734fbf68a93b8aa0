"""The legal moves of ChokoMasquerade as JSON, in the family's shape (``schemas.common``):
each entry's `move` a complete move, exactly as it is appended, with its exact probability at
a chance point (a draw, a guess)."""

from __future__ import annotations

from marshmallow import fields

from schemas.chokomasquerade.enums import ENUMS
from schemas.chokomasquerade.moves import MOVE_COMPONENT
from schemas.common import legal_move_schema


ChokoMasqueradeLegalMoveSchema = legal_move_schema(
    "ChokoMasquerade", ENUMS, MOVE_COMPONENT, {},
    "A legal next move of ChokoMasquerade: always the complete move (`move`, appended exactly as it is); at a "
    "chance point with its exact probability (R3: k/N for a draw; M3: 1/2 for a guess).")


CHANCE_FIELD = fields.Boolean(required=True, metadata={
    "description": "true at a chance point: the next move is a draw (R3) or a guess (M3)."})
