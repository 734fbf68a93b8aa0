"""A deal as JSON: the `setup` of a history, and the whole dealt history."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_challenge.enums import card_id
from schemas.common import player_out


class ChocoChallengeSetupAnswerSchema(Schema):
    market = fields.List(card_id(), required=True, metadata={
        "description": "The market, position 1 (next to the deck) first: the first 6 cards of the shuffle laid "
                       "out as refills would (S4, M2)."})
    first_player = player_out("Who plays first (S7).", required=True)
    base_sets = fields.Dict(keys=fields.String(), values=fields.Integer(metadata={"minimum": 1, "maximum": 5}),
                            required=True, metadata={"description": "Base sets numbered 1..P in seat order (S3). "
                                                                    "Keys are player ids."})


def dealt(s) -> dict:
    """A :class:`~service.games.choco_challenge.setup.Setup` as a history with no moves."""
    return {
        "players": list(s.players),
        "variants": {},
        "setup": {"market": list(s.market), "first_player": s.first_player, "base_sets": dict(s.base_sets or {})},
        "moves": [],
    }
