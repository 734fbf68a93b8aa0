"""Hidden information and chance (D1-D6): draws are recorded, never simulated. The main
deck is a multiset; a drawn or peeked card is named by its move and must be in it; a
reshuffle happens when a card is needed from an empty main deck; the probabilities of a
chance point are exact fractions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from service.referee.legality import Finding

from . import events as ev
from .cards import italian
from service.referee.multiset import size
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import Draw, Peek
    from .state import State


@RULES.decides("D1")
def ready_deck(state: State) -> None:
    """D1: when a card must be drawn (a refill, a look) and the main deck is empty, the
    whole discard pile becomes the main deck, shuffled, as soon as the referee waits for
    that card; if both are empty, nothing is drawn."""
    if not state.deck and state.discard:
        count = state.reshuffle()
        state.record(ready_deck.rule, ev.RESHUFFLED, count=count)


@RULES.refuses("D2")
def in_main_deck(state: State, move: Peek | Draw) -> Finding | None:
    """D2: a drawn or peeked card is named by its move, and must be in the main deck (a
    multiset: never a particular order)."""
    card = move.card
    if card not in state.deck:
        return "not_in_deck", {"card": card, "card_it": italian(card), "count": size(state.deck)}, "card"
    return None


@RULES.decides("D3")
def draw_probability(deck: Mapping[str, int], kind: str) -> Fraction:
    """D3: a kind's probability at a draw or a look: its copies in the main deck over the
    main deck's size."""
    return Fraction(deck[kind], size(deck))


@RULES.decides("D4")
def pick_probability(hand: Mapping[str, int], kind: str) -> Fraction:
    """D4: the slaughter's pick is made unseen: each kind in the victim's hand has
    probability copies over hand size."""
    return Fraction(hand[kind], size(hand))


@RULES.decides("D5")
def toss_probability(tied: Sequence[str]) -> Fraction:
    """D5: a toss is equally likely among the tied players."""
    return Fraction(1, len(tied))
