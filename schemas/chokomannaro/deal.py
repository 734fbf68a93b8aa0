"""A deal as JSON: the `setup` of a history, and the whole dealt history."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chokomannaro.enums import card_id, cards_out


class ChokoMannaroSetupAnswerSchema(Schema):
    pairing = cards_out("The 3 pairing cards (S3).", required=True)
    hands = fields.Dict(keys=fields.String(), values=fields.List(card_id()), required=True, metadata={
        "description": "Every player's 4 cards (S4), in rank order. Keys are player ids."})
    chokos = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "Every player's Chokos, the table's number (S2)."})
    ages = fields.Dict(keys=fields.String(), values=fields.Float(), metadata={
        "description": "The ages, when sent (S6)."})


def dealt(s) -> dict:
    """A :class:`~service.games.chokomannaro.setup.Setup` as a history with no moves."""
    setup = {"pairing": list(s.pairing), "hands": {p: list(c) for p, c in s.hands.items()}, "chokos": dict(s.chokos)}
    if s.ages is not None:
        setup["ages"] = dict(s.ages)
    return {"players": list(s.players), "variants": {}, "setup": setup, "moves": []}
