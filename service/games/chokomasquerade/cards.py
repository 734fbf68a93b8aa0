"""The cards of the edition of record (D1-D4): 30 characters on 2 cards each, and the two
set-aside cards that are only ever the outcomes of a guess.

A card is named by its character (``"mask_07"``): the two cards of a character are
identical to the referee (D4), so a hand, a column or the deck holds card ids, with
repeats, and every card's partner is the other card of its character.
"""

from __future__ import annotations

from .rulebook import RULES

CHOKOMANNARO = "chokomannaro"
MASKS = tuple(f"mask_{i:02d}" for i in range(1, 30))
CHARACTERS: tuple[str, ...] = (CHOKOMANNARO, *MASKS)  # sorted: "chokomannaro" < "mask_01" < ...
COPIES = 2
DECK_SIZE = COPIES * len(CHARACTERS)  # 60
_KNOWN = frozenset(CHARACTERS)

# The set-aside cards (D2), as the outcomes of a guess.
FOUND_CHOKO = "choko"
FOUND_CHOKOMANNARO = "chokomannaro"
SET_ASIDE: tuple[str, ...] = (FOUND_CHOKO, FOUND_CHOKOMANNARO)


@RULES.decides("D1")
def is_card(value: object) -> bool:
    """D1: a card id is one of the 30 characters (``chokomannaro``, ``mask_01``..``mask_29``);
    two cards pair exactly when they show the same character."""
    return type(value) is str and value in _KNOWN


@RULES.decides("D2")
def is_set_aside(value: object) -> bool:
    """D2: what a guess can find: one of the two set-aside cards, ``choko`` or
    ``chokomannaro``. They are never in the deck, a hand, the table or a pair."""
    return value == FOUND_CHOKO or value == FOUND_CHOKOMANNARO


def full_deck() -> list[str]:
    """The 60 Choko cards (D1), in character order."""
    return [c for c in CHARACTERS for _ in range(COPIES)]
