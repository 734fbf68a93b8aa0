"""A game's state as JSON (the `state` of a validate answer)."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chokomasquerade.enums import ENUMS, card, cards
from schemas.common import player_out, players_out


class ChokoMasqueradePairSchema(Schema):
    card = card("The character of the pair (P4).", required=True)
    saved = fields.Boolean(required=True, metadata={"description": "Saved by a guess of the slaughter (M4)."})

    class Meta:
        description = "A pair held: its character, and whether a guess saved it."


class ChokoMasqueradeSlaughterUnderWaySchema(Schema):
    attacker = player_out("Who paired the ChokoMannaro.", required=True)
    victim = player_out("Who guesses.", required=True)
    guesses_left = fields.Integer(required=True, metadata={"minimum": 1, "description": "Guesses still due (M2)."})

    class Meta:
        description = "The slaughter under way."


class ChokoMasqueradeGameStateSchema(Schema):
    phase = ENUMS.field("Phase", description="What the game waits for.", required=True)
    to_act = players_out("The player whose move is due (one; empty after the end).")
    finished = fields.Boolean(required=True, metadata={"description": "The game is over (E1)."})
    turn = player_out("Whose turn it is (while a draw is due, the player refilling after their turn; after the "
                      "end, whose turn ended it).", required=True)
    columns = fields.List(fields.List(card()), required=True, metadata={
        "minItems": 4, "maxItems": 4, "description": "The 4 columns from column 1, each first card to last (C1)."})
    matchable = fields.List(fields.List(card()), required=True, metadata={
        "minItems": 4, "maxItems": 4,
        "description": "Each column's matchable cards (C2): [] when empty, [card] for one card, else [first, last]."})
    hands = fields.Dict(keys=fields.String(), values=fields.List(card()), required=True, metadata={
        "description": "Each player's cards, sorted. Keys are player ids."})
    pairs = fields.Dict(keys=fields.String(), values=fields.List(fields.Nested(ChokoMasqueradePairSchema)),
                        required=True, metadata={
                            "description": "Each player's pairs, in the order made (an eaten pair leaves). Keys "
                                           "are player ids."})
    eaten = cards("The characters of the pairs eaten in the slaughter, in the order eaten (M4).")
    deck_count = fields.Integer(required=True, metadata={"minimum": 0, "maximum": 50,
                                                         "description": "Cards left in the deck."})
    deck = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "Each character left in the deck with its copies left, 1 or 2 (none listed with 0). Keys "
                       "are card ids.", "example": {"mask_04": 2, "mask_05": 1}})
    draws_due = fields.Integer(required=True, metadata={
        "minimum": 0, "maximum": 3, "description": "Draws still due (0 unless the phase is `draw`) (R1)."})
    slaughter = fields.Nested(ChokoMasqueradeSlaughterUnderWaySchema, required=True, allow_none=True, metadata={
        "description": "The slaughter under way, or null."})

    class Meta:
        description = "The state of a game after the last legal move of its history."


def state(s) -> dict:
    """The snapshot (:class:`~service.games.chokomasquerade.snapshot.Snapshot`) as JSON."""
    slaughter = s.slaughter
    return {
        "phase": s.phase.value,
        "to_act": list(s.to_act),
        "finished": s.finished,
        "turn": s.turn,
        "columns": [list(c) for c in s.columns],
        "matchable": [list(m) for m in s.matchable],
        "hands": {p: None if c is None else list(c) for p, c in s.hands.items()},
        "pairs": {p: [{"card": c, "saved": saved} for c, saved in held] for p, held in s.pairs.items()},
        "eaten": list(s.eaten),
        "deck_count": s.deck_count,
        "deck": None if s.deck is None else dict(s.deck),
        "draws_due": s.draws_due,
        "slaughter": None if slaughter is None else {"attacker": slaughter.attacker, "victim": slaughter.victim,
                                                     "guesses_left": slaughter.guesses_left},
    }


class ChokoMasqueradeSeenStateSchema(ChokoMasqueradeGameStateSchema):
    hands = fields.Dict(keys=fields.String(), values=fields.List(card(), allow_none=True), required=True, metadata={
        "description": "Each player's cards, sorted; null for a hand the player does not see (I2). Keys are player "
                       "ids."})
    hand_sizes = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "How many cards each hand holds (public, I2). Keys are player ids.",
        "example": {"ann": 3, "bob": 3}})
    deck = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, allow_none=True, metadata={
        "description": "Always null in a player's view: which cards the deck holds is nobody's (I4); `deck_count` "
                       "is public."})

    class Meta:
        description = "The state as one player may know it (I1-I4): another hand and the deck's cards left out."


def seen_state(view) -> dict:
    """A player's :class:`~service.referee.view.View` of the state as JSON."""
    return {**state(view.state), **view.public}
