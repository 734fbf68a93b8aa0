"""Checks on lists of cards shared by every part of the engine (D1)."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import is_card
from .violations import RuleViolation, Violation


def check_cards(
    cards: Iterable[int], pointer: str, seen: dict[int, str] | None = None
) -> tuple[int, ...]:
    """D1: every value is a card 1..100 and none appears twice.

    `pointer` is the JSON pointer of the list; `seen` maps cards already met elsewhere in
    the same document to their pointers, so a card in two lists is caught too. It is
    updated in place.
    """
    seen = {} if seen is None else seen
    out = []
    for i, card in enumerate(cards):
        here = f"{pointer}/{i}"
        if not is_card(card):
            raise RuleViolation(
                Violation("D1", "card_out_of_range", {"card": card}, None, here)
            )
        if card in seen:
            raise RuleViolation(
                Violation("D1", "card_twice", {"card": card, "first": seen[card]}, None, here)
            )
        seen[card] = here
        out.append(card)
    return tuple(out)
