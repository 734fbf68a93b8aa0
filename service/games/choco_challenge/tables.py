"""The tables GET /choco-challenge/rules serves beside the rules: the cards of the edition
(section 1), the setup table (section 2) and the rulings (section 14), from the engine's own
data, so they cannot drift from what the referee applies; declared once
(:mod:`service.referee.shown`): the engine builds them, the service writes them and the
document describes them."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta

from service.referee.catalogue import catalogue_of
from service.referee.shown import KEYS_EN_IT, Shown, Text

from .cards import (BACKS, COPIES, CROWNS, DESSERT_VALUES, KINDS, LABELS_EN, LABELS_IT, PLAYER_COUNTS, TOOLS, Back,
                    Kind, ToolId, dessert_id)
from .rulebook import RULES, RuleId
from .setup import MARKET_SIZE, cards_in_play, deck_after, dessert_piles, tool_piles

if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    KindName = str
    BackName = str
else:  # to the document, the list itself
    KindName = Literal[tuple(k.value for k in Kind)]
    BackName = Literal[tuple(b.value for b in Back)]

Reconstructed = Literal["crowns", "in_play"]

# Which values of section 1's table are reconstructions (marked * there).
_RECONSTRUCTED: dict[Kind, tuple[Reconstructed, ...]] = {
    Kind.BASE: ("crowns",), Kind.FILLING: ("crowns",), Kind.SPICE: ("crowns",), Kind.DESSERT: ("in_play",),
    Kind.TOOL: ("in_play",), Kind.MARKER: ()}


class CardInfo(Shown, frozen=True):
    id: Annotated[str, Meta(description="The card's id (a dessert: `dessert_<value>`).", examples=["cinnamon"])]
    label: Annotated[Text, Meta(description=f"The card's name. {KEYS_EN_IT}",
                                examples=[{"en": "cinnamon", "it": "cannella"}])]
    kind: KindName
    back: Annotated[BackName, Meta(description="What its back shows (K4).")]
    copies: Annotated[int, Meta(ge=1, description="Copies in the box (K1).")]
    crowns: Annotated[int, Meta(ge=0, description="Its crowns (K2).")]
    value: Annotated[Annotated[int, Meta(ge=4, le=9)] | None, Meta(
        description="A dessert's value (its cost); null for other cards.")]
    in_play: Annotated[dict[str, int], Meta(description="Copies in play with 3, 4 and 5 players (S2, K3).",
                                            examples=[{"3": 5, "4": 5, "5": 5}])]
    reconstructed: Annotated[bool, Meta(description=(
        "true when some of its values are reconstructions (marked * in the rules of record: K2, K3)."))]
    reconstructed_fields: Annotated[list[Reconstructed], Meta(description="Which values are reconstructed.")]


class SetupRow(Shown, frozen=True):
    players: Annotated[int, Meta(ge=3, le=5)]
    base_sets: Annotated[int, Meta(description="Base sets in play (S3).")]
    whisks: Annotated[int, Meta(description="Whisks in play, one in front of each player.")]
    tool_piles: Annotated[dict[str, int], Meta(description="The tool piles in the middle at the start (S6).")]
    dessert_piles: Annotated[dict[str, int], Meta(description="The dessert piles by value (S5).")]
    desserts: Annotated[int, Meta(description="Desserts in play.")]
    market: Annotated[int, Meta(description="Cards in the market (S4).")]
    deck: Annotated[int, Meta(description="Cards in the ingredient deck (S4).")]


class Ruling(Shown, frozen=True):
    number: Annotated[int, Meta(ge=1, description="Its number in section 14.")]
    rules: Annotated[list[RuleId], Meta(description="The rules it decides.")]
    title: Annotated[Text, Meta(description=f"The ruling's title. {KEYS_EN_IT}")]
    text: Annotated[Text, Meta(description=f"What the ruling decides. {KEYS_EN_IT}")]


class Tables(Shown, frozen=True):
    """The tables beside the rules."""

    cards: Annotated[list[CardInfo], Meta(description="The cards of the edition of record (section 1).")]
    tools: Annotated[list[ToolId], Meta(description="The tool ids.")]
    desserts: Annotated[list[str], Meta(description="The dessert ids, by value.")]
    setup: Annotated[list[SetupRow], Meta(description="The setup table (section 2).")]
    rulings: Annotated[list[Ruling], Meta(description=(
        "The rulings (section 14): what the rulebook leaves open, and the decision."))]
    rulings_policy: Annotated[Text, Meta(description=f"How rulings are taken and changed. {KEYS_EN_IT}")]


def _card(card: str) -> CardInfo:
    kind = KINDS[card]
    return CardInfo(
        id=card,
        label={"en": LABELS_EN[card], "it": LABELS_IT[card]},
        kind=kind.value,
        back=BACKS[card].value,
        copies=COPIES[card],
        crowns=CROWNS[card],
        value=int(card.removeprefix("dessert_")) if kind is Kind.DESSERT else None,
        in_play={str(n): cards_in_play(n)[card] for n in PLAYER_COUNTS},
        reconstructed=bool(_RECONSTRUCTED[kind]),
        reconstructed_fields=list(_RECONSTRUCTED[kind]),
    )


def _setup_row(players: int) -> SetupRow:
    piles = dessert_piles(players)
    in_play = cards_in_play(players)
    return SetupRow(
        players=players,
        base_sets=players,
        whisks=in_play["whisk"],
        tool_piles=dict(tool_piles(players)),
        dessert_piles={str(v): piles[v] for v in DESSERT_VALUES},
        desserts=sum(piles.values()),
        market=MARKET_SIZE,
        deck=sum(deck_after(()).values()) - MARKET_SIZE,
    )


@lru_cache(maxsize=1)
def tables() -> Tables:
    text = catalogue_of(RULES.game).tables
    return Tables(
        cards=[_card(card) for card in KINDS],
        tools=list(TOOLS),
        desserts=[dessert_id(v) for v in DESSERT_VALUES],
        setup=[_setup_row(n) for n in PLAYER_COUNTS],
        rulings=[Ruling(number=r["number"], rules=list(r["rules"]), title=dict(r["title"]), text=dict(r["text"]))
                 for r in text["rulings"]],
        rulings_policy=dict(text["rulings_policy"]),
    )
