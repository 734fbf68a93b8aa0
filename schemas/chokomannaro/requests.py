"""Request bodies of the ChokoMannaro API, loaded into plain values.

Shapes and types are checked here (H1: 422 `invalid-body`, every bad field with a pointer):
card ids are a closed list, `variants` takes no key, every object and list is bounded.
The rules themselves (counts, duplicates, unknown players: S1-S6) are checked by the
engine and answered as `rule-violation` naming the rule.
"""

from __future__ import annotations

from marshmallow import ValidationError, fields

from schemas.chokomannaro.enums import PREFIX
from schemas.chokomannaro.fields import Age, CardId
from schemas.chokomannaro.moves import MOVES
from schemas.common import (MAX_MOVES, MAX_PLAYERS_LISTED, deal_request_schema, history_schema, players_field,
                            score_request_schema)
from schemas.fields import BoundedList, PlayerId, PointedDict, RequestSchema, StrictInteger
from schemas.moves import MAX_LIST

_TOO_MANY = "At most {max} members in an object (got {n})."


class ChokoMannaroVariantsSchema(RequestSchema):
    class Meta:
        description = "This game has no variants: `{}` or absent (any key is a schema error, H1)."


def variants_field() -> fields.Nested:
    return fields.Nested(ChokoMannaroVariantsSchema, load_default=dict, metadata={
        "description": "This game has no variants: `{}` or absent."})


class PlayerMap(PointedDict):
    """An object keyed by player id: at most 16 members (as players are listed), refused
    before any is read."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, dict) and len(value) > MAX_PLAYERS_LISTED:
            raise ValidationError(_TOO_MANY.format(max=MAX_PLAYERS_LISTED, n=len(value)))
        return super()._deserialize(value, attr, data, **kwargs)


def by_player(values: fields.Field, description: str, example: dict, *, required: bool = False) -> PlayerMap:
    """An object keyed by player id (at most 16 members, as players are listed)."""
    return PlayerMap(keys=PlayerId(), values=values, required=required, metadata={
        "description": description + " Keys are player ids (1 to 64 characters, no control characters; another "
                                     "key is a schema error).",
        "maxProperties": MAX_PLAYERS_LISTED, "example": example})


def ages_field(description: str) -> PlayerMap:
    return by_player(Age(metadata={"description": "The player's age: smaller is younger.", "example": 34}),
                     description, {"ann": 34, "bob": 29, "cat": 41})


class ChokoMannaroSetupSchema(RequestSchema):
    pairing = BoundedList(CardId(), max_items=MAX_LIST, required=True, metadata={
        "description": "The 3 pairing cards face up on the table, of 3 different kinds (S3; another count or a "
                       "duplicate is a broken rule).", "example": ["bodyguard", "fear", "robber"]})
    hands = by_player(BoundedList(CardId(), max_items=MAX_LIST), "Every player's 4 cards (S4; counts are checked "
                      "as a rule, and no kind more often than its count, S5).",
                      {"ann": ["boredom", "cinema", "beggar", "psychology"],
                       "bob": ["robber", "anxiety", "cinema", "masseur"],
                       "cat": ["fear", "migration", "bodyguard", "anxiety"]}, required=True)
    chokos = by_player(StrictInteger(metadata={"description": "The player's Chokos at the start.", "example": 20}),
                       "Optional: each player's Chokos at the start, which must be the table's number (S2).",
                       {"ann": 20, "bob": 20, "cat": 20})
    ages = ages_field("Optional: every player's age (S6), used only to decide the starter of two "
                      "Chokowerewolves (W8).")

    class Meta:
        description = "The setup: the pairing cards, every hand, and optionally the Chokos and the ages (S2-S6)."


ChokoMannaroHistorySchema = history_schema(
    PREFIX,
    players=players_field("Player ids in seating order, clockwise: a player's left is the next listed (S1: 2 to "
                          "6 distinct ids)."),
    variants=variants_field(),
    setup=fields.Nested(ChokoMannaroSetupSchema, required=True, metadata={"description": "The setup (S2-S6)."}),
    moves=MOVES.field(MAX_MOVES, required=True),
    description="A whole game: players, setup and every move so far, chance outcomes included (R7).")

ChokoMannaroScoreRequestSchema = score_request_schema(PREFIX, ChokoMannaroHistorySchema, None)


ChokoMannaroDealRequestSchema = deal_request_schema(
    PREFIX,
    players=players_field("Player ids in seating order (S1: 2 to 6 distinct ids; another count is a 422).",
                          minItems=2, maxItems=6, uniqueItems=True),
    variants=variants_field(),
    extra={"ages": ages_field("Optional: every player's age (S6); copied into the setup.")},
    description="What to deal for: the players, optionally their ages, and the seed of the shuffle.")
