"""The tables GET /choco-challenge/rules serves beside the rules: the cards of the edition
(section 1), the setup table (section 2) and the rulings (section 14), from the engine's own
data, so they cannot drift from what the referee applies."""

from __future__ import annotations

from typing import Any
from functools import lru_cache

from service.referee.catalogue import catalogue_of

from .cards import (BACKS, COPIES, CROWNS, DESSERT_VALUES, KINDS, LABELS_EN, LABELS_IT, PLAYER_COUNTS, TOOLS, Kind,
                    dessert_id)
from .rulebook import RULES
from .setup import MARKET_SIZE, cards_in_play, deck_after, dessert_piles, tool_piles

# Which values of section 1's table are reconstructions (marked * there).
_RECONSTRUCTED = {Kind.BASE: ("crowns",), Kind.FILLING: ("crowns",), Kind.SPICE: ("crowns",),
                  Kind.DESSERT: ("in_play",), Kind.TOOL: ("in_play",), Kind.MARKER: ()}


def _card(card: str) -> dict[str, Any]:
    kind = KINDS[card]
    row = {
        "id": card,
        "label": {"en": LABELS_EN[card], "it": LABELS_IT[card]},
        "kind": kind.value,
        "back": BACKS[card].value,
        "copies": COPIES[card],
        "crowns": CROWNS[card],
        "value": int(card.removeprefix("dessert_")) if kind is Kind.DESSERT else None,
        "in_play": {str(n): cards_in_play(n)[card] for n in PLAYER_COUNTS},
        "reconstructed": bool(_RECONSTRUCTED[kind]),
        "reconstructed_fields": list(_RECONSTRUCTED[kind]),
    }
    return row


def _setup_row(players: int) -> dict[str, Any]:
    piles = dessert_piles(players)
    in_play = cards_in_play(players)
    return {
        "players": players,
        "base_sets": players,
        "whisks": in_play["whisk"],
        "tool_piles": dict(tool_piles(players)),
        "dessert_piles": {str(v): piles[v] for v in DESSERT_VALUES},
        "desserts": sum(piles.values()),
        "market": MARKET_SIZE,
        "deck": sum(deck_after(()).values()) - MARKET_SIZE,
    }


@lru_cache(maxsize=1)
def tables() -> dict[str, Any]:
    text = catalogue_of(RULES.game).tables
    return {
        "cards": [_card(card) for card in KINDS],
        "tools": list(TOOLS),
        "desserts": [dessert_id(v) for v in DESSERT_VALUES],
        "setup": [_setup_row(n) for n in PLAYER_COUNTS],
        "rulings": [{"number": r["number"], "rules": list(r["rules"]), "title": dict(r["title"]),
                     "text": dict(r["text"])} for r in text["rulings"]],
        "rulings_policy": dict(text["rulings_policy"]),
    }
