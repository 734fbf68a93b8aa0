"""Request bodies of the Choco Challenge API (H1), loaded into plain values.

Shapes and JSON types are checked here (422 `invalid-body`, every bad field with a pointer).
What the values mean (a card id of the edition, a set number 1-5, a count of players, a
variant) is the rules' business: the engine answers it as a `rule-violation` naming the
rule (S9, W5), so the schema documents it but does not decide it.
"""

from __future__ import annotations

from marshmallow import ValidationError, fields

from schemas.choco_challenge.enums import PREFIX
from schemas.choco_challenge.moves import MOVES
from schemas.common import (EXACTLY_ONE_PROPERTY, MAX_MOVES, MAX_PLAYERS_LISTED, deal_request_schema, history_schema,
                            players_field, score_request_schema, view_request_schema)
from schemas.fields import (MAX_MEMBERS, BoundedList, Lean, LeanNested, PlayerId, PointedDict, RequestSchema,
                            StrictInteger, integer_error, members_error)
from service.games.choco_challenge.moves import ID_MAX
from service.referee.moves import MAX_ITEMS as MAX_LIST


def card_name_error(value: object) -> str:
    """Why a value is no card id as a client may send it, or ''."""
    if type(value) is not str:
        return "Not a string."
    if len(value) > ID_MAX:
        return f"Longer than {ID_MAX} characters."
    return ""


class CardName(fields.String):
    """A card id as a client sends it: any string of at most 64 characters (whether it is a
    card of the edition, and the right kind, is rule K1's)."""

    def __init__(self, **kwargs):
        metadata = {"maxLength": ID_MAX, **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        problem = card_name_error(value)
        if problem:
            raise ValidationError(problem)
        return value


class CardNames(BoundedList):
    """A list of card ids: a well-formed one is read in one loop, without a field call per
    item; any other is left to the list's own checks, which point at each bad item."""

    def __init__(self, description: str, example: list[str]):
        super().__init__(CardName(metadata={"description": "An ingredient id (K1).", "example": "nuts"}),
                         max_items=MAX_LIST, required=True, metadata={"description": description,
                                                                      "example": example})

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is list and len(value) <= self.max_items:
            for card in value:
                if card_name_error(card):
                    break
            else:
                return list(value)
        return super()._deserialize(value, attr, data, **kwargs)


class SetNumbers(PointedDict):
    """`base_sets`: player ids to integers; a well-formed object is read in one loop, without
    a field call per member; any other is left to the object's own checks, which point at
    each bad member."""

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is dict and len(value) <= MAX_MEMBERS:
            for key, number in value.items():
                if type(key) is not str or integer_error(number):
                    break
            else:
                return dict(value)
        return super()._deserialize(value, attr, data, **kwargs)


class VariantsField(Lean, fields.Field):
    """`variants`: an object of at most 64 members, any values (S8: Choco Challenge has none,
    so any key is a broken rule, answered as such, not as a schema error)."""

    def __init__(self, **kwargs):
        metadata = {"type": "object", "maxProperties": MAX_MEMBERS, "additionalProperties": {}, "example": {},
                    **kwargs.pop("metadata", {})}
        super().__init__(load_default=dict, metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not dict:
            raise ValidationError("Not a valid mapping type.")
        crowded = members_error(value)
        if crowded:
            raise ValidationError(crowded)
        return value


def variants_field(description: str) -> VariantsField:
    return VariantsField(metadata={"description": description})


class ChocoChallengeSetupSchema(RequestSchema):
    market = CardNames(
        "The 6 ingredients of the market, from position 1 (next to the deck) to 6 (S4): every filling nearer the "
        "deck than every spice, no type beyond its copies (K1). A wrong length, id or order is a broken rule (S4, "
        "K1), not a schema error.", ["nuts", "rum", "cherries", "nuts", "vanilla", "cinnamon"])
    first_player = PlayerId(allow_none=True, metadata={
        "description": "Who holds the First Player card and plays first (S7); default the first listed player."})
    base_sets = SetNumbers(keys=fields.String(), values=StrictInteger(), allow_none=True, metadata={
        "description": "Optional: each player's base set number, exactly the players as keys and distinct "
                       "numbers 1-5 (S3, checked as a rule; cosmetic).",
        "maxProperties": MAX_MEMBERS, "example": {"ann": 1, "bob": 2, "cat": 3}})

    class Meta:
        description = "The setup of a game: the market, who plays first, the base sets."


ChocoChallengeHistorySchema = history_schema(
    PREFIX,
    players=players_field("Player ids in clockwise seating order (S1: 3 to 5 players, checked as a rule)."),
    variants=variants_field("Choco Challenge has no variants (S8): absent or `{}`. Any key is a broken rule S8 "
                            "(`legal: false`, or a 422 `rule-violation`), not a schema error."),
    setup=LeanNested(ChocoChallengeSetupSchema, required=True, metadata={"description": "The setup (S2-S7)."}),
    moves=MOVES.field(MAX_MOVES, required=True),
    description="A whole game: the players, the setup and every move so far, chance outcomes included (H1).")


class ChocoChallengeFinalPlayerSchema(RequestSchema):
    player = PlayerId(required=True, metadata={"description": "The player's id; each player once (S1)."})
    ingredients = CardNames("Every ingredient the player owns, in any order, possibly none (K1).",
                            ["nuts", "rum", "cherries", "cinnamon", "ginger"])
    desserts = BoundedList(StrictInteger(metadata={"description": "A dessert's value, 4 to 9 (K1).",
                                                   "example": 6}),
                           max_items=MAX_LIST, required=True, metadata={
        "description": "The values of the player's desserts, possibly none (K1, P6, S5).", "example": [4, 5, 6, 9]})

    class Meta:
        description = "One player's cards at the end: ingredients and desserts (the base set is implied)."


class ChocoChallengeFinalSchema(RequestSchema):
    first_player = PlayerId(allow_none=True, metadata={
        "description": "The first player, for the tie-break (W3); default the first listed."})
    players = BoundedList(LeanNested(ChocoChallengeFinalPlayerSchema), max_items=MAX_PLAYERS_LISTED,
                          required=True, metadata={
        "description": "Every player, in clockwise order (S1: 3 to 5, checked as a rule)."})

    class Meta:
        description = "The final form of a game (W5): every player's ingredients and desserts."


ChocoChallengeScoreRequestSchema = score_request_schema(PREFIX, ChocoChallengeHistorySchema,
                                                        ChocoChallengeFinalSchema)

ChocoChallengeViewRequestSchema = view_request_schema(PREFIX, ChocoChallengeHistorySchema)

ChocoChallengeDealRequestSchema = deal_request_schema(
    PREFIX,
    players=players_field("Player ids in clockwise order (S1: 3 to 5 distinct ids; another count is a 422).",
                          minItems=3, maxItems=5, uniqueItems=True),
    variants=variants_field("Choco Challenge has no variants (S8): absent or `{}`; any key is a 422 naming S8."),
    extra={"first_player": PlayerId(allow_none=True, metadata={
        "description": "Who plays first (S7); default the first player."})},
    description="What to deal for: the players, who plays first, and (optionally) the seed of the shuffle.")


def register_request_components(spec) -> None:
    """`game` or `final`: no other property is allowed, so "exactly one of the two" is exactly
    one property (the schema's own check, said in JSON Schema)."""
    spec.components.schema(f"{PREFIX}ScoreRequest", EXACTLY_ONE_PROPERTY, schema=ChocoChallengeScoreRequestSchema)
