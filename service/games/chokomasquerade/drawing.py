"""Drawing (R1-R4): chance is recorded, never simulated. Each card drawn is a `draw` move
naming it; the referee checks it was still in the deck (a multiset), never an order."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import tag_of

from .cards import CHARACTERS, is_card
from .moves import ChokoMasqueradeMove, Draw
from .phases import Phase
from .rulebook import RULES
from .whereabouts import out_of_deck

if TYPE_CHECKING:
    from .state import State

HAND_SIZE = 3


@RULES.refuses("R1")
def draws_come_next(state: State, move: ChokoMasqueradeMove) -> Finding | None:
    """R1: after a turn ends, its player draws, one `draw` per card, up to 3 cards; those
    draws come next, before any other move, and no draw is legal at any other time."""
    if state.phase is Phase.DRAW:
        if type(move) is not Draw:
            return "draw_due", {"player": state.actor, "count": state.draws_due, "type": tag_of(move)}, "type"
        return None
    if type(move) is Draw:
        return "no_draw_due", {}, "type"
    return None


@RULES.refuses("R2")
def in_deck(state: State, move: Draw) -> Finding | None:
    """R2: the card drawn is still in the deck: its 2 copies minus those dealt and those
    drawn before. Refused, the verdict says where both copies are."""
    card = move.card
    if state.deck.get(card, 0) > 0:
        return None
    if not is_card(card):
        return "not_a_card", {"card": str(card)}, "card"
    code, params = out_of_deck(card, state.places_of(card))
    return code, params, "card"


def draw_moves(player: str, deck: Mapping[str, int]) -> Iterator[Draw]:
    """The draws that may come (R1): one for each character still in the deck."""
    for card in CHARACTERS:
        if deck[card]:
            yield Draw(player=player, card=card)


def draw_card(state: State, move: Draw) -> bool:
    """A draw refusal accepted: the card leaves the deck for the hand. True when the refill
    is complete (R1)."""
    return not state.draw(move.player, move.card)


@RULES.decides("R3")
def draw_probability(copies_left: int, deck_count: int) -> Fraction:
    """R3: a character with k copies left in a deck of N cards is drawn with probability
    exactly k/N."""
    return Fraction(copies_left, deck_count)


@RULES.decides("R4")
def refill_count(held: int, deck_count: int) -> int:
    """R4 (with R1): a refill draws up to 3 cards in hand, and no more than the deck holds:
    an empty deck stays empty and a refill from it draws nothing."""
    return max(0, min(HAND_SIZE - held, deck_count))
