"""Where every card is (C6): each of the 58 cards of the main deck is always in exactly one
place, and the referee keeps every place as a multiset of kinds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import QUARANTINE
from service.referee.multiset import add
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State


@RULES.decides("C6")
def card_places(state: State) -> dict[str, dict[str, int]]:
    """C6: every place and the cards in it (kind to copies): "deck", "discard",
    "hand:<player>", "played:<player>" (face down, until the reveal), "table" (pairing
    cards, pending pairs and the pair being activated), "moods:<player>" (two cards an
    instance), "quarantine:<player>" (its pair), "peek" (the Peeping Tom's view). Their
    sum is the main deck (C1), kind by kind."""
    places: dict[str, dict[str, int]] = {"deck": dict(state.deck), "discard": dict(state.discard)}
    for player, hand in state.hands.items():
        places[f"hand:{player}"] = dict(hand)
    for player, kind in state.played.items():
        places[f"played:{player}"] = {kind: 1}
    table: dict[str, int] = {}
    for kind in state.pairing:
        add(table, kind)
    for kind in state.pending:
        add(table, kind, 2)
    if state.activating is not None:
        add(table, state.activating[0], 2)
    places["table"] = table
    for player, moods in state.moods.items():
        mine: dict[str, int] = {}
        for mood in moods:
            add(mine, mood, 2)
        places[f"moods:{player}"] = mine
    for player in state.quarantine:
        places[f"quarantine:{player}"] = {QUARANTINE: 2}
    places["peek"] = dict(state.peek.seen) if state.peek is not None else {}
    return places
