"""Request bodies of the Choco Late API, loaded into engine values.

Shapes and types are checked here (422 `invalid-body`, every bad field with a pointer).
The rules themselves (a card's range, a card twice, counts of the setup table, a split
that is not a partition...) are checked by the engine and answered as `rule-violation`
naming the rule, so the schema documents them but does not decide them.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from marshmallow import ValidationError, validates_schema
from msgspec import UNSET, Meta, UnsetType

from schemas.choco_late.enums import PREFIX
from schemas.choco_late.moves import MOVES
from schemas.common import (EXACTLY_ONE_PROPERTY, MAX_MOVES, MAX_PLAYERS_LISTED, JsonInt, Player,
                            deal_request_schema, history_schema, players_field)
from schemas.declared import DeclaredValue
from schemas.fields import (PlayerId, RequestSchema)
from service.games.choco_late.variants import Variants
from service.referee.moves import MAX_ITEMS as MAX_LIST
from service.referee.moves import PlayerId as PlayerIdType

WORDS = {"hands": f"At most {MAX_PLAYERS_LISTED} hands."}
NAMES = {"Variants": f"{PREFIX}Variants"}


def variants_field(description: str = "The variants played (all off when omitted).") -> DeclaredValue:
    """The engine's :class:`Variants` as a request declares them (an object of flags)."""
    return DeclaredValue(Variants, names=NAMES, as_is=True, load_default=Variants,
                         metadata={"description": description})


SetupCard = Annotated[JsonInt, Meta(description="A card number (1..100, rule D1).", examples=[15],
                                    extra={"read_null": True})]
"""A card: any integer (its range, 1..100, is rule D1's); null is not one."""

Cards = Annotated[tuple[SetupCard, ...], Meta(max_length=MAX_LIST)]
"""A list of cards, at most 100 (a rule decides how many)."""

Split = Annotated[list[Cards], Meta(max_length=2, extra_json_schema={"minItems": 2})]
"""Two lists of cards (another count is a broken rule, C3)."""


D1 = " Cards are 1..100 (D1, checked as a rule)."


class ChocoLateTrayRequestSchema(RequestSchema):
    """One tray (`lots`) or a two-tray split (`trays`): send exactly one of them."""

    lots = DeclaredValue(Annotated[Cards, Meta(examples=[[26, 32, 44, 37, 23]], description=(
        "The lots of one tray (C2), in any order; no card twice (D1)." + D1))])
    trays = DeclaredValue(Annotated[Split, Meta(examples=[[[46, 16, 11, 33], [39, 28, 7, 45]]], description=(
        "A two-tray split (C3): exactly two lists of lots, either may be empty (another count is a broken rule "
        "C3)."))])

    @validates_schema
    def _exactly_one(self, data, **kwargs):
        if ("lots" in data) == ("trays" in data):
            raise ValidationError("Send either `lots` (one tray) or `trays` (two trays), not both and not neither.")

    class Meta:
        description = "One tray (`lots`) or a two-tray split (`trays`): exactly one of the two."


class ChocoLateLotsRequestSchema(RequestSchema):
    lots = DeclaredValue(Annotated[Cards, Meta(examples=[[46, 33, 39, 16, 11, 28, 7, 45]], description=(
        "The lots to arrange in two trays, in any order; no card twice." + D1))], required=True)

    class Meta:
        description = "A collection of lots to arrange in two trays."


class ChocoLateFinalPlayer(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One player's final collection: lots, and where the variants need them, two trays and a pile."""

    player: Annotated[Player, Meta(description="The player's id; each player once.")]
    lots: Annotated[Cards, Meta(examples=[[46, 33, 39, 16]], description="Every lot the player won." + D1)]
    trays: Annotated[Split, Meta(examples=[[[46, 16], [33, 39]]], description=(
        "With two_trays: the player's two trays, a partition of `lots` (C3). Omit it to let the service find a "
        "best arrangement."))] | UnsetType = UNSET
    pile: Annotated[Cards, Meta(examples=[[5, 27]], description=(
        "With best_wins: the player's pile, top first (W5)." + D1))] | UnsetType = UNSET


class ChocoLateFinalSchema(RequestSchema):
    variants = variants_field()
    players = DeclaredValue(Annotated[list[ChocoLateFinalPlayer], Meta(max_length=MAX_PLAYERS_LISTED, description=(
        "Every player's final collection (S1: 2 to 6 players; another count is a broken rule)."))], required=True)

    class Meta:
        description = "The final collections of a game, with its variants."


class ChocoLateSetup(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The deal of a game: the lots in the centre, every player's vouchers, who starts."""

    lots: Annotated[Cards, Meta(examples=[[25, 36, 15, 32, 11, 49, 12, 17, 29]], description=(
        "The lots dealt to the centre (S2). Cards are 1..100 (D1, checked as a rule)."))]
    hands: Annotated[dict[PlayerIdType, Cards], Meta(
        max_length=MAX_PLAYERS_LISTED, extra={"too_many": "hands", "key_and_value": True}, description=(
            "Each player's vouchers (S2), by player id (a key is a player id: at most 64 characters, no control "
            "characters; another key is a schema error). Counts and cards follow the setup table (S2, checked "
            "as a rule)."),
        examples=[{"ann": [1, 9, 13, 20, 22, 30, 31, 39, 43, 44, 47],
                   "bob": [2, 8, 18, 19, 23, 34, 37, 40, 41, 48, 50]}])]
    first_player: Annotated[PlayerIdType, Meta(description=(
        "Who holds the Choco Late token first (S3); default: the first listed player."))] | UnsetType = UNSET
    box: Annotated[Cards, Meta(description=(
        "The cards left in the box (optional; if given, exactly the rest of the cards of the setup table, S2). "
        "Cards are 1..100 (D1, checked as a rule)."))] | UnsetType = UNSET


ChocoLateHistorySchema = history_schema(
    PREFIX,
    players=players_field("Player ids in clockwise seating order (S1: 2 to 6, 2 to 4 with two_trays)."),
    variants=variants_field(),
    setup=DeclaredValue(ChocoLateSetup, words=WORDS, required=True, metadata={"description": "The deal (S2, S3)."}),
    moves=MOVES.field(MAX_MOVES, load_default=tuple),
    description="A whole game: players, variants, the deal and every move so far (E2).")

ChocoLateDealRequestSchema = deal_request_schema(
    PREFIX,
    # The document states the rule (S1: 2 to 6 distinct players): a deal for anything else is
    # refused (422, as a broken rule up to 16 players, as a schema error past that).
    players=players_field("Player ids in clockwise order (S1: 2 to 6 distinct ids, 2 to 4 with two_trays; "
                          "another count is a 422).", minItems=2, maxItems=6, uniqueItems=True),
    variants=variants_field("The variants to deal for (all off when omitted)."),
    extra={"first_player": PlayerId(metadata={"description": "Who holds the token first (S3); default the "
                                                             "first player."})},
    description="What to deal for: the players, the variants, and (optionally) the seed of the shuffle.")


def register_request_components(spec) -> None:
    """`lots` or `trays`: no other property is allowed, so "exactly one of the two" is exactly
    one property (the schema's own check, said in JSON Schema)."""
    spec.components.schema(f"{PREFIX}TrayRequest", EXACTLY_ONE_PROPERTY, schema=ChocoLateTrayRequestSchema)

