"""Request bodies of the Chocola' API, loaded into plain values for the engine.

Shapes and JSON types are checked here (422 `invalid-body`, every bad field with a
pointer). What the values mean (an id that is a card, counts, positions, whose turn it is)
is the rules', answered as `rule-violation` naming the rule: the schema documents it but
does not decide it. Every list and object is bounded (100 items, 64 members, 16 players).
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import UNSET, Meta, UnsetType

from schemas.chocola.enums import ENUMS, PREFIX
from schemas.chocola.moves import MOVES
from schemas.common import (MAX_MOVES, MAX_PLAYERS_LISTED, Player, deal_request_schema,
                            history_schema, members_of, players_field, schema)
from schemas.declared import DeclaredValue
from schemas.fields import (MAX_MEMBERS, RequestSchema)
from service.games.chocola.moves import CardId as CardIdType
from service.referee.moves import PlayerId as PlayerIdType

MAX_ITEMS = 100
ID_MAX = 64


class ChocolaVariants(msgspec.Struct, forbid_unknown_fields=True):
    """The variants played; each is off unless set to true."""

    second_phase: Annotated[bool, Meta(description=(
        "Seconda fase: after phase 1, a second phase collecting Decorations and a decorating step (E5-E7); the "
        "final score is phase 2's. Optional: `false` when absent."))] = False


def variants_field(description: str = "The variants played (all off when omitted or null).") -> DeclaredValue:
    return DeclaredValue(ChocolaVariants | None, load_default=dict, metadata={"description": description})


class ChocolaInspiration(msgspec.Struct, forbid_unknown_fields=True):
    """The Inspiration (Dessert Ispirazione): one Dessert and one Decoration, shared by all (S7)."""

    decoration: Annotated[CardIdType, Meta(description="The Inspiration's Decoration (S7), a Decoration id.",
                                           examples=["white_glaze"], extra={"not_string": "not_string"})]
    dessert: Annotated[CardIdType, Meta(description="The Inspiration's Dessert (S7), a Dessert id.",
                                        examples=["white_truffle"], extra={"not_string": "not_string"})]


INSPIRATION = "The Inspiration (S7)."


WORDS = {"not_string": "Not a valid string.", "phase": "Must be one of: 1, 2."}
"""The words of a request's errors where they are not the family's: an Inspiration's card id
is refused as any string of a request's object is."""


def inspiration_field(*, nullable: bool = False, **kwargs) -> DeclaredValue:
    kind = ChocolaInspiration | None if nullable else ChocolaInspiration
    return DeclaredValue(kind, words=WORDS, metadata={"description": INSPIRATION}, **kwargs)


# The setup's lists read a null item as any other value: "Not a string." for a card id, "Not a
# valid list." for a stack (read_null).
Chocolate = Annotated[CardIdType, Meta(description="A Chocolate card id (C2; another string breaks S6).",
                                       examples=["milk_dark"], extra={"read_null": True})]


READ_NULL = {"read_null": True}
Chocolates = Annotated[tuple[Chocolate, ...], Meta(max_length=MAX_ITEMS, extra=READ_NULL)]
"""A list of Chocolate ids, at most 100 (a rule decides how many)."""
Stack = Annotated[Chocolates, Meta(description="A stack, top card first.")]
Row = Annotated[tuple[Stack, ...], Meta(max_length=MAX_ITEMS, description="A row of stacks.", extra=READ_NULL)]
Dessert = Annotated[CardIdType, Meta(description="A Dessert id (C3; another string breaks S8).",
                                     examples=["milk_praline"], extra=READ_NULL)]


class ChocolaSetup(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The setup of a game (section 3): reserves, removed cards, the Tavoletta, the Inspiration, the Requests and
    the first player."""

    inspiration: Annotated[ChocolaInspiration, Meta(description=INSPIRATION)]
    requests: Annotated[tuple[Dessert, ...], Meta(
        max_length=MAX_ITEMS, description="The 4 visible Requests (S8): different Desserts, none the Inspiration's.",
        examples=[["milk_praline", "dark_semifreddo", "milk_mousse", "white_bonbon"]])]
    reserves: Annotated[dict[PlayerIdType, Annotated[Chocolates, Meta(description="A reserve: 2 Chocolate ids (S3).")]],
                        Meta(max_length=MAX_MEMBERS, examples=[{"ann": ["milk_dark", "marbled_white"],
                                                                "bob": ["white_milk", "dark_marbled"]}],
                             description="Each player's reserve of 2 face-up Chocolate cards (S3), by player id (a "
                                         "key is a player id; another key is a schema error).")]
    tavoletta: Annotated[tuple[Row, ...], Meta(max_length=MAX_ITEMS, description=(
        "The Tavoletta (S5): 2 rows of 4 stacks, each listed top card first (4 cards a stack with 2 players, 5 with 3 "
        "or 4)."))]
    removed: Annotated[Chocolates, Meta(description=(
        "The cards removed unseen (S4): 2 with 3 players, else none. Omitted or null: derived from the deck "
        "(S6)."))] | None | UnsetType = UNSET
    first_player: Annotated[Player, Meta(description=(
        "Who starts phase 1 (S9): who most recently ate chocolate. Omitted or null: the first listed "
        "player."))] | None | UnsetType = UNSET


ChocolaHistorySchema = history_schema(
    PREFIX,
    players=players_field("Player ids in clockwise seating order (S1: 2 to 4; another count is a broken rule)."),
    variants=variants_field(),
    setup=DeclaredValue(ChocolaSetup, words=WORDS, required=True, metadata={"description": "The setup (S2-S9)."}),
    moves=MOVES.field(MAX_MOVES, load_default=tuple),
    description="A whole game: players, variants, the setup and every move so far, chance outcomes included.")


# A card id of a tray, a holding or a payment: any string of at most 64 characters (which ids
# exist is a rule, C2-C4), refused as any string of a request's object is.
Card = Annotated[CardIdType, Meta(description="A card id (which ids exist is a rule, C2-C4).", examples=["milk_dark"],
                                  extra={"not_string": "not_string"})]
Cards = Annotated[list[Card], Meta(max_length=MAX_ITEMS)]


class ChocolaHolding(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """What one player holds at the end: Desserts, Decorations by Dessert, unassigned ones, a tray."""

    desserts: Annotated[Cards, Meta(description="The player's Desserts (V1), each once.", examples=[
        ["milk_praline", "dark_praline", "white_semifreddo", "dark_mousse", "milk_mousse"]])]
    decorations: Annotated[dict[str, Annotated[Cards, Meta(description="Decorations on one Dessert.")]], Meta(
        max_length=MAX_MEMBERS, examples=[{"white_semifreddo": ["red_sprinkles"], "milk_mousse": ["milk_glaze", "caramel"]}],
        description="With second_phase: the Decorations assigned, own Dessert id -> its Decorations (D1, D2)."
    )] | UnsetType = UNSET
    unassigned: Annotated[Cards, Meta(description="With second_phase: Decorations left unassigned (D3).")
                          ] | UnsetType = UNSET
    tray: Annotated[Cards, Meta(description="The tray (V2); omitted: the best tray (V3).")] | UnsetType = UNSET


class ChocolaFinalPlayer(ChocolaHolding, kw_only=True):
    """One player's final holding."""

    player: Annotated[Player, Meta(description="The player's id; each player once (S1).")]


class ChocolaFinalSchema(RequestSchema):
    variants = variants_field()
    inspiration = inspiration_field(required=True)
    players = DeclaredValue(Annotated[list[ChocolaFinalPlayer], Meta(max_length=MAX_PLAYERS_LISTED, description=(
        "Every player's final holding (S1: 1 or more, unique ids)."))], words=WORDS, required=True)

    class Meta:
        description = "The final form (section 7): the variants, the Inspiration and what every player holds."



ChocolaDealRequestSchema = deal_request_schema(
    PREFIX,
    players=players_field("Player ids in clockwise order (S1: 2 to 4 distinct ids; another count is a 422).",
                          minItems=2, maxItems=4, uniqueItems=True),
    variants=variants_field("The variants to deal for (all off when omitted)."),
    extra={
        "first_player": DeclaredValue(Annotated[Player | None, Meta(description=(
            "Who starts phase 1 (S9); default the first player."))]),
        "phase": DeclaredValue(Annotated[int, Meta(ge=1, le=2, extra={"out_of_range": "phase"},
                                                       extra_json_schema={"enum": [1, 2]}, description=(
            "1 (default): a whole setup, as a history. 2: a random `deal_second_phase` move instead (E5), for the "
            "`inspiration` given (without one, a broken rule S7)."))], words=WORDS, load_default=1),
        "inspiration": inspiration_field(nullable=True),
    },
    description="What to deal for: the players, the variants, the seed; or, with `phase` 2, a phase-2 deal move.")


ChocolaTrayRequestSchema = schema(
    "ChocolaTrayRequest",
    {**members_of(ChocolaHolding, ENUMS, words=WORDS), "inspiration": inspiration_field(required=True)},
    "One player's Desserts (and Decorations) to score as a tray (section 5): the tray given, or the best.",
    base=RequestSchema)


class ChocolaPaymentRequestSchema(RequestSchema):
    request = DeclaredValue(Annotated[Card, Meta(description="The Request to pay: a Dessert or a Decoration id (C3, "
                                                             "C4).", examples=["milk_praline"])],
                            words=WORDS, required=True)
    reserve = DeclaredValue(Annotated[Cards, Meta(examples=[["milk_dark", "dark_milk", "milk_marbled", "white_dark"]],
                                                  description="The reserve: 0 to 6 Chocolate ids (C2; more than 6 "
                                                              "breaks K5), copies repeated.")],
                            words=WORDS, required=True)
    last_card = DeclaredValue(Annotated[bool, Meta(description=(
        "true: the final round, where the last card may be spent (P4 lifted)."))], load_default=False)

    class Meta:
        description = "A Request and a reserve: the cheapest ways to pay it (P2-P4)."
