"""Request bodies of the ChokoMannaro API, loaded into plain values.

Shapes and types are checked here (H1: 422 `invalid-body`, every bad field with a pointer):
card ids are a closed list, `variants` takes no key, every object and list is bounded.
The rules themselves (counts, duplicates, unknown players: S1-S6) are checked by the
engine and answered as `rule-violation` naming the rule.
"""

from __future__ import annotations


from schemas.chokomannaro.enums import PREFIX
from schemas.chokomannaro.fields import (AGE_DOC, INTEGER_DOC, PlayerMap, card_list, cards_doc, load_age, load_cards,
                                         load_integer)
from schemas.chokomannaro.moves import MOVES
from schemas.common import (MAX_MOVES, deal_request_schema, history_schema, players_field, score_request_schema,
                            view_request_schema)
from schemas.fields import LeanNested, RequestSchema


class ChokoMannaroVariantsSchema(RequestSchema):
    class Meta:
        description = "This game has no variants: `{}` or absent (any key is a schema error, H1)."


def variants_field() -> LeanNested:
    return LeanNested(ChokoMannaroVariantsSchema, load_default=dict, metadata={
        "description": "This game has no variants: `{}` or absent."})


def ages_field(description: str) -> PlayerMap:
    return PlayerMap(load_age, AGE_DOC, description=description, example={"ann": 34, "bob": 29, "cat": 41})


class ChokoMannaroSetupSchema(RequestSchema):
    pairing = card_list(required=True, description="The 3 pairing cards face up on the table, of 3 different kinds "
                       "(S3; another count or a duplicate is a broken rule).",
                       example=["bodyguard", "fear", "robber"])
    hands = PlayerMap(load_cards, cards_doc("A player's cards."), required=True,
                      description="Every player's 4 cards (S4; counts are checked as a rule, and no kind more often "
                                  "than its count, S5).",
                      example={"ann": ["boredom", "cinema", "beggar", "psychology"],
                               "bob": ["robber", "anxiety", "cinema", "masseur"],
                               "cat": ["fear", "migration", "bodyguard", "anxiety"]})
    chokos = PlayerMap(load_integer, {**INTEGER_DOC, "description": "The player's Chokos at the start."},
                       description="Optional: each player's Chokos at the start, which must be the table's number "
                                   "(S2).", example={"ann": 20, "bob": 20, "cat": 20})
    ages = ages_field("Optional: every player's age (S6), used only to decide the starter of two "
                      "Chokowerewolves (W8).")

    class Meta:
        description = "The setup: the pairing cards, every hand, and optionally the Chokos and the ages (S2-S6)."


ChokoMannaroHistorySchema = history_schema(
    PREFIX,
    players=players_field("Player ids in seating order, clockwise: a player's left is the next listed (S1: 2 to "
                          "6 distinct ids)."),
    variants=variants_field(),
    setup=LeanNested(ChokoMannaroSetupSchema, required=True, metadata={"description": "The setup (S2-S6)."}),
    moves=MOVES.field(MAX_MOVES, required=True),
    description="A whole game: players, setup and every move so far, chance outcomes included (R7). Bounded: at "
                "most 5000 moves, 16 players listed, 100 cards in a list, 16 members in an object keyed by player "
                "id; the referee's work per move is bounded by the 17 kinds of cards (one pending pair a kind, P4) "
                "and a slaughter by its victims' Chokos and cards (W4).")

ChokoMannaroScoreRequestSchema = score_request_schema(PREFIX, ChokoMannaroHistorySchema, None)

ChokoMannaroViewRequestSchema = view_request_schema(PREFIX, ChokoMannaroHistorySchema)


ChokoMannaroDealRequestSchema = deal_request_schema(
    PREFIX,
    players=players_field("Player ids in seating order (S1: 2 to 6 distinct ids; another count is a 422).",
                          minItems=2, maxItems=6, uniqueItems=True),
    variants=variants_field(),
    extra={"ages": ages_field("Optional: every player's age (S6); copied into the setup.")},
    description="What to deal for: the players, optionally their ages, and the seed of the shuffle.")
