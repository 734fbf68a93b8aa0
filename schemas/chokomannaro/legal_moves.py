"""The legal moves of ChokoMannaro as JSON: each entry a complete move, ready to append
(without its chance fields); at a chance point each outcome with its exact probability."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chokomannaro.enums import ENUMS, card_id
from schemas.chokomannaro.moves import move
from schemas.common import CHANCE_FIELDS, player_out
from service.games.chokomannaro.phases import Phase


class ChokoMannaroLegalMoveSchema(Schema):
    type = ENUMS.field("MoveType", description="The kind of move.", required=True)
    player = player_out("Who makes it.", required=True)
    card = card_id("The card (play, peek, peek_pick, slaughter_pick, draw; the echo of target).")
    target = player_out("target: the opponent chosen.")
    keep = fields.Boolean(metadata={"description": "quarantine: keep it or not."})
    victim = player_out("slaughter_pick: the echo of the victim.")
    chance = CHANCE_FIELDS["chance"]
    probability = CHANCE_FIELDS["probability"]
    approx = CHANCE_FIELDS["approx"]

    class Meta:
        description = ("A legal next move, complete: append it to `moves` (without `chance`, `probability` and "
                       "`approx`, which a chance outcome carries).")


LEGAL_MOVES_EXTRA = {
    "chance": fields.Boolean(required=True, metadata={
        "description": "true at a chance point (peek, toss, slaughter, refill): every outcome with its probability."}),
    "simultaneous": fields.Boolean(required=True, metadata={
        "description": "true at a choice: every due player who has not played yet may play now, in any order, and "
                       "`moves` lists the options of each (their hands are secret at the table, but the history "
                       "records every hand, so the referee sees everything and shows everything, D6; a client "
                       "showing one player's view hides the rest)."}),
}


def option(o) -> dict:
    return move(o.move)


def legal_moves_extra(state, options) -> dict:
    return {"chance": any(o.probability is not None for o in options),
            "simultaneous": state.phase is Phase.CHOICE}
