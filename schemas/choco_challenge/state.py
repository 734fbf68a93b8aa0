"""A game's state as JSON (the `state` of a validate answer): what the referee tracks
(section 3 of the rules of record), after the last legal move."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_challenge.enums import ENUMS, card_id, tool_id
from schemas.common import player_out, players_out


def counts(description: str, **metadata) -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=fields.Integer(metadata={"minimum": 1}), required=True,
                       metadata={"description": description + " Counts by card id (types with none left out).",
                                 **metadata})


class ChocoChallengePlayerStateSchema(Schema):
    player = player_out(required=True)
    base_set = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "maximum": 5, "description": "The number of the player's base set (S3), null when the "
                                                   "history gives none."})
    draw_pile = counts("The player's draw pile: a multiset, its order unknown until drawn (T2, H3).",
                       example={"cocoa": 2, "butter": 1, "nuts": 1})
    draw_pile_size = fields.Integer(required=True, metadata={"minimum": 0, "description": "Cards in the draw pile."})
    in_front = fields.List(card_id(), required=True, metadata={
        "description": "The cards in front of the player, in drawing order: those drawn in their latest turn and "
                       "not discarded (T3, T6)."})
    pending = card_id("The matching card in phase `bust` (B1), still the drawer's; null otherwise.",
                      required=True, allow_none=True)
    discard = counts("The player's discard pile.", example={"cherries": 1})
    tools = fields.List(tool_id(), required=True, metadata={"description": "The tools held (B4)."})
    desserts = fields.List(fields.Integer(metadata={"minimum": 4, "maximum": 9}), required=True, metadata={
        "description": "The values of the desserts taken, in the order taken (P7)."})
    crowns = fields.Integer(required=True, metadata={"minimum": 0, "description": "The player's total as it stands "
                                                                                  "(W1)."})


class ChocoChallengeDeckSchema(Schema):
    size = fields.Integer(required=True, metadata={"minimum": 0, "maximum": 30})
    cards = counts("The ingredients left in the deck.")


class ChocoChallengeQueueEntrySchema(Schema):
    player = player_out(required=True)
    comparison = ENUMS.field("Comparison", required=True)


class ChocoChallengeStateSchema(Schema):
    phase = ENUMS.field("Phase", description="What the game waits for.", required=True)
    to_act = players_out("The one player due (empty when the game is over).")
    turn = fields.Integer(required=True, metadata={"minimum": 0, "description": "The turn index, 0-based (T1)."})
    round = fields.Integer(required=True, metadata={"minimum": 1, "description": "The round: turn div P + 1 (T1)."})
    first_player = player_out("Who holds the First Player card (S7).", required=True)
    players = fields.List(fields.Nested(ChocoChallengePlayerStateSchema), required=True, metadata={
        "description": "Every player, in seating order."})
    deck = fields.Nested(ChocoChallengeDeckSchema, required=True, metadata={
        "description": "The ingredient deck: its size and its cards by type (a multiset)."})
    market = fields.List(card_id(), required=True, metadata={
        "description": "The market, position 1 (next to the deck) first (S4, M2)."})
    dessert_piles = fields.Dict(keys=fields.String(metadata={"enum": ["4", "5", "6", "7", "8", "9"]}),
                                values=fields.Integer(metadata={"minimum": 0}), required=True, metadata={
        "description": "The desserts left in each pile, by value (S5).", "example": {"4": 3, "5": 3, "6": 2}})
    tool_piles = fields.Dict(keys=fields.String(metadata={"enum": ["whisk", "pastry_bag", "measuring_cup"]}),
                             values=fields.Integer(metadata={"minimum": 0}), required=True, metadata={
        "description": "The tools in each pile in the middle (S6, B2).",
        "example": {"whisk": 1, "pastry_bag": 2, "measuring_cup": 2}})
    extra_queue = fields.List(fields.Nested(ChocoChallengeQueueEntrySchema), required=True, metadata={
        "description": "The opponents still to decide on extra cards, first the one asked (X3)."})
    over = fields.Boolean(required=True, metadata={"description": "The game has ended (E1)."})
    end_reason = fields.List(ENUMS.field("EndReason"), required=True, allow_none=True, metadata={
        "description": "Why the game ended (E1); null while it goes on."})

    class Meta:
        description = "The state of a game after the last legal move of its history (section 3)."


class ChocoChallengeSeenPlayerStateSchema(ChocoChallengePlayerStateSchema):
    draw_pile = fields.Dict(keys=fields.String(), values=fields.Integer(metadata={"minimum": 1}), required=True,
                            allow_none=True, metadata={
        "description": "The player's draw pile by card id, shown to its owner only (I2): null for another player's; "
                       "its order is nobody's.", "example": {"cocoa": 2, "butter": 1, "nuts": 1}})
    discard = fields.Dict(keys=fields.String(), values=fields.Integer(metadata={"minimum": 1}), required=True,
                          allow_none=True, metadata={
        "description": "The player's discard pile by card id, shown to its owner only (I2): null for another "
                       "player's.", "example": {"cherries": 1}})
    discard_size = fields.Integer(required=True, metadata={"minimum": 0, "description": "Cards in the discard pile "
                                                                                       "(public, I2)."})
    crowns = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 0, "description": "The player's total as it stands (W1), where the viewer can count it (I5): "
                                     "null for another player who drew an extra card unseen (I3)."})
    unseen_extra_cards = fields.Integer(required=True, metadata={
        "minimum": 0, "description": "How many extra cards the player drew from the deck unseen by the viewer (I3): "
                                     "0 for the viewer."})


class ChocoChallengeSeenDeckSchema(Schema):
    size = fields.Integer(required=True, metadata={"minimum": 0, "maximum": 30, "description": "Public (I4)."})
    cards = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, allow_none=True, metadata={
        "description": "Always null in a player's view: which cards the deck holds is nobody's (I4)."})


class ChocoChallengeSeenStateSchema(ChocoChallengeStateSchema):
    players = fields.List(fields.Nested(ChocoChallengeSeenPlayerStateSchema), required=True, metadata={
        "description": "Every player, in seating order, as the viewer may know them."})
    deck = fields.Nested(ChocoChallengeSeenDeckSchema, required=True, metadata={
        "description": "The ingredient deck: its size only (I4)."})

    class Meta:
        description = ("The state as one player may know it (I1-I5): the other players' piles as their sizes, the "
                       "deck as its size, the crowns the viewer can count.")


def state(s) -> dict:
    """A :class:`~service.games.choco_challenge.snapshot.Snapshot` as JSON."""
    return state_json(s, {v.player: v.draw_pile_size for v in s.players}, s.deck_size)


def seen_state(view) -> dict:
    """A player's :class:`~service.referee.view.View` of the state as JSON."""
    public = view.public
    out = state_json(view.state, public["draw_pile_sizes"], public["deck_size"])
    for entry in out["players"]:
        entry["discard_size"] = public["discard_sizes"][entry["player"]]
        entry["unseen_extra_cards"] = public["unseen_extra_cards"].get(entry["player"], 0)
    return out


def state_json(s, draw_pile_sizes: dict[str, int], deck_size: int) -> dict:
    """A snapshot as JSON, the sizes of its piles given (a player's view leaves the piles it
    does not show None)."""
    return {
        "phase": s.phase.value,
        "to_act": list(s.to_act),
        "turn": s.turn,
        "round": s.round,
        "first_player": s.first_player,
        "players": [{
            "player": v.player,
            "base_set": v.base_set,
            "draw_pile": v.draw_pile,
            "draw_pile_size": draw_pile_sizes[v.player],
            "in_front": list(v.in_front),
            "pending": v.pending,
            "discard": v.discard,
            "tools": list(v.tools),
            "desserts": list(v.desserts),
            "crowns": v.crowns,
        } for v in s.players],
        "deck": {"size": deck_size, "cards": s.deck},
        "market": list(s.market),
        "dessert_piles": {str(v): n for v, n in s.dessert_piles.items()},
        "tool_piles": dict(s.tool_piles),
        "extra_queue": [{"player": p, "comparison": c.value} for p, c in s.extra_queue],
        "over": s.over,
        "end_reason": None if s.end_reason is None else [r.value for r in s.end_reason],
    }
