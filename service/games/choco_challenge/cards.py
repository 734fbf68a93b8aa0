"""The cards of the edition of record (section 1): ids, kinds, backs, copies, crowns, and the
copies in play at each player count (K1-K5).

Card types are plain strings (the API's ids: ``"cocoa"``, ``"nuts"``, ``"whisk"``); a dessert
is named by its value (an int 4-9) in the game, and by ``"dessert_<value>"`` in the card table.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any, Literal

from service.referee.catalogue import catalogue_of
from service.referee.multiset import add

from .rulebook import RULES


class Kind(StrEnum):
    BASE = "base"
    FILLING = "filling"
    SPICE = "spice"
    DESSERT = "dessert"
    TOOL = "tool"
    MARKER = "marker"


class Back(StrEnum):
    """What the back of a card shows (K4): the class of a face-down top card."""

    BASE = "base"
    FILLING = "filling"
    SPICE = "spice"
    FACE_UP = "face_up"  # desserts and tools lie face up
    NONE = "none"  # the first player card


BASE_TYPES = ("cocoa", "butter", "sugar", "milk")
FILLINGS = ("nuts", "rum", "cherries")
SPICES = ("cinnamon", "vanilla", "ginger", "mint", "chili")
INGREDIENTS = FILLINGS + SPICES
TOOLS = ("whisk", "pastry_bag", "measuring_cup")
DESSERT_VALUES = (4, 5, 6, 7, 8, 9)
FIRST_PLAYER_CARD = "first_player"
PLAYER_COUNTS = (3, 4, 5)
BASE_SETS = 5  # numbered 1-5 (K1)
BASE_SET = {card: 2 for card in BASE_TYPES}  # one set: 2 of each base type


def dessert_id(value: int) -> str:
    """A dessert's id in the card table (``dessert_4``); the game names it by its value."""
    return f"dessert_{value}"


# K1: the edition of record, every card type with its kind and copies (section 1's table).
KINDS: dict[str, Kind] = {
    **{c: Kind.BASE for c in BASE_TYPES},
    **{c: Kind.FILLING for c in FILLINGS},
    **{c: Kind.SPICE for c in SPICES},
    **{dessert_id(v): Kind.DESSERT for v in DESSERT_VALUES},
    **{c: Kind.TOOL for c in TOOLS},
    FIRST_PLAYER_CARD: Kind.MARKER,
}
COPIES: dict[str, int] = {
    "cocoa": 10, "butter": 10, "sugar": 10, "milk": 10,
    "nuts": 8, "rum": 7, "cherries": 6,
    "cinnamon": 5, "vanilla": 4, "ginger": 3, "mint": 2, "chili": 1,
    dessert_id(4): 5, dessert_id(5): 5, dessert_id(6): 4, dessert_id(7): 3, dessert_id(8): 2, dessert_id(9): 1,
    "whisk": 5, "pastry_bag": 4, "measuring_cup": 4,
    FIRST_PLAYER_CARD: 1,
}


def _labels(lang: str) -> dict[str, str]:
    """Every card's name for people in `lang`, from the catalogue (``card_labels`` in
    rules.toml's tables; a dessert's is worded by its value)."""
    named = catalogue_of(RULES.game).tables["card_labels"]
    return {card: (named["dessert"][lang].format(value=card.removeprefix("dessert_"))
                   if KINDS[card] is Kind.DESSERT else named[card][lang]) for card in KINDS}


LABELS_EN: dict[str, str] = _labels("en")
LABELS_IT: dict[str, str] = _labels("it")
CARD_IDS = tuple(KINDS)
ORDER = {card: i for i, card in enumerate(CARD_IDS)}  # the edition's order, for listings
INGREDIENT_SET = frozenset(INGREDIENTS)
TOOL_SET = frozenset(TOOLS)
DRAWABLE = frozenset(BASE_TYPES + INGREDIENTS)  # what a personal draw pile can hold

if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    CardId = str
    ToolId = str
else:  # to the document, the list itself (K1): the game's named enumerations CardId and ToolId
    CardId = Literal[BASE_TYPES + INGREDIENTS]
    ToolId = Literal[TOOLS]


def label_it(card: object) -> str:
    """The Italian name of a card id (the id itself when it is no card)."""
    return LABELS_IT.get(card, str(card)) if isinstance(card, str) else str(card)


@RULES.refuses("K1")
def edition_problem(card: object, kinds: frozenset[str], counted: dict[str, int] | None = None) -> tuple[str, dict[str, Any]] | None:
    """K1: `card` is the id of a card of the edition among `kinds` (ingredients, in a market or
    a final form) and, when `counted` is given, one more of its type does not pass the type's
    copies (`counted` is then updated). None, or the (code, params) of the problem."""
    if type(card) is not str or card not in kinds:
        return "not_an_ingredient", {"card": str(card), "card_it": label_it(card)}
    if counted is not None:
        add(counted, card)
        seen = counted[card]
        if seen > COPIES[card]:
            return "too_many_copies", {"card": card, "card_it": label_it(card), "copies": COPIES[card],
                                       "count": seen}
    return None


def is_dessert_value(value: object) -> bool:
    """K1: desserts are worth 4 to 9 (an int; a bool is no value)."""
    return type(value) is int and 4 <= value <= 9


@RULES.decides("K2")
def crowns_of(card: str) -> int:
    """K2 (reconstruction): every base card and every filling 1 Crown, a spice 7 - copies
    (cinnamon 2 ... chili 6), a dessert its value, tools and the first player card 0."""
    kind = KINDS[card]
    if kind is Kind.BASE or kind is Kind.FILLING:
        return 1
    if kind is Kind.SPICE:
        return 7 - COPIES[card]
    if kind is Kind.DESSERT:
        return int(card.removeprefix("dessert_"))
    return 0


CROWNS: dict[str, int] = {card: crowns_of(card) for card in CARD_IDS}

# K3 (reconstruction): the cards with the player-count symbols, one card per entry.
FIVE_PLAYERS_SYMBOL = ("whisk", "pastry_bag", "measuring_cup", dessert_id(4), dessert_id(5), dessert_id(6),
                       dessert_id(7))
FOUR_FIVE_PLAYERS_SYMBOL = ("whisk", "pastry_bag", "measuring_cup", dessert_id(4), dessert_id(5), dessert_id(6),
                            dessert_id(8))


@RULES.decides("K3")
def symbol_copies_in_play(card: str, players: int) -> int:
    """K3 (reconstruction): the copies of a tool or a dessert in play: all of them with 5
    players; with 4 the card with the "5 players" symbol is out; with 3 the one with the
    "4-5 players" symbol too. (Base sets and ingredients are S2's and S3's business.)"""
    copies = COPIES[card]
    if players < 5:
        copies -= FIVE_PLAYERS_SYMBOL.count(card)
    if players < 4:
        copies -= FOUR_FIVE_PLAYERS_SYMBOL.count(card)
    return copies


@RULES.decides("K4")
def back_of(card: str) -> Back:
    """K4: a base card shows its set's colour (class ``base``), an ingredient its kind;
    desserts and tools lie face up."""
    kind = KINDS[card]
    if kind is Kind.BASE:
        return Back.BASE
    if kind is Kind.FILLING:
        return Back.FILLING
    if kind is Kind.SPICE:
        return Back.SPICE
    if kind is Kind.MARKER:
        return Back.NONE
    return Back.FACE_UP


BACKS: dict[str, Back] = {card: back_of(card) for card in CARD_IDS}


@RULES.decides("K5")
def matches_any(card: str, in_front: list[str]) -> bool:
    """K5: a drawn card matches when a card of the same type id lies in front of the
    drawer; nothing else matches (two different fillings do not)."""
    return card in in_front
