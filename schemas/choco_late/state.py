"""A game's state as JSON (the `state` of a validate answer)."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_late.auctions import ChocoLateAuctionInProgressSchema, auction_in_progress
from schemas.choco_late.cards import by_player, card
from schemas.choco_late.enums import ENUMS
from schemas.common import player_out


class ChocoLateGameStateSchema(Schema):
    phase = ENUMS.field("Phase", description="What the game waits for.", required=True)
    finished = fields.Boolean(required=True, metadata={
        "description": "Nothing may be appended (as in legal-moves): the centre is empty (E1) and, with two_trays, "
                       "every player has arranged their trays (C3). While trays may still be arranged (phase "
                       "`arrange_trays`) the game is not finished; its scores are final all the same."})
    token_holder = player_out("Who holds the Choco Late token (T3).", required=True)
    centre = fields.List(card(), required=True, metadata={"description": "The lots still in the centre."})
    hands = by_player("Each player's vouchers in hand.")
    collections = by_player("Each player's lots won.")
    piles = by_player("Each player's pile, top first (best_wins).")
    out_of_game = fields.List(card(), required=True, metadata={
        "description": "Cards removed from the game (lots by A4a, vouchers spent or forfeited)."})
    box = fields.List(card(), required=True, metadata={
        "description": "The cards of the setup table dealt to nobody (S2)."})
    arrangements = fields.Dict(keys=fields.String(), values=fields.List(fields.List(card())), required=True,
                               metadata={"description": "The two trays each player arranged (C3, two_trays). "
                                                        "Keys are player ids."})
    auction = fields.Nested(ChocoLateAuctionInProgressSchema, required=True, allow_none=True, metadata={
        "description": "The auction under way, null between auctions."})

    class Meta:
        description = "The state of a game after the last legal move of its history."


def state(s) -> dict:
    """The snapshot (:class:`~service.games.choco_late.snapshot.Snapshot`) as JSON."""
    return {
        "phase": s.phase.value,
        "finished": s.finished,
        "token_holder": s.token_holder,
        "centre": list(s.centre),
        "hands": {p: list(c) for p, c in s.hands.items()},
        "collections": {p: list(c) for p, c in s.collections.items()},
        "piles": {p: list(c) for p, c in s.piles.items()},
        "out_of_game": list(s.out_of_game),
        "box": list(s.box),
        "arrangements": {p: [list(t) for t in trays] for p, trays in s.arrangements.items()},
        "auction": auction_in_progress(s.auction),
    }
