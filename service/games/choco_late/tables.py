"""The tables GET /choco-late/rules serves beside the rules: the deck (D1), the
combinations (C1), the setup tables (S2), and the catalogue's own tables of text
(variants, the rulings policy, the tie rule, the split budget), declared once
(:mod:`service.referee.shown`): the engine builds them, the service writes them and the
document describes them."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Annotated, Literal

import msgspec
from msgspec import Meta

from service.referee.catalogue import catalogue_of
from service.referee.shown import KEYS_EN_IT, Shown, Text

from . import cards
from .cards import COLOURS, STANDARD_SETUP, SYMBOLS, TWO_TRAYS_SETUP, colour, symbol
from .combinations import COMBINATIONS
from .rulebook import RULES, RuleId
from .snapshot import Card
from .variants import VARIANT_IDS

if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    CombinationId = str
    VariantId = str
else:  # to the document, the list itself: C1's combinations, the game's named enumeration VariantId
    CombinationId = Literal[tuple(c.id for c in COMBINATIONS)]
    VariantId = Literal[VARIANT_IDS]

Symbol = Annotated[int, Meta(ge=1, le=5)]


class CardInfo(Shown, frozen=True):
    card: Card
    symbol: Symbol
    colour: Symbol


class Deck(Shown, frozen=True):
    cards: Annotated[list[int], Meta(description="The first and last card (D1).")]
    symbols: Annotated[list[int], Meta(description="The symbol values.")]
    colours: Annotated[list[int], Meta(description="The colour (shop) values.")]
    symbol_formula: Annotated[str, Meta(description="A card's symbol from its number.")]
    colour_formula: Annotated[str, Meta(description="A card's colour from its number.")]
    cards_by_number: Annotated[list[CardInfo], Meta(description="Every card with its symbol and colour (D1, D2).")]


class CombinationRow(Shown, frozen=True):  # a row of the combination table (C1), as the tables show it
    id: CombinationId
    label: Annotated[str, Meta(description="Its Italian name.", examples=["4 diversi"])]
    lots: Annotated[int, Meta(description="How many lots it takes.", examples=[4])]
    shape: Annotated[list[int], Meta(description="Lots per value, descending.")]
    symbol_points: Annotated[int, Meta(description="Points when made of symbols.")]
    colour_points: Annotated[int, Meta(description="Points when made of colours.")]


class SetupTableRow(Shown, frozen=True):  # a row of a setup table (S2), as the tables show it
    players: Annotated[int, Meta(description="Number of players.")]
    cards: Annotated[list[int], Meta(description="First and last card used.")]
    lots: Annotated[int, Meta(description="Lots dealt to the centre.")]
    vouchers_per_player: Annotated[int, Meta(description="Vouchers dealt to each player.")]
    box: Annotated[int, Meta(description="Cards left in the box.")]


class SetupTables(Shown, frozen=True):
    standard: Annotated[list[SetupTableRow], Meta(description="The setup table of the base game (S2).")]
    two_trays: Annotated[list[SetupTableRow], Meta(description="The setup table of two_trays (S2, 2-4 players).")]


class VariantInfo(Shown, frozen=True):
    id: VariantId
    label_it: Annotated[str, Meta(description="Its name in the Italian rulebook.", examples=["Asta pazza"])]
    name_en: Annotated[str, Meta(description="Its English name.", examples=["Free bidding"])]
    effect: Annotated[Text, Meta(description=f"What the variant changes. {KEYS_EN_IT}")]
    rules: Annotated[list[RuleId], Meta(description="The rules the variant brings.")]
    changes: Annotated[list[RuleId], Meta(description="The standard rules whose application it changes.")]


class Tables(Shown, frozen=True):
    """The tables beside the rules."""

    deck: Annotated[Deck, Meta(description="The deck and how cards map to symbols and colours.")]
    combinations: Annotated[list[CombinationRow], Meta(description="The combination table (C1).")]
    setup: Annotated[SetupTables, Meta(description="The setup tables (S2).")]
    variants: Annotated[list[VariantInfo], Meta(description="The variants (section 5).")]
    rulings_policy: Annotated[Text, Meta(description=f"How rulings are taken and changed. {KEYS_EN_IT}")]
    variants_note: Annotated[Text, Meta(description=f"How variants combine. {KEYS_EN_IT}")]
    tie_rule: Annotated[str, Meta(description=(
        "How a tray's breakdown is chosen among equals (the /choco-late/trays answers refer to it)."))]
    split_budget: Annotated[str, Meta(description="The best-split search budget and what happens past it.")]


def _setup_rows(table: Mapping[int, cards.SetupRow]) -> list[SetupTableRow]:
    return [SetupTableRow(players=r.players, cards=[1, r.highest_card], lots=r.lots, vouchers_per_player=r.vouchers,
                          box=r.box) for r in table.values()]


def tie_rule_order() -> list[str]:
    """C2's tie rule as a value: its criteria, in order (``tie_rule`` in the tables says it
    in words)."""
    return list(catalogue_of(RULES.game).tables["tie_rule_order"])


@lru_cache(maxsize=1)
def tables() -> Tables:
    text = catalogue_of(RULES.game).tables
    return Tables(
        deck=Deck(cards=[1, 100], symbols=list(SYMBOLS), colours=list(COLOURS),
                  symbol_formula="symbol(n) = ((n - 1) mod 5) + 1",
                  colour_formula="colour(n) = (((n - 1) div 5) mod 5) + 1",
                  cards_by_number=[CardInfo(card=n, symbol=symbol(n), colour=colour(n)) for n in range(1, 101)]),
        combinations=[CombinationRow(id=c.id, label=c.label, lots=c.size, shape=list(c.shape),
                                     symbol_points=c.symbol_points, colour_points=c.colour_points)
                      for c in COMBINATIONS],
        setup=SetupTables(standard=_setup_rows(STANDARD_SETUP), two_trays=_setup_rows(TWO_TRAYS_SETUP)),
        variants=[msgspec.convert(v, VariantInfo) for v in text["variants"]],
        rulings_policy=dict(text["rulings_policy"]),
        variants_note=dict(text["variants_note"]),
        # served in English, as the contract has them; the rulebook page reads both languages
        tie_rule=text["tie_rule"]["en"],
        split_budget=text["split_budget"]["en"])
