"""D1, the deck, as every part of the engine checks lists of cards."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import is_card
from .rulebook import RULES


@RULES.decides("D1")
def check_cards(cards: Iterable[int], pointer: str, seen: dict[int, str] | None = None) -> tuple[int, ...]:
    """D1: 100 cards numbered 1..100: every value is a card and none appears twice.

    `pointer` is the JSON pointer of the list; `seen` maps cards already met elsewhere in
    the same document to their pointers, so a card in two lists is caught too. It is
    updated in place.
    """
    seen = {} if seen is None else seen
    out = []
    for i, card in enumerate(cards):
        here = f"{pointer}/{i}"
        if not is_card(card):
            raise RULES.fail(check_cards, "card_out_of_range", {"card": card}, here)
        if card in seen:
            raise RULES.fail(check_cards, "card_twice", {"card": card, "first": seen[card]}, here)
        seen[card] = here
        out.append(card)
    return tuple(out)
