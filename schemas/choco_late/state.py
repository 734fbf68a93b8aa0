"""A game's state as JSON (the `state` of a validate answer)."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_late.auctions import (ChocoLateAuctionInProgressSchema, ChocoLateSeenAuctionSchema,
                                        auction_in_progress)
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
        "hands": {p: None if c is None else list(c) for p, c in s.hands.items()},
        "collections": {p: list(c) for p, c in s.collections.items()},
        "piles": {p: list(c) for p, c in s.piles.items()},
        "out_of_game": list(s.out_of_game),
        "box": None if s.box is None else list(s.box),
        "arrangements": {p: [list(t) for t in trays] for p, trays in s.arrangements.items()},
        "auction": auction_in_progress(s.auction),
    }


class ChocoLateSeenStateSchema(ChocoLateGameStateSchema):
    hands = fields.Dict(keys=fields.String(), values=fields.List(card(), allow_none=True), required=True, metadata={
        "description": "Each player's vouchers in hand; null for a hand the player does not see (I2). Keys are "
                       "player ids."})
    hand_sizes = fields.Dict(keys=fields.String(), values=fields.Integer(metadata={"minimum": 0}), required=True,
                             metadata={"description": "How many vouchers each hand holds (public, I2). Keys are "
                                                      "player ids.", "example": {"ann": 10, "bob": 9}})
    box = fields.List(card(), required=True, allow_none=True, metadata={
        "description": "Always null in a player's view: which cards are in the box is nobody's (I4); `box_count` is "
                       "public."})
    box_count = fields.Integer(required=True, metadata={"minimum": 0, "description": "How many cards the box "
                                                                                      "holds (public, I4)."})
    auction = fields.Nested(ChocoLateSeenAuctionSchema, required=True, allow_none=True, metadata={
        "description": "The auction under way, null between auctions; another participant's reveal is null until "
                       "every participant has revealed (I3)."})

    class Meta:
        description = "The state as one player may know it (I1-I4): the other hands, the box and the reveals " \
                      "still face down left out."


def seen_state(view) -> dict:
    """A player's :class:`~service.referee.view.View` of the state as JSON."""
    return {**state(view.state), **view.public}
