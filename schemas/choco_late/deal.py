"""A deal as JSON: the `setup` of a history, and the whole dealt history."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_late.cards import by_player, card
from schemas.common import player_out


class ChocoLateSetupAnswerSchema(Schema):
    lots = fields.List(card(), required=True, metadata={"description": "The lots dealt to the centre (S2)."})
    hands = by_player("Each player's vouchers (S2).")
    first_player = player_out("Who holds the Choco Late token first (S3).", required=True)
    box = fields.List(card(), required=True, metadata={"description": "The cards left in the box."})


def dealt(s) -> dict:
    """A :class:`~service.games.choco_late.setup.Setup` as a history with no moves."""
    return {
        "players": list(s.players),
        "variants": {"free_bidding": s.variants.free_bidding, "best_wins": s.variants.best_wins,
                     "two_trays": s.variants.two_trays},
        "setup": {"lots": list(s.lots), "hands": {p: list(c) for p, c in s.hands},
                  "first_player": s.first_player, "box": list(s.box or ())},
        "moves": [],
    }
