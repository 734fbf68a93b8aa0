"""Request bodies of the ChokoMannaro API, loaded into plain values.

Shapes and types are checked here (H1: 422 `invalid-body`, every bad field with a pointer):
card ids are a closed list, `variants` takes no key, every object and list is bounded.
The rules themselves (counts, duplicates, unknown players: S1-S6) are checked by the
engine and answered as `rule-violation` naming the rule.

A history's head is declared as its moves are (msgspec types read by
:class:`~schemas.declared.DeclaredValue`), so the history codec loads a history whole.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import UNSET, Meta, UnsetType

from schemas.chokomannaro.enums import NOT_A_CARD, PREFIX
from schemas.chokomannaro.moves import MOVES
from schemas.common import (MAX_MOVES, MAX_PLAYERS_LISTED, JsonInt, deal_request_schema, history_schema,
                            players_field)
from schemas.declared import DeclaredValue
from schemas.fields import NOT_AN_INTEGER
from service.games.chokomannaro.moves import Card
from service.referee.moves import MAX_ITEMS as MAX_LIST
from service.referee.moves import PlayerId

WORDS = {"card": NOT_A_CARD, "integer": NOT_AN_INTEGER,
         "age": "Not a number (booleans and strings are refused)."}


def by_player(description: str) -> str:
    return description + (" Keys are player ids (at most 64 characters, no control characters; another key is a "
                          "schema error).")


Cards = Annotated[tuple[Annotated[Card, Meta(description="A card id (H1: one of the 17 of section 1).")], ...],
                  Meta(max_length=MAX_LIST, extra={"read_null": True})]
"""A list of card ids (H1), at most 100 (a rule decides how many); a hand of null is not a list."""

Age = Annotated[JsonInt | float, Meta(description="The player's age: smaller is younger (S6).", examples=[34],
                                      extra={"error": "age"})]
Ages = Annotated[dict[PlayerId, Age], Meta(max_length=MAX_PLAYERS_LISTED, examples=[{"ann": 34, "bob": 29, "cat": 41}])]
"""Every player's age (S6), by player id."""


class ChokoMannaroVariants(msgspec.Struct, forbid_unknown_fields=True):
    """This game has no variants: `{}` or absent (any key is a schema error, H1)."""


class ChokoMannaroSetup(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The setup: the pairing cards, every hand, and optionally the Chokos and the ages (S2-S6)."""

    pairing: Annotated[Cards, Meta(examples=[["bodyguard", "fear", "robber"]], description=(
        "The 3 pairing cards face up on the table, of 3 different kinds (S3; another count or a duplicate is a "
        "broken rule)."))]
    hands: Annotated[dict[PlayerId, Annotated[Cards, Meta(description="A player's cards.")]], Meta(
        max_length=MAX_PLAYERS_LISTED, description=by_player(
            "Every player's 4 cards (S4; counts are checked as a rule, and no kind more often than its count, S5)."),
        examples=[{"ann": ["boredom", "cinema", "beggar", "psychology"],
                   "bob": ["robber", "anxiety", "cinema", "masseur"],
                   "cat": ["fear", "migration", "bodyguard", "anxiety"]}])]
    chokos: Annotated[dict[PlayerId, Annotated[JsonInt, Meta(description="The player's Chokos at the start.",
                                                             extra={"error": "integer"})]], Meta(
        max_length=MAX_PLAYERS_LISTED, examples=[{"ann": 20, "bob": 20, "cat": 20}], description=by_player(
            "Optional: each player's Chokos at the start, which must be the table's number (S2)."))] | UnsetType = UNSET
    ages: Annotated[Ages, Meta(description=by_player(
        "Optional: every player's age (S6), used only to decide the starter of two Chokowerewolves (W8)."))
                    ] | UnsetType = UNSET


def variants_field() -> DeclaredValue:
    return DeclaredValue(ChokoMannaroVariants, words=WORDS, load_default=dict, metadata={
        "description": "This game has no variants: `{}` or absent."})


ChokoMannaroHistorySchema = history_schema(
    PREFIX,
    players=players_field("Player ids in seating order, clockwise: a player's left is the next listed (S1: 2 to "
                          "6 distinct ids)."),
    variants=variants_field(),
    setup=DeclaredValue(ChokoMannaroSetup, words=WORDS, required=True,
                   metadata={"description": "The setup (S2-S6)."}),
    moves=MOVES.field(MAX_MOVES, required=True),
    description="A whole game: players, setup and every move so far, chance outcomes included (R7). Bounded: at "
                "most 5000 moves, 16 players listed, 100 cards in a list, 16 members in an object keyed by player "
                "id; the referee's work per move is bounded by the 17 kinds of cards (one pending pair a kind, P4) "
                "and a slaughter by its victims' Chokos and cards (W4).")


ChokoMannaroDealRequestSchema = deal_request_schema(
    PREFIX,
    players=players_field("Player ids in seating order (S1: 2 to 6 distinct ids; another count is a 422).",
                          minItems=2, maxItems=6, uniqueItems=True),
    variants=variants_field(),
    extra={"ages": DeclaredValue(Ages, words=WORDS, metadata={
        "description": by_player("Optional: every player's age (S6); copied into the setup.")})},
    description="What to deal for: the players, optionally their ages, and the seed of the shuffle.")
