"""Request bodies of the Choco Late API, loaded into engine values.

Shapes and types are checked here (422 `invalid-body`, every bad field with a pointer).
The rules themselves (a card's range, a card twice, counts of the setup table, a split
that is not a partition...) are checked by the engine and answered as `rule-violation`
naming the rule, so the schema documents them but does not decide them.
"""

from __future__ import annotations

from marshmallow import ValidationError, fields, validate, validates_schema

from schemas.choco_late.moves import MovesField
from schemas.fields import (BoundedList, PlayerId, PointedDict, RequestSchema, StrictBoolean,
                            StrictInteger, card_list)
from service.games.choco_late.variants import Variants

MAX_PLAYERS_LISTED = 16  # the rules allow 2..6 (S1); more than this is not worth reading
MAX_MOVES = 5_000  # a finished 6-player game has a few hundred


class VariantsSchema(RequestSchema):
    free_bidding = StrictBoolean(load_default=False, metadata={
        "description": "Asta pazza: bidding in any order (A5)."})
    best_wins = StrictBoolean(load_default=False, metadata={
        "description": "Che vinca il migliore: spent vouchers go to a pile after a tie-break (W5), "
                       "which breaks a tie for the game (W7)."})
    two_trays = StrictBoolean(load_default=False, metadata={
        "description": "Sfida a due vassoi: the second setup table, two trays per player (C3). 2-4 players."})

    class Meta:
        description = "The variants played; each is off unless set to true. They combine freely."


def load_variants(data: dict | None) -> Variants:
    return Variants(**(data or {}))


_TRAY_EXAMPLE = [26, 32, 44, 37, 23]


class TrayRequestSchema(RequestSchema):
    """One tray (`lots`) or a two-tray split (`trays`): send exactly one of them."""

    lots = card_list(description="The lots of one tray (C2), in any order; no card twice (D1).",
                     example=_TRAY_EXAMPLE)
    trays = BoundedList(card_list(), max_items=2, metadata={
        "minItems": 2, "description": "A two-tray split (C3): exactly two lists of lots, either may be empty "
                                      "(another count is a broken rule C3).",
        "example": [[46, 16, 11, 33], [39, 28, 7, 45]]})

    @validates_schema
    def _exactly_one(self, data, **kwargs):
        if ("lots" in data) == ("trays" in data):
            raise ValidationError("Send either `lots` (one tray) or `trays` (two trays), not both and not neither.")

    class Meta:
        description = "One tray (`lots`) or a two-tray split (`trays`): exactly one of the two."


class LotsRequestSchema(RequestSchema):
    lots = card_list(required=True, description="The lots to arrange in two trays, in any order; no card twice.",
                     example=[46, 33, 39, 16, 11, 28, 7, 45])

    class Meta:
        description = "A collection of lots to arrange in two trays."


class FinalPlayerSchema(RequestSchema):
    player = PlayerId(required=True, metadata={"description": "The player's id; each player once."})
    lots = card_list(required=True, description="Every lot the player won.", example=[46, 33, 39, 16])
    trays = BoundedList(card_list(), max_items=2, metadata={
        "minItems": 2, "description": "With two_trays: the player's two trays, a partition of `lots` (C3). "
                                      "Omit it to let the service find a best arrangement.",
        "example": [[46, 16], [33, 39]]})
    pile = card_list(description="With best_wins: the player's pile, top first (W5).", example=[5, 27])

    class Meta:
        description = "One player's final collection: lots, and where the variants need them, two trays and a pile."


class FinalSchema(RequestSchema):
    variants = fields.Nested(VariantsSchema, load_default=dict, metadata={
        "description": "The variants played (all off when omitted)."})
    players = BoundedList(fields.Nested(FinalPlayerSchema), max_items=MAX_PLAYERS_LISTED, required=True,
                          metadata={"description": "Every player's final collection (S1: 2 to 6 players; "
                                                   "another count is a broken rule)."})

    class Meta:
        description = "The final collections of a game, with its variants."


class SetupSchema(RequestSchema):
    lots = card_list(required=True, description="The lots dealt to the centre (S2).",
                     example=[25, 36, 15, 32, 11, 49, 12, 17, 29])
    hands = PointedDict(keys=PlayerId(), values=card_list(), required=True, metadata={
        "description": "Each player's vouchers (S2), by player id (a key is a player id: 1 to 64 "
                       "characters, no control characters; another key is a schema error). "
                       "Counts and cards follow the setup table (S2, checked as a rule).",
        "maxProperties": MAX_PLAYERS_LISTED,
        "example": {"ann": [1, 9, 13, 20, 22, 30, 31, 39, 43, 44, 47],
                    "bob": [2, 8, 18, 19, 23, 34, 37, 40, 41, 48, 50]}})
    first_player = PlayerId(metadata={"description": "Who holds the Choco Late token first (S3); "
                                                     "default: the first listed player."})
    box = card_list(description="The cards left in the box (optional; if given, exactly the rest of the "
                                "cards of the setup table, S2).")

    @validates_schema
    def _few_hands(self, data, **kwargs):
        if len(data.get("hands", {})) > MAX_PLAYERS_LISTED:
            raise ValidationError({"hands": [f"At most {MAX_PLAYERS_LISTED} hands."]})

    class Meta:
        description = "The deal of a game: the lots in the centre, every player's vouchers, who starts."


class HistorySchema(RequestSchema):
    """A whole game: players, variants, the deal and every move so far."""

    players = BoundedList(PlayerId(), max_items=MAX_PLAYERS_LISTED, required=True, metadata={
        "description": "Player ids in clockwise seating order (S1: 2 to 6, 2 to 4 with two_trays).",
        "example": ["ann", "bob", "cat"]})
    variants = fields.Nested(VariantsSchema, load_default=dict, metadata={
        "description": "The variants played (all off when omitted)."})
    setup = fields.Nested(SetupSchema, required=True, metadata={"description": "The deal (S2, S3)."})
    moves = MovesField(MAX_MOVES, load_default=tuple)

    class Meta:
        description = "A whole game: players, variants, the deal and every move so far (E2)."


class ScoreRequestSchema(RequestSchema):
    """A game to score: a history (`game`) or the final collections (`final`), exactly one."""

    game = fields.Nested(HistorySchema, metadata={"description": "A whole game, finished or not."})
    final = fields.Nested(FinalSchema, metadata={"description": "The final collections."})

    @validates_schema
    def _exactly_one(self, data, **kwargs):
        if ("game" in data) == ("final" in data):
            raise ValidationError("Send either `game` (a history) or `final` (the collections), not both and not neither.")

    class Meta:
        description = "A game to score: a history (`game`) or the final collections (`final`), exactly one of the two."


class DealRequestSchema(RequestSchema):
    # The document states the rule (S1: 2 to 6 distinct players): a deal for anything else is
    # refused (422, as a broken rule up to 16 players, as a schema error past that).
    players = BoundedList(PlayerId(), max_items=MAX_PLAYERS_LISTED, required=True, metadata={
        "minItems": 2, "maxItems": 6, "uniqueItems": True,
        "description": "Player ids in clockwise order (S1: 2 to 6 distinct ids, 2 to 4 with two_trays; "
                       "another count is a 422).", "example": ["ann", "bob", "cat"]})
    variants = fields.Nested(VariantsSchema, load_default=dict, metadata={
        "description": "The variants to deal for (all off when omitted)."})
    seed = StrictInteger(required=True, validate=validate.Range(0, 2**63 - 1), metadata={
        "minimum": 0, "maximum": 2**63 - 1, "example": 42,
        "description": "The seed of the shuffle: the same seed (with the same players and variants) "
                       "always gives the same deal."})
    first_player = PlayerId(metadata={"description": "Who holds the token first; default the first player."})

    class Meta:
        description = "What to deal for: the players, the variants, and the seed of the shuffle."



# --- OpenAPI: what marshmallow cannot say about a whole schema ---------------------------

EXACTLY_ONE_PROPERTY = {"minProperties": 1, "maxProperties": 1}


def register_request_components(spec) -> None:
    """`lots` or `trays`, `game` or `final`: no other property is allowed, so "exactly one
    of the two" is exactly one property (the schemas' own check, said in JSON Schema)."""
    spec.components.schema("TrayRequest", EXACTLY_ONE_PROPERTY, schema=TrayRequestSchema)
    spec.components.schema("ScoreRequest", EXACTLY_ONE_PROPERTY, schema=ScoreRequestSchema)
