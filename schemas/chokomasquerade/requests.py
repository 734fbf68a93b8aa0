"""Request bodies of the ChokoMasquerade API, loaded into engine values.

Shapes and JSON types are checked here (422 `invalid-body`, every bad field with a
pointer): the members of a history (H1), the moves (H2), the card ids (D1). The rules
themselves (2 players, 4 table cards, 3 cards a hand, a possible deal, who starts, the
final form's counts) are checked by the engine and answered as broken rules naming them.
Every list and object is bounded: 16 players, 100 cards in any list, 5000 moves, 64
members in any object.
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from msgspec import UNSET, Meta, UnsetType

from schemas.chokomasquerade.enums import PREFIX
from schemas.chokomasquerade.moves import MOVES
from schemas.chokomasquerade.values import CARD_ERROR, VARIANTS_ERROR, schema_error_rule
from schemas.common import (MAX_MOVES, MAX_PLAYERS_LISTED, JsonInt, Player, deal_request_schema,
                            history_schema, players_field)
from schemas.declared import DeclaredValue
from service.games.chokomasquerade.moves import Card
from service.referee.moves import MAX_ITEMS as MAX_LIST
from service.referee.moves import PlayerId as PlayerIdType
from schemas.fields import PlayerId

EXAMPLE_TABLE = ["mask_01", "mask_02", "mask_03", "mask_04"]
EXAMPLE_HANDS = {"ann": ["mask_05", "mask_06", "mask_07"], "bob": ["mask_05", "mask_08", "mask_09"]}


WORDS = {"card": CARD_ERROR, "hands": f"At most {MAX_PLAYERS_LISTED} hands.", "variants": VARIANTS_ERROR}
DECLARED: dict[str, Any] = {"words": WORDS}
"""How the head's values are declared: in this game's words. A card id is documented inline (an
enumeration), not as a reference to the answers' Card component: Schemathesis' negative
generation cannot always build an array of references to an enumeration."""


class ChokoMasqueradeVariants(msgspec.Struct, forbid_unknown_fields=True):
    """The game has no variants: absent or {} (H1)."""


def variants_field() -> DeclaredValue:
    return DeclaredValue(Annotated[ChokoMasqueradeVariants, Meta(examples=[{}], extra={"error": "variants"})],
                         **DECLARED, load_default=dict)


Cards = Annotated[tuple[Annotated[Card, Meta(description=(
    "A card id (D1): chokomannaro or mask_01..mask_29; anything else breaks the schema."))], ...],
                  Meta(max_length=MAX_LIST)]
"""A list of card ids (D1), at most 100 (a rule decides how many)."""


class ChokoMasqueradeSetup(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The setup: the 4 table cards, each player's 3 cards, who plays first (S2-S5)."""

    table: Annotated[Cards, Meta(examples=[EXAMPLE_TABLE], description=(
        "The 4 cards laid face up, card i starting column i (S2; another count is a broken rule)."))]
    hands: Annotated[dict[PlayerIdType, Annotated[Cards, Meta(description="A player's cards.")]], Meta(
        max_length=MAX_PLAYERS_LISTED, examples=[EXAMPLE_HANDS], extra={"too_many": "hands", "key_and_value": True}, description=(
            "Each player's 3 cards, by player id (S3: exactly 3 each, nobody else; checked as a rule). A key is a "
            "player id: at most 64 characters, no control characters."))]
    first_player: Annotated[Player, Meta(description=(
        "Who plays first, the youngest (S5); default: the first listed player."))] | UnsetType = UNSET



DECK_FIELD = DeclaredValue(Annotated[Cards, Meta(description=(
    "The other 50 cards, as `deal` answers them (in its shuffle's order): accepted and ignored by the rules, which "
    "know the deck as a multiset (H1, S4)."))], **DECLARED)

ChokoMasqueradeHistorySchema = history_schema(
    PREFIX,
    players=players_field("The 2 player ids (S1; another count is a broken rule).", example=["ann", "bob"]),
    variants=variants_field(),
    setup=DeclaredValue(ChokoMasqueradeSetup, **DECLARED, required=True, metadata={"description": "The setup (S2-S5)."}),
    moves=MOVES.field(MAX_MOVES, required=True),
    extra={"deck": DECK_FIELD},
    description="A whole game (H1): players, setup and every move so far, draws and guesses included.",
    error_rule=schema_error_rule)


class ChokoMasqueradeFinalPlayer(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One player's count of pairs at the end."""

    player: Annotated[Player, Meta(description="The player's id (F1: non-empty and distinct, checked as a rule).")]
    pairs: Annotated[JsonInt, Meta(examples=[13], description=(
        "The pairs the player holds (F1: 0 or more, checked as a rule)."))]


class ChokoMasqueradeFinal(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The final form (F1): each player's count of pairs, to score without a history."""

    players: Annotated[list[ChokoMasqueradeFinalPlayer], Meta(max_length=MAX_PLAYERS_LISTED, description=(
        "Both players with their pairs (F1: exactly 2, distinct, at most 30 pairs in all; checked as a rule)."))]


ChokoMasqueradeDealRequestSchema = deal_request_schema(
    PREFIX,
    # The document states the rule (S1: 2 distinct players): a deal for anything else is
    # refused (422, as a broken rule up to 16 players, as a schema error past that).
    players=players_field("The 2 player ids (S1: exactly 2 distinct ids; another count is a 422).",
                          minItems=2, maxItems=2, uniqueItems=True, example=["ann", "bob"]),
    variants=variants_field(),
    extra={"first_player": PlayerId(metadata={"description": "Who plays first, the youngest (S5); default: the "
                                                             "first player."})},
    description="What to deal for: the 2 players, who plays first, and (optionally) the seed of the shuffle.",
    error_rule=schema_error_rule)
