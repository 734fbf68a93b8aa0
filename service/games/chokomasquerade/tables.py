"""The tables GET /chokomasquerade/rules serves beside the rules: the cards (D1, D2) and
the setup (S1-S4), declared once (:mod:`service.referee.shown`): the engine builds them, the
service writes them and the document describes them."""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated

from msgspec import Meta

from service.referee.catalogue import catalogue_of
from service.referee.shown import KEYS_EN_IT, Shown, Text

from .cards import CHARACTERS, COPIES, DECK_SIZE, SET_ASIDE
from .moves import CharacterId, FoundId
from .rulebook import RULES
from .setup import DECK_CARDS, HAND_CARDS, PLAYERS, TABLE_CARDS
from .table import COLUMNS


class Character(Shown, frozen=True):
    id: Annotated[CharacterId, Meta(description="The card id: its character (D1).")]
    copies: Annotated[int, Meta(ge=2, le=2, description="Cards showing it.")]


class CardsTable(Shown, frozen=True):
    characters: Annotated[list[Character], Meta(description="The 30 characters of the deck, 2 cards each (D1).")]
    total: Annotated[int, Meta(description="Cards in the game (60).")]
    set_aside: Annotated[list[FoundId], Meta(description=(
        "The two set-aside cards, only ever the outcomes of a guess (D2)."))]
    set_aside_note: Annotated[Text, Meta(description=f"What the set-aside cards are for. {KEYS_EN_IT}")]


class SetupTable(Shown, frozen=True):
    players: Annotated[int, Meta(description="Players (S1).")]
    table: Annotated[int, Meta(description="Cards laid on the table, one a column (S2).")]
    hand: Annotated[int, Meta(description="Cards dealt to each player (S3).")]
    deck: Annotated[int, Meta(description="Cards left in the deck (S4).")]
    columns: Annotated[int, Meta(description="Columns on the table (C1).")]


class Tables(Shown, frozen=True):
    """The tables beside the rules."""

    cards: Annotated[CardsTable, Meta(description="The cards of the edition of record (D1, D2).")]
    setup: Annotated[SetupTable, Meta(description="The setup: 2 players, 4 table cards, 3 cards a hand, 50 in the "
                                                  "deck.")]


@lru_cache(maxsize=1)
def tables() -> Tables:
    text = catalogue_of(RULES.game).tables
    return Tables(
        cards=CardsTable(characters=[Character(id=card, copies=COPIES) for card in CHARACTERS], total=DECK_SIZE,
                         set_aside=list(SET_ASIDE), set_aside_note=dict(text["set_aside_note"])),
        setup=SetupTable(players=PLAYERS, table=TABLE_CARDS, hand=HAND_CARDS, deck=DECK_CARDS, columns=len(COLUMNS)))
