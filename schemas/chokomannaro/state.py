"""A game's state as JSON (the `state` of a validate answer): every place of every card, as
the referee knows it (D6)."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chokomannaro.enums import ENUMS, card_id, cards_out
from schemas.common import player_out, players_out


def _by_player(values: fields.Field, description: str) -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=values, required=True,
                       metadata={"description": description + " Keys are player ids, in seat order."})


class ChokoMannaroPileSchema(Schema):
    count = fields.Integer(required=True, metadata={"minimum": 0, "description": "How many cards.", "example": 36})
    cards = fields.Dict(keys=card_id(), values=fields.Integer(metadata={"minimum": 1}), required=True, metadata={
        "description": "Card id to copies, in rank order (a multiset: the order of the pile is never known, D2).",
        "example": {"anxiety": 2, "cinema": 1}})

    class Meta:
        description = "A pile of cards kept as a multiset: the main deck or the discard pile."


class ChokoMannaroPairSchema(Schema):
    card = card_id("The kind of the pair.", required=True)
    activators = players_out("Its activator (two for W1, the starter decided by W8).", example=["cat"])

    class Meta:
        description = "A pair on the table: a pairing card and the card played onto it (two Chokowerewolves for W1)."


class ChokoMannaroQuarantineSchema(Schema):
    since_round = fields.Integer(required=True, metadata={"minimum": 1, "description": "The round it began (Q1)."})
    upkeep_from_round = fields.Integer(required=True, metadata={
        "minimum": 3, "description": "The first round whose start costs 2 Chokos to keep it (Q4)."})

    class Meta:
        description = "A quarantine in force."


class ChokoMannaroSlaughterSchema(Schema):
    picker = player_out("Who picks next (W2).", required=True)
    victim = player_out("From whose hand: the first holder to the picker's left (W6).", required=True)
    attacked = players_out("Who has been a victim in this slaughter so far, in order (Q5).")

    class Meta:
        description = "A slaughter under way."


class ChokoMannaroPeekSchema(Schema):
    player = player_out("The Peeping Tom's activator.", required=True)
    cards = cards_out("The cards peeked so far (G1), in rank order.", required=True)
    to_come = fields.Integer(required=True, metadata={"minimum": 0, "maximum": 3,
                                                      "description": "How many more cards it looks at."})

    class Meta:
        description = "What a Peeping Tom's activator looks at (G1, G2)."


class ChokoMannaroGameStateSchema(Schema):
    round = fields.Integer(required=True, metadata={"minimum": 1, "description": "The round (1 first)."})
    step = fields.Integer(required=True, metadata={
        "minimum": 0, "description": "The step of the round (1 first; 0 at a round start's quarantine decisions)."})
    phase = ENUMS.field("Phase", description="What the game waits for.", required=True)
    to_act = players_out("As in legal-moves: at a choice the due players who have not played yet, at a toss the "
                         "two activators, otherwise the one player whose move comes next; [] after the end.")
    due = players_out("The due players of the step being played or resolved, in seat order (R2); [] at the refill, "
                      "at a round start's quarantine decisions and after the end.")
    played = fields.Dict(keys=fields.String(), values=card_id(), required=True, metadata={
        "description": "Player to the card they played face down in this step, until the reveal; {} otherwise."})
    chokos = _by_player(fields.Integer(metadata={"minimum": 0}), "Each player's Chokos (K1).")
    eliminated = fields.Integer(required=True, metadata={
        "minimum": 0, "maximum": 60, "description": "The pool: 60 minus the Chokos held (K2)."})
    pairing = cards_out("The pairing cards lying face up with no pair on them, in rank order.", required=True)
    pending = fields.List(fields.Nested(ChokoMannaroPairSchema), required=True, metadata={
        "description": "The pairs waiting for activation, in rank order (A1)."})
    activating = fields.Nested(ChokoMannaroPairSchema, required=True, allow_none=True, metadata={
        "description": "The pair being activated (still on the table, A2), or null; after the end, the pair whose "
                       "activation the end cut short."})
    moods = _by_player(fields.List(card_id()), "Each player's mood instances, one entry per instance (M1).")
    quarantine = fields.Dict(keys=fields.String(), values=fields.Nested(ChokoMannaroQuarantineSchema),
                             required=True, metadata={"description": "The quarantined players (Q1). Keys are "
                                                                     "player ids."})
    hands = _by_player(fields.List(card_id()), "Each player's hand, in rank order (D6: the referee shows all).")
    deck = fields.Nested(ChokoMannaroPileSchema, required=True, metadata={"description": "The main deck (D2)."})
    discard = fields.Nested(ChokoMannaroPileSchema, required=True, metadata={"description": "The discard pile."})
    slaughter = fields.Nested(ChokoMannaroSlaughterSchema, required=True, allow_none=True, metadata={
        "description": "The slaughter under way, or null."})
    peek = fields.Nested(ChokoMannaroPeekSchema, required=True, allow_none=True, metadata={
        "description": "The Peeping Tom's view, or null."})
    finished = fields.Boolean(required=True, metadata={"description": "The game is over (E1)."})
    winner = player_out("The winner, or null (while running, or on a shared win, E3).", required=True,
                        allow_none=True)
    winners = players_out("The winners: the last holder (E1); [] while running.")

    class Meta:
        description = "The state of a game after the last legal move of its history: every card's place and every " \
                      "player's Chokos."


def _pile(cards: dict[str, int]) -> dict:
    return {"count": sum(cards.values()), "cards": cards}


def state(s) -> dict:
    """A :class:`~service.games.chokomannaro.snapshot.Snapshot` as JSON."""
    return {
        "round": s.round,
        "step": s.step,
        "phase": s.phase.value,
        "to_act": list(s.to_act),
        "due": list(s.due),
        "played": dict(s.played),
        "chokos": s.chokos,
        "eliminated": s.eliminated,
        "pairing": list(s.pairing),
        "pending": [{"card": card, "activators": list(who)} for card, who in s.pending],
        "activating": None if s.activating is None else {"card": s.activating[0],
                                                         "activators": list(s.activating[1])},
        "moods": {p: list(m) for p, m in s.moods.items()},
        "quarantine": {p: {"since_round": since, "upkeep_from_round": upkeep}
                       for p, (since, upkeep) in s.quarantine.items()},
        "hands": {p: None if h is None else list(h) for p, h in s.hands.items()},
        "deck": None if s.deck is None else _pile(s.deck),
        "discard": _pile(s.discard),
        "slaughter": None if s.slaughter is None else {"picker": s.slaughter[0], "victim": s.slaughter[1],
                                                       "attacked": list(s.slaughter[2])},
        "peek": None if s.peek is None else {"player": s.peek[0], "cards": None if s.peek[1] is None else list(s.peek[1]),
                                             "to_come": s.peek[2]},
        "finished": s.finished,
        "winner": s.winner,
        "winners": list(s.winners),
    }


class ChokoMannaroSeenPileSchema(Schema):
    count = fields.Integer(required=True, metadata={"minimum": 0, "description": "How many cards (public, I6).",
                                                    "example": 36})
    cards = fields.Dict(keys=card_id(), values=fields.Integer(), required=True, allow_none=True, metadata={
        "description": "Always null in a player's view: which cards the main deck holds is nobody's (I6)."})

    class Meta:
        description = "The main deck as a player knows it: how many cards, not which (I6)."


class ChokoMannaroSeenPeekSchema(ChokoMannaroPeekSchema):
    cards = fields.List(card_id(), required=True, allow_none=True, metadata={
        "description": "The cards peeked so far, in rank order; null for another player's look (I5)."})

    class Meta:
        description = "A Peeping Tom's look as a player knows it: the cards are its activator's until the pick (I5)."


class ChokoMannaroSeenStateSchema(ChokoMannaroGameStateSchema):
    played = fields.Dict(keys=fields.String(), values=card_id(allow_none=True), required=True, metadata={
        "description": "Player to the card they played face down in this step, until the reveal; null for another "
                       "player's card (I3); {} otherwise."})
    hands = _by_player(fields.List(card_id(), allow_none=True),
                       "Each player's hand, in rank order; null for a hand the player does not see (I2).")
    hand_sizes = _by_player(fields.Integer(metadata={"minimum": 0}), "How many cards each hand holds (public, I2).")
    deck = fields.Nested(ChokoMannaroSeenPileSchema, required=True, metadata={
        "description": "The main deck: its size, not its cards (I6)."})
    peek = fields.Nested(ChokoMannaroSeenPeekSchema, required=True, allow_none=True, metadata={
        "description": "The Peeping Tom's look under way, or null (I5)."})

    class Meta:
        description = "The state as one player may know it (I1-I6): the other hands, the cards others played face " \
                      "down, another's look and the main deck's cards left out."


def seen_state(view) -> dict:
    """A player's :class:`~service.referee.view.View` of the state as JSON."""
    out = state(view.state)
    out["hand_sizes"] = view.public["hand_sizes"]
    out["deck"] = {"count": view.public["deck_count"], "cards": None}
    return out
