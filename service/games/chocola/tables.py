"""The tables GET /chocola/rules serves beside the rules: the cards of the edition of
record (C2-C4), the vocabulary and relations of C1, the rule kinds (R1-R10) and the setup
table (section 3). All of it read from the data of cards.toml, declared once
(:mod:`service.referee.shown`): the engine builds them, the service writes them and the
document describes them."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Annotated, Any, Literal

from msgspec import Meta

from service.referee.catalogue import catalogue_of
from service.referee.shown import KEYS_EN_IT, Shown, Text

from .cards import (CHOCOLATE, CHOCOLATE_COPIES, CHOCOLATE_MARKED, DECORATION_KINDS, DECORATION_RULE_KINDS,
                    DECORATIONS, DESSERT_RULE_KINDS, DESSERTS, EFFECT_KINDS, FLAVOURS, LABELS, SETUP_TABLE, TYPES,
                    UNLIMITED_TYPES, FlavourId, ScoringRule, TypeId, relations)
from .kinds import ALL_KINDS, DECORATION_KINDS as DECORATION_RULES, DESSERT_KINDS
from .payment import Cost, shown_cost
from .rulebook import RULES, RuleId
from .setup import deck_for

if TYPE_CHECKING:  # closed lists of strings: to the type checker a string
    RuleKindId = str
    DecorationKindId = str
    VariantId = str
else:  # to the document, the lists themselves (section 5, C4, the variants)
    RuleKindId = Literal[(*DESSERT_RULE_KINDS, *DECORATION_RULE_KINDS, *EFFECT_KINDS)]
    DecorationKindId = Literal[DECORATION_KINDS]
    VariantId = Literal[tuple(v["id"] for v in catalogue_of(RULES.game).tables["variants"])]


class FlavourInfo(Shown, frozen=True):
    id: FlavourId
    label: Annotated[Text, Meta(description=f"Its name. {KEYS_EN_IT}", examples=[{"en": "white", "it": "bianco"}])]
    partner: Annotated[FlavourId, Meta(description="Its partner (C1).")]
    n1: Annotated[FlavourId, Meta(description="1 step on the cycle (C1).")]
    n2: Annotated[FlavourId, Meta(description="2 steps on.")]
    n3: Annotated[FlavourId, Meta(description="3 steps on.")]


class TypeInfo(Shown, frozen=True):
    id: TypeId
    label: Annotated[Text, Meta(description=f"Its name. {KEYS_EN_IT}", examples=[{"en": "praline", "it": "Pralina"}])]
    unlimited_in_tray: Annotated[bool, Meta(description="Any number may be in a tray (V2).")]


class ChocolateInfo(Shown, frozen=True):
    id: Annotated[str, Meta(examples=["white_milk"])]
    label: Annotated[str, Meta(description="Its Italian colours, left / right.")]
    left: FlavourId
    right: FlavourId
    copies: Annotated[int, Meta(description="Cards of this id (C2).")]
    marked: Annotated[int, Meta(description="Of which bear the \"3-4\" mark.")]


class RuleOfCard(Shown, frozen=True):
    kind: RuleKindId
    params: Annotated[dict[str, Any], Meta(
        description="The kind's parameters (`type`, `flavour`, `points`, as the kind takes).",
        extra_json_schema={"additionalProperties": {}})]
    rule: Annotated[RuleId, Meta(description="The rule kind's id (R1-R10).")]


class DessertInfo(Shown, frozen=True):
    id: Annotated[str, Meta(examples=["white_praline"])]
    label: Annotated[str, Meta(examples=["Pralina al cioccolato bianco"])]
    type: TypeId
    flavour: FlavourId
    cost: Cost
    scoring: RuleOfCard


class DecorationInfo(Shown, frozen=True):
    id: Annotated[str, Meta(examples=["caramel"])]
    label: Annotated[str, Meta(examples=["Caramello"])]
    kind: DecorationKindId
    kind_label: Annotated[Text, Meta(description=f"The kind's name. {KEYS_EN_IT}",
                                     examples=[{"en": "caramel", "it": "Caramello"}])]
    copies: Annotated[int, Meta(ge=1)]
    cost: Cost
    effect: RuleOfCard | None
    scoring: RuleOfCard


class RuleKind(Shown, frozen=True):
    kind: str
    rule: RuleId
    params: list[str]
    of: Literal["dessert", "decoration", "effect"]


class DecorationKind(Shown, frozen=True):
    id: str
    label: Annotated[Text, Meta(description=f"The kind's name. {KEYS_EN_IT}", examples=[{"en": "glaze", "it": "Glassa"}])]


class SetupRow(Shown, frozen=True):
    players: int
    deck: Annotated[int, Meta(description="Chocolate cards in the deck (S2).")]
    marked_out: Annotated[bool, Meta(description="The \"3-4\" cards are out.")]
    removed: Annotated[int, Meta(description="Cards removed face down (S4).")]
    reserve: Annotated[int, Meta(description="Cards in each reserve (S3).")]
    stacks: int
    cards_per_stack: int
    tavoletta: Annotated[int, Meta(description="Cards in the Tavoletta.")]


class VariantInfo(Shown, frozen=True):
    id: VariantId
    label_it: Annotated[str, Meta(description="Its name in Italian.", examples=["Seconda fase"])]
    name_en: Annotated[str, Meta(description="Its English name.", examples=["Second phase"])]
    effect: Annotated[Text, Meta(description=f"What the variant changes. {KEYS_EN_IT}")]
    rules: Annotated[list[RuleId], Meta(description="The rules the variant brings.")]


class Tables(Shown, frozen=True):
    """The tables beside the rules."""

    flavours: Annotated[list[FlavourInfo], Meta(description="The flavours and C1's relations.")]
    types: Annotated[list[TypeInfo], Meta(description="The Dessert types (C1).")]
    chocolate: Annotated[list[ChocolateInfo], Meta(description="The Chocolate cards (C2), in id order.")]
    desserts: Annotated[list[DessertInfo], Meta(description="The Desserts (C3), in table order.")]
    decorations: Annotated[list[DecorationInfo], Meta(description="The Decorations (C4), in table order.")]
    rule_kinds: Annotated[list[RuleKind], Meta(description=(
        "The closed vocabulary of scoring rules and effects (R1-R10)."))]
    decoration_kinds: Annotated[list[DecorationKind], Meta(description="The five kinds of Decoration (C4, D2).")]
    setup: Annotated[list[SetupRow], Meta(description="The setup table (section 3).")]
    variants: Annotated[list[VariantInfo], Meta(description="The variants.")]
    rulings_policy: Annotated[Text, Meta(description=f"How rulings are taken and changed. {KEYS_EN_IT}")]


KIND_PARAMS = {
    "per_type_and_flavour": ["type", "flavour", "points"], "per_distinct_type": ["points"],
    "per_distinct_flavour": ["points"], "if_on_type": ["type", "points"], "if_on_flavour": ["flavour", "points"],
    "per_decoration_on_same_dessert": ["points"], "if_other_dessert_of_type": ["type", "points"],
    "if_other_dessert_of_flavour": ["flavour", "points"], "adds_type": ["type"], "adds_flavour": ["flavour"],
}


def _rule(rule: ScoringRule) -> RuleOfCard:
    return RuleOfCard(kind=rule.kind, params=rule.params(), rule=ALL_KINDS[rule.kind].rule)


@lru_cache(maxsize=1)
def tables() -> Tables:
    text = catalogue_of(RULES.game).tables
    return Tables(
        flavours=[FlavourInfo(id=f, label=dict(LABELS["flavours"][f]), partner=relations()["partner"][f],
                              n1=relations()["n1"][f], n2=relations()["n2"][f], n3=relations()["n3"][f])
                  for f in FLAVOURS],
        types=[TypeInfo(id=t, label=dict(LABELS["types"][t]), unlimited_in_tray=t in UNLIMITED_TYPES) for t in TYPES],
        chocolate=[ChocolateInfo(id=c.id, label=c.label, left=c.left, right=c.right, copies=CHOCOLATE_COPIES,
                                 marked=CHOCOLATE_MARKED) for c in CHOCOLATE.values()],
        desserts=[DessertInfo(id=d.id, label=d.label, type=d.type, flavour=d.flavour, cost=shown_cost(d.cost),
                              scoring=_rule(d.rule)) for d in DESSERTS.values()],
        decorations=[DecorationInfo(id=d.id, label=d.label, kind=d.kind,
                                    kind_label=dict(LABELS["decoration_kinds"][d.kind]), copies=d.copies,
                                    cost=shown_cost(d.cost), effect=None if d.effect is None else _rule(d.effect),
                                    scoring=_rule(d.rule)) for d in DECORATIONS.values()],
        rule_kinds=[RuleKind(kind=kind, rule=fn.rule, params=KIND_PARAMS[kind],
                             of="dessert" if kind in DESSERT_KINDS else "decoration" if kind in DECORATION_RULES
                             else "effect") for kind, fn in ALL_KINDS.items()],
        decoration_kinds=[DecorationKind(id=k, label=dict(LABELS["decoration_kinds"][k])) for k in DECORATION_KINDS],
        setup=[SetupRow(players=r.players, deck=sum(deck_for(r.players).values()), marked_out=r.deck == "unmarked",
                        removed=r.removed, reserve=r.reserve, stacks=8, cards_per_stack=r.stack,
                        tavoletta=8 * r.stack) for r in SETUP_TABLE.values()],
        variants=[VariantInfo(id=v["id"], label_it=v["label_it"], name_en=v["name_en"], effect=dict(v["effect"]),
                              rules=list(v["rules"])) for v in text["variants"]],
        rulings_policy=dict(text["rulings_policy"]))
