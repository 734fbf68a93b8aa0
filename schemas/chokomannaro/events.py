"""The `events` of a validate answer: what the referee derived, move by move, each citing
the rule that brought it about (written by the engine, :mod:`service.games.chokomannaro.events`)."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chokomannaro.enums import ENUMS, card_id, cards_out
from schemas.common import player_out
from service.games.chokomannaro.events import BY_AGE, BY_CHOKOS, BY_TOSS


class ChokoMannaroEventSchema(Schema):
    move_index = fields.Integer(required=True, metadata={
        "minimum": 0, "example": 3, "description": "The move after which it happened (0-based index into `moves`)."})
    rule = ENUMS.rule_id("The rule that brought it about.", required=True)
    event = ENUMS.field("EventKind", description="What happened.", required=True)
    player = player_out("The player concerned (see the event kinds).")
    players = fields.List(player_out(), metadata={
        "description": "The players concerned: two activators (W1), who annulled (P1), the winners."})
    card = card_id("The card concerned.")
    cards = cards_out("The cards concerned (G2, G3).")
    target = player_out("The opponent a mood goes to (M1).")
    to = player_out("Who receives a transfer (V2, X1).")
    chokos = fields.Integer(metadata={"minimum": 0, "example": 3, "description": "How many Chokos moved."})
    owed = fields.Integer(metadata={"minimum": 1, "example": 3,
                                    "description": "How many were due, when fewer moved (K3); absent otherwise."})
    count = fields.Integer(metadata={"minimum": 1, "description": "How many cards were shuffled (D1, G2)."})
    by = fields.String(metadata={"enum": [BY_CHOKOS, BY_AGE, BY_TOSS],
                                 "description": "How the starter was decided (W8): fewer Chokos, younger, a toss."})

    class Meta:
        description = ("What the referee derived (R7), in order: an organiser reads a disputed round back line by "
                       "line. Fields beside `move_index`, `rule` and `event` appear only where they apply.")


EVENTS_FIELD = fields.List(fields.Nested(ChokoMannaroEventSchema), required=True, metadata={
    "description": "Every event up to the first violation, in order."})
