"""The legal moves of ChokoMasquerade as JSON: each entry a complete move, exactly as it
would be appended, with its exact probability at a chance point (a draw, a guess)."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chokomasquerade.enums import ENUMS, card
from schemas.common import CHANCE_FIELDS, player_out


class ChokoMasqueradeLegalMoveSchema(Schema):
    type = ENUMS.field("MoveType", description="The kind of move.", required=True)
    player = player_out("Who makes it.", required=True)
    card = card("pair, hand_pair, table_pair, lay, draw: the card.")
    column = fields.Integer(metadata={"minimum": 1, "maximum": 4, "description": "lay: the column."})
    found = ENUMS.field("Found", description="guess: what is uncovered.")
    chance = CHANCE_FIELDS["chance"]
    probability = CHANCE_FIELDS["probability"]
    approx = CHANCE_FIELDS["approx"]

    class Meta:
        description = ("A legal next move, complete (append it as it is, without `chance`, `probability` and "
                       "`approx`); at a chance point with its exact probability (R3: k/N for a draw; M3: 1/2 for "
                       "a guess).")


CHANCE_FIELD = fields.Boolean(required=True, metadata={
    "description": "true at a chance point: the next move is a draw (R3) or a guess (M3)."})
