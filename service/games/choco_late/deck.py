"""D1, the deck, as every part of the engine checks lists of cards."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import DECK_SIZE, is_card
from .rulebook import RULES

_DECK = frozenset(range(1, DECK_SIZE + 1))
_INT = frozenset({int})


# Where each card was first met: the JSON pointer of its list, and the list.
Seen = dict[int, tuple[str, tuple[int, ...]]]

@RULES.decides("D1")
def check_cards(cards: Iterable[int], pointer: str, seen: Seen | None = None) -> tuple[int, ...]:
    """D1: 100 cards numbered 1..100: every value is a card and none appears twice.

    `pointer` is the JSON pointer of the list; `seen` maps the cards already met elsewhere in
    the same document to where they were (see :func:`first_place`), so a card in two lists is
    caught too. It is updated in place.
    """
    seen = {} if seen is None else seen
    cards = tuple(cards)
    if set(map(type, cards)) <= _INT:  # ints (no bool): the whole list judged by set operations
        distinct = set(cards)
        if len(distinct) == len(cards) and distinct <= _DECK and seen.keys().isdisjoint(distinct):
            seen.update(dict.fromkeys(cards, (pointer, cards)))
            return cards
    for i, card in enumerate(cards):
        here = f"{pointer}/{i}"
        if not is_card(card):
            raise RULES.fail(check_cards, "card_out_of_range", {"card": card}, here)
        if card in seen:
            raise RULES.fail(check_cards, "card_twice", {"card": card, "first": first_place(seen, card)}, here)
        seen[card] = (pointer, cards)
    return cards


def first_place(seen: Seen, card: int) -> str:
    """The JSON pointer where a card was first met (kept as its list and the list's pointer)."""
    pointer, cards = seen[card]
    return f"{pointer}/{cards.index(card)}"
