"""Request bodies of the Choco Challenge API (H1), loaded into plain values.

Shapes and JSON types are checked here (422 `invalid-body`, every bad field with a pointer).
What the values mean (a card id of the edition, a set number 1-5, a count of players, a
variant) is the rules' business: the engine answers it as a `rule-violation` naming the
rule (S9, W5), so the schema documents it but does not decide it. The history's members are
declared as types (:class:`~schemas.declared.DeclaredValue`), which the history codec decodes
from bytes.
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from msgspec import UNSET, Meta, UnsetType

from schemas.choco_challenge.enums import PREFIX
from schemas.choco_challenge.moves import MOVES
from schemas.common import (MAX_MOVES, MAX_PLAYERS_LISTED, JsonInt, Player,
                            deal_request_schema, history_schema, players_field)
from schemas.declared import DeclaredValue
from schemas.fields import MAX_MEMBERS, PlayerId
from service.games.choco_challenge.moves import ID_MAX
from service.referee.moves import MAX_ITEMS as MAX_LIST

CardName = Annotated[str, Meta(max_length=ID_MAX, description="An ingredient id (K1).", examples=["nuts"])]
"""A card id as a client sends it: any string of at most 64 characters (whether it is a card
of the edition, and the right kind, is rule K1's)."""


CardNames = Annotated[list[CardName], Meta(max_length=MAX_LIST)]
"""A list of card ids, at most 100 (a rule decides how many)."""


Variants = Annotated[dict[str, Any], Meta(max_length=MAX_MEMBERS, examples=[{}],
                                          extra_json_schema={"additionalProperties": {}})]
"""`variants`: an object of at most 64 members, any values (S8: Choco Challenge has none, so
any key is a broken rule, answered as such, not as a schema error)."""


def variants_field(description: str) -> DeclaredValue:
    return DeclaredValue(Annotated[Variants, Meta(description=description)], load_default=dict)


class ChocoChallengeSetup(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The setup of a game: the market, who plays first, the base sets."""

    market: Annotated[CardNames, Meta(examples=[
        ["nuts", "rum", "cherries", "nuts", "vanilla", "cinnamon"]], description=(
        "The 6 ingredients of the market, from position 1 (next to the deck) to 6 (S4): every filling nearer the "
        "deck than every spice, no type beyond its copies (K1). A wrong length, id or order is a broken rule (S4, "
        "K1), not a schema error."))]
    first_player: Annotated[Player | None, Meta(description=(
        "Who holds the First Player card and plays first (S7); default the first listed player."))] | UnsetType = UNSET
    base_sets: Annotated[Annotated[dict[str, JsonInt], Meta(max_length=MAX_MEMBERS)] | None, Meta(
        examples=[{"ann": 1, "bob": 2, "cat": 3}], description=(
            "Optional: each player's base set number, exactly the players as keys and distinct numbers 1-5 (S3, "
            "checked as a rule; cosmetic)."))] | UnsetType = UNSET


ChocoChallengeHistorySchema = history_schema(
    PREFIX,
    players=players_field("Player ids in clockwise seating order (S1: 3 to 5 players, checked as a rule)."),
    variants=variants_field("Choco Challenge has no variants (S8): absent or `{}`. Any key is a broken rule S8 "
                            "(`legal: false`, or a 422 `rule-violation`), not a schema error."),
    setup=DeclaredValue(ChocoChallengeSetup, required=True, metadata={"description": "The setup (S2-S7)."}),
    moves=MOVES.field(MAX_MOVES, required=True),
    description="A whole game: the players, the setup and every move so far, chance outcomes included (H1).")


Dessert = Annotated[JsonInt, Meta(description="A dessert's value, 4 to 9 (K1).", examples=[6])]


class ChocoChallengeFinalPlayer(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One player's cards at the end: ingredients and desserts (the base set is implied)."""

    player: Annotated[Player, Meta(description="The player's id; each player once (S1).")]
    ingredients: Annotated[CardNames, Meta(examples=[["nuts", "rum", "cherries", "cinnamon", "ginger"]],
                                           description="Every ingredient the player owns, in any order, possibly "
                                                       "none (K1).")]
    desserts: Annotated[list[Dessert], Meta(max_length=MAX_LIST, examples=[[4, 5, 6, 9]], description=(
        "The values of the player's desserts, possibly none (K1, P6, S5)."))]


class ChocoChallengeFinal(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The final form of a game (W5): every player's ingredients and desserts."""

    first_player: Annotated[Player | None, Meta(description=(
        "The first player, for the tie-break (W3); default the first listed."))] | UnsetType = UNSET
    players: Annotated[list[ChocoChallengeFinalPlayer], Meta(max_length=MAX_PLAYERS_LISTED, description=(
        "Every player, in clockwise order (S1: 3 to 5, checked as a rule)."))]


ChocoChallengeDealRequestSchema = deal_request_schema(
    PREFIX,
    players=players_field("Player ids in clockwise order (S1: 3 to 5 distinct ids; another count is a 422).",
                          minItems=3, maxItems=5, uniqueItems=True),
    variants=variants_field("Choco Challenge has no variants (S8): absent or `{}`; any key is a 422 naming S8."),
    extra={"first_player": PlayerId(allow_none=True, metadata={
        "description": "Who plays first (S7); default the first player."})},
    description="What to deal for: the players, who plays first, and (optionally) the seed of the shuffle.")
