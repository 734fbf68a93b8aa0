"""Request bodies of the Choco Late API, loaded into engine values.

Shapes and types are checked here (422 `invalid-body`, every bad field with a pointer).
The rules themselves (a card's range, a card twice, counts of the setup table, a split
that is not a partition...) are checked by the engine and answered as `rule-violation`
naming the rule, so the schema documents them but does not decide them.
"""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from schemas.choco_late.moves import MovesField
from schemas.fields import BoundedList, PlayerId, StrictBoolean, StrictInteger, card_list
from service.games.choco_late.variants import Variants

MAX_PLAYERS_LISTED = 16  # the rules allow 2..6 (S1); more than this is not worth reading
MAX_MOVES = 5_000  # a finished 6-player game has a few hundred


class VariantsSchema(Schema):
    free_bidding = StrictBoolean(load_default=False, metadata={
        "description": "Asta pazza: bidding in any order (A5)."})
    best_wins = StrictBoolean(load_default=False, metadata={
        "description": "Che vinca il migliore: spent vouchers go to a pile after a tie-break (W5), "
                       "which breaks a tie for the game (W7)."})
    two_trays = StrictBoolean(load_default=False, metadata={
        "description": "Sfida a due vassoi: the second setup table, two trays per player (C3). 2-4 players."})

    class Meta:
        name = "Variants"


def load_variants(data: dict | None) -> Variants:
    return Variants(**(data or {}))


_TRAY_EXAMPLE = [26, 32, 44, 37, 23]


class TrayRequestSchema(Schema):
    """One tray (`lots`) or a two-tray split (`trays`): send exactly one of them."""

    lots = card_list(description="The lots of one tray.", example=_TRAY_EXAMPLE)
    trays = BoundedList(card_list(), max_items=2, metadata={
        "minItems": 2, "description": "A two-tray split (C3): exactly two lists of lots.",
        "example": [[46, 16, 11, 33], [39, 28, 7, 45]]})

    @validates_schema
    def _exactly_one(self, data, **kwargs):
        if ("lots" in data) == ("trays" in data):
            raise ValidationError("Send either `lots` (one tray) or `trays` (two trays), not both and not neither.")


class LotsRequestSchema(Schema):
    lots = card_list(required=True, description="The lots to arrange in two trays.",
                     example=[46, 33, 39, 16, 11, 28, 7, 45])


class FinalPlayerSchema(Schema):
    player = PlayerId(required=True)
    lots = card_list(required=True, description="Every lot the player won.", example=[46, 33, 39, 16])
    trays = BoundedList(card_list(), max_items=2, metadata={
        "minItems": 2, "description": "With two_trays: the player's two trays, a partition of `lots` (C3). "
                                      "Omit it to let the service find a best arrangement."})
    pile = card_list(description="With best_wins: the player's pile, top first (W5).", example=[5, 27])


class FinalSchema(Schema):
    variants = fields.Nested(VariantsSchema, load_default=dict)
    players = BoundedList(fields.Nested(FinalPlayerSchema), max_items=MAX_PLAYERS_LISTED, required=True,
                          metadata={"minItems": 1})


class SetupSchema(Schema):
    lots = card_list(required=True, description="The lots dealt to the centre (S2).")
    hands = fields.Dict(keys=PlayerId(), values=card_list(), required=True, metadata={
        "description": "Each player's vouchers (S2), by player id.", "maxProperties": MAX_PLAYERS_LISTED})
    first_player = PlayerId(metadata={"description": "Who holds the Choco Late token first (S3); "
                                                     "default: the first listed player."})
    box = card_list(description="The cards left in the box (optional; if given, exactly the rest).")

    @validates_schema
    def _few_hands(self, data, **kwargs):
        if len(data.get("hands", {})) > MAX_PLAYERS_LISTED:
            raise ValidationError({"hands": [f"At most {MAX_PLAYERS_LISTED} hands."]})


class HistorySchema(Schema):
    """A whole game: players, variants, the deal and every move so far."""

    players = BoundedList(PlayerId(), max_items=MAX_PLAYERS_LISTED, required=True, metadata={
        "description": "Player ids in clockwise seating order (S1: 2 to 6, 2 to 4 with two_trays).",
        "example": ["ann", "bob", "cat"]})
    variants = fields.Nested(VariantsSchema, load_default=dict)
    setup = fields.Nested(SetupSchema, required=True)
    moves = MovesField(MAX_MOVES, load_default=tuple)


class ScoreRequestSchema(Schema):
    """A game to score: a history (`game`) or the final collections (`final`), exactly one."""

    game = fields.Nested(HistorySchema, metadata={"description": "A whole game, finished or not."})
    final = fields.Nested(FinalSchema, metadata={"description": "The final collections."})

    @validates_schema
    def _exactly_one(self, data, **kwargs):
        if ("game" in data) == ("final" in data):
            raise ValidationError("Send either `game` (a history) or `final` (the collections), not both and not neither.")


class DealRequestSchema(Schema):
    players = BoundedList(PlayerId(), max_items=MAX_PLAYERS_LISTED, required=True, metadata={
        "description": "Player ids in clockwise order (S1).", "example": ["ann", "bob", "cat"]})
    variants = fields.Nested(VariantsSchema, load_default=dict)
    seed = StrictInteger(required=True, validate=validate.Range(0, 2**63 - 1), metadata={
        "minimum": 0, "maximum": 2**63 - 1, "example": 42,
        "description": "The seed of the shuffle: the same seed (with the same players and variants) "
                       "always gives the same deal."})
    first_player = PlayerId(metadata={"description": "Who holds the token first; default the first player."})
