"""The tables GET /chokomasquerade/rules serves beside the rules: the cards (D1, D2) and
the setup (S1-S4)."""

from __future__ import annotations

from typing import Any
from functools import lru_cache

from service.referee.catalogue import catalogue_of

from .cards import CHARACTERS, COPIES, DECK_SIZE, SET_ASIDE
from .rulebook import RULES
from .setup import DECK_CARDS, HAND_CARDS, PLAYERS, TABLE_CARDS
from .table import COLUMNS


@lru_cache(maxsize=1)
def tables() -> dict[str, Any]:
    text = catalogue_of(RULES.game).tables
    return {
        "cards": {
            "characters": [{"id": card, "copies": COPIES} for card in CHARACTERS],
            "total": DECK_SIZE,
            "set_aside": list(SET_ASIDE),
            "set_aside_note": dict(text["set_aside_note"]),
        },
        "setup": {"players": PLAYERS, "table": TABLE_CARDS, "hand": HAND_CARDS, "deck": DECK_CARDS,
                  "columns": len(COLUMNS)},
    }
