"""The cards of the edition of record (section 1): the 17 kinds of the main deck with their
families, order numbers, activation ranks, counts and the mood each service acts on.

The table is data; the functions tagged with C1-C5 read it, and the lookups the engine
uses on every move (``RANK``, ``ORDER``, ``COPIES``, ``ACTS_ON``...) are computed from them
once, at import. Each kind is declared once (:mod:`service.referee.shown`): the engine reads
it, and the tables beside the rules show it as it is (``cards``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta

from service.referee.shown import Shown

from .rulebook import RULES


class Family(StrEnum):
    """The families of cards, in activation order (C4)."""

    GREEN_ACTION = "green_action"  # azione verde
    MOOD = "mood"  # stato d'animo
    SERVICE = "service"  # servizio
    RED_ACTION = "red_action"  # azione rossa


# Names of the families, the game's own words (Italian) beside the English ones.
FAMILY_NAMES = {
    Family.GREEN_ACTION: ("Green action", "Azione verde"),
    Family.MOOD: ("Mood", "Stato d'animo"),
    Family.SERVICE: ("Service", "Servizio"),
    Family.RED_ACTION: ("Red action", "Azione rossa"),
}


# One kind of card (a card id) as the edition of record prints it. (Its members name the card
# ids' closed list, CardId, made below from the table itself: read when first written.)
class Kind(Shown, frozen=True):
    id: CardId
    name_en: Annotated[str, Meta(examples=["Fear"])]
    name_it: Annotated[str, Meta(description="The rulebook's name.", examples=["Paura"])]
    family: Family
    order: Annotated[int, Meta(ge=1, le=6, description="The order number printed on the card (C3).")]
    rank: Annotated[int, Meta(ge=1, le=17, description="Its place in the activation order (C4).")]
    count: Annotated[int, Meta(ge=1, description="Copies in the main deck (C2).")]
    acts_on: Annotated[CardId | None, Meta(description="The mood a service acts on (C5); null for the others.")]


_G, _M, _S, _R = Family.GREEN_ACTION, Family.MOOD, Family.SERVICE, Family.RED_ACTION

EDITION: tuple[Kind, ...] = (
    Kind("anxiety", "Anxiety", "Ansia", _M, 1, 3, 4, None),
    Kind("boredom", "Boredom", "Noia", _M, 2, 4, 4, None),
    Kind("fear", "Fear", "Paura", _M, 3, 5, 4, None),
    Kind("psychology", "Psychology", "Psicologa", _S, 1, 6, 4, "anxiety"),
    Kind("bodyguard", "Bodyguard", "Bodyguard", _S, 2, 7, 4, "fear"),
    Kind("chokowerewolf_game", "Chokowerewolf game", "Partita al Chokomannaro", _S, 3, 8, 4, "boredom"),
    Kind("masseur", "Masseur", "Massaggiatore", _S, 4, 9, 4, "anxiety"),
    Kind("self_defence_course", "Self-defence course", "Corso autodifesa", _S, 5, 10, 4, "fear"),
    Kind("cinema", "Cinema", "Cinema", _S, 6, 11, 4, "boredom"),
    Kind("peeping_tom", "Peeping Tom", "Guardone", _G, 1, 1, 3, None),
    Kind("quarantine", "Quarantine", "Quarantena", _G, 1, 2, 2, None),
    Kind("chokowerewolf", "Chokowerewolf", "Chokomannaro", _R, 1, 12, 2, None),
    Kind("beggar", "Beggar", "Mendicante", _R, 2, 13, 3, None),
    Kind("parcel_bomb", "Parcel bomb", "Pacco bomba", _R, 3, 14, 3, None),
    Kind("hairdryer", "Hairdryer", "Fon", _R, 4, 15, 3, None),
    Kind("robber", "Robber", "Rapitore", _R, 5, 16, 3, None),
    Kind("migration", "Migration", "Migrazione", _R, 6, 17, 3, None),
)
BY_ID: dict[str, Kind] = {k.id: k for k in EDITION}
KIND_IDS: tuple[str, ...] = tuple(k.id for k in EDITION)  # the 17 card ids, in the table's order

if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    CardId = str
else:  # to the codec and the document, the list itself (H1): the engine's own card ids
    CardId = Literal[KIND_IDS]

CHOKO_CARDS = 60  # the currency (K1): counted, never identified
MASQUERADE_CARDS = 2  # a Choko and a Chokowerewolf of ChokoMasquerade, never used here
BOX = 120


@RULES.decides("C1")
def main_deck() -> dict[str, int]:
    """C1: the box holds 120 cards: the 58 of the main deck (kind to copies), the 60 Choko
    cards (counted apart, K1) and 2 cards of ChokoMasquerade, never used here."""
    deck = {k.id: copies(k.id) for k in EDITION}
    assert sum(deck.values()) + CHOKO_CARDS + MASQUERADE_CARDS == BOX
    return deck


@RULES.decides("C2")
def copies(kind: str) -> int:
    """C2 (a reconstruction): 4 of each mood and service, 2 Chokowerewolves, 2 Quarantines,
    3 of each other action."""
    return BY_ID[kind].count


@RULES.decides("C3")
def order_number(kind: str) -> int:
    """C3: the order number printed on the card (1-6): the order within its family, and what
    the Chokowerewolf reads (W3)."""
    return BY_ID[kind].order


@RULES.decides("C4")
def rank(kind: str) -> int:
    """C4: the activation order of the whole deck: green actions, moods, services, red
    actions, each by order number; Peeping Tom before Quarantine."""
    return BY_ID[kind].rank


@RULES.decides("C5")
def acts_on(kind: str) -> str | None:
    """C5: the mood kind a service acts on (each mood is removed by two services); None for
    a card that is not a service."""
    return BY_ID[kind].acts_on


DECK: dict[str, int] = main_deck()
DECK_SIZE = sum(DECK.values())  # 58
COPIES: dict[str, int] = {k: copies(k) for k in KIND_IDS}
ORDER: dict[str, int] = {k: order_number(k) for k in KIND_IDS}
RANK: dict[str, int] = {k: rank(k) for k in KIND_IDS}
# A kind's rank, the key that sorts kinds in rank order: made once (each `RANK.__getitem__`
# read makes a new bound method, and the reveal and the activations sort at every step).
RANK_OF: Callable[[str], int] = RANK.__getitem__
ACTS_ON: dict[str, str] = {k: m for k in KIND_IDS if (m := acts_on(k)) is not None}
FAMILY: dict[str, Family] = {k.id: k.family for k in EDITION}
BY_RANK: tuple[str, ...] = tuple(sorted(KIND_IDS, key=RANK_OF))  # every kind, in rank order
NAME_IT: dict[str, str] = {k.id: k.name_it for k in EDITION}

MOODS = frozenset(k for k in KIND_IDS if FAMILY[k] is Family.MOOD)
SERVICES = frozenset(ACTS_ON)
PEEPING_TOM = "peeping_tom"
QUARANTINE = "quarantine"
CHOKOWEREWOLF = "chokowerewolf"
BEGGAR = "beggar"
PARCEL_BOMB = "parcel_bomb"
HAIRDRYER = "hairdryer"
ROBBER = "robber"
MIGRATION = "migration"
TARGETED = MOODS | {HAIRDRYER, ROBBER}  # kinds whose activator chooses a target (M1, X3, X4)


def in_rank_order(kinds: Iterable[str]) -> list[str]:
    """Kinds sorted by rank (C4)."""
    return sorted(kinds, key=RANK_OF)


def italian(kind: str) -> str:
    """The card's Italian name (messages show it beside the id)."""
    return NAME_IT[kind]
