"""The tables GET /chokomannaro/rules serves beside the rules: the families (C4), the cards
of the edition of record (section 1) and the setup table (section 3), declared once
(:mod:`service.referee.shown`): the engine builds them, the service writes them and the
document describes them."""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated

from msgspec import Meta

from service.referee.shown import Shown

from .cards import EDITION, FAMILY_NAMES, Family, Kind
from .setup import CHOKOS_EACH, main_deck_after_deal


class FamilyInfo(Shown, frozen=True):
    id: Family
    name_en: Annotated[str, Meta(examples=["Mood"])]
    name_it: Annotated[str, Meta(description="The rulebook's word.", examples=["Stato d'animo"])]
    position: Annotated[int, Meta(ge=1, le=4, description="Its place in the activation order (C4).")]


class SetupRow(Shown, frozen=True):
    players: Annotated[int, Meta(ge=2, le=6)]
    chokos: Annotated[int, Meta(description="Chokos each (S2).")]
    main_deck: Annotated[int, Meta(description="The main deck after the deal.")]


class Tables(Shown, frozen=True):
    """The tables beside the rules."""

    families: Annotated[list[FamilyInfo], Meta(description="The families, in activation order (C4).")]
    cards: Annotated[list[Kind], Meta(description="The 17 kinds of the edition of record (section 1).")]
    setup: Annotated[list[SetupRow], Meta(description="The setup table (section 3).")]


@lru_cache(maxsize=1)
def tables() -> Tables:
    return Tables(
        families=[FamilyInfo(id=f, name_en=FAMILY_NAMES[f][0], name_it=FAMILY_NAMES[f][1], position=i)
                  for i, f in enumerate(Family, 1)],
        cards=list(EDITION),
        setup=[SetupRow(players=n, chokos=each, main_deck=main_deck_after_deal(n)) for n, each in CHOKOS_EACH.items()],
    )
