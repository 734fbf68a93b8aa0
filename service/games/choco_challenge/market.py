"""The market (M1-M3): the refill after a purchase, where a refilled card goes, and the
empty deck; and what P2 and X4 both ask of a card taken from it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import tag_of

from .cards import SPICES, label_it
from .moves import ChocoChallengeMove, Refill
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

_SPICES = frozenset(SPICES)


@RULES.refuses("M1")
def refill_phase_check(state: State, move: ChocoChallengeMove) -> Finding | None:
    """M1: after a `stop` with a `buy`, the next move is `refill` by the same player (its
    `card`, the top card of the deck, is checked by H3)."""
    if move.player != state.player:
        return "refill_phase_player", {"player": move.player, "to_act": state.player}, ""
    if type(move) is not Refill:
        return "refill_phase_type", {"type": tag_of(move), "to_act": state.player}, ""
    return None


@RULES.decides("M2")
def place_refill(market: list[str], card: str) -> int:
    """M2: a refilled spice goes to the far end (the last position), a filling to position 1,
    the others sliding; so every filling lies nearer the deck than every spice. Returns the
    card's position (1-based)."""
    if card in _SPICES:
        market.append(card)
        return len(market)
    market.insert(0, card)
    return 1


@RULES.decides("M3")
def refills(deck_size: int) -> bool:
    """M3: when the deck is empty nothing refills the market (only in the game's last turn,
    which then ends with fewer than 6 cards in the market)."""
    return deck_size > 0


def taken_card_problem(market: list[str], position: int, card: str | None) -> Finding | None:
    """What is wrong with taking the card at market `position`, expecting `card` there (None
    expects none): no card there (``no_card``) or another type (``card_mismatch``), with the
    message's parameters and the field of the move it is about; None when nothing is. The
    rule that takes the card (P2 a purchase, X4 an extra pick) names it and says where."""
    size = len(market)
    if not 1 <= position <= size:
        return "no_card", {"position": position, "size": size}, "position"
    there = market[position - 1]
    if card is not None and card != there:
        return "card_mismatch", {"position": position, "card": str(card), "card_it": label_it(card), "there": there,
                                 "there_it": label_it(there)}, "card"
    return None
