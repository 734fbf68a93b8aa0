"""A deal as JSON: the `setup` of a history, and the whole dealt history with its deck."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chokomasquerade.enums import card, cards
from schemas.common import player_out


class ChokoMasqueradeSetupAnswerSchema(Schema):
    table = cards("The 4 table cards, card i starting column i (S2).", minItems=4, maxItems=4)
    hands = fields.Dict(keys=fields.String(), values=fields.List(card()), required=True, metadata={
        "description": "Each player's 3 cards, sorted (S3). Keys are player ids."})
    first_player = player_out("Who plays first (S5).", required=True)

    class Meta:
        description = "A dealt setup (S2-S5)."


DECK_FIELD = cards("The other 50 cards in the order of the seed's shuffle: a convenience for an app that draws "
                   "(draws need not follow it; every path accepts and ignores it, H1).", minItems=50, maxItems=50)


def dealt(d) -> dict:
    """A :class:`~service.games.chokomasquerade.setup.Dealt` as a history with no moves."""
    s = d.setup
    return {
        "players": list(s.players),
        "variants": {},
        "setup": {"table": list(s.table), "hands": {p: list(c) for p, c in s.hands}, "first_player": s.first_player},
        "moves": [],
        "deck": list(d.deck_order),
    }
