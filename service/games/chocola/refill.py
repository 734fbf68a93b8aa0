"""Chance (H1-H3): the chance moves, the refill of the Requests, and the probabilities
legal-moves gives at a refill."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import tag_of

from .moves import ChanceMove, ChocolaMove, DrawRequest
from .phases import PHASE_END
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State


@RULES.refuses("H1")
def chance_problem(state: State, move: ChanceMove, full: bool) -> Finding | None:
    """H1: `draw_request` and `deal_second_phase` are chance moves: they record outcomes
    (the referee checks they were possible) and name no player (absent or null). One that
    is not due (a draw when no refill is due, a deal anywhere but E5's place), or one that
    names a player, breaks H1. (`full` False: the timing clause alone.)"""
    if type(move) is DrawRequest:
        if state.refill is None:
            return "draw_not_due", {}, "type"
    elif not (state.phase is PHASE_END and state.phase_number == 1 and state.second_phase):
        return "deal_not_due", {"second_phase": str(state.second_phase).lower()}, "type"
    if full and move.player is not None:
        return "chance_names_player", {"player": move.player, "type": tag_of(move)}, "player"
    return None


@RULES.refuses("H2")
def refill_problem(state: State, move: ChocolaMove, full: bool) -> Finding | None:
    """H2: after every `prepare`, while the phase's Request deck is not empty, the next move
    is `draw_request` naming a card still in that deck (counted with copies); it takes the
    emptied slot. While the refill is due any other move breaks H2, as does a draw naming a
    card not left in the deck. (`full` False: "any other move" alone.)"""
    if state.refill is None:
        return None
    if type(move) is not DrawRequest:
        return "refill_due", {"type": tag_of(move)}, "type"
    if full:
        if state.deck.get(move.card, 0) == 0:
            return "draw_not_in_deck", {"card": move.card, "left": state.deck_size}, "card"
    return None


def draw_outcome(state: State, move: DrawRequest) -> None:
    """H2's outcome: the card leaves the deck for the emptied slot."""
    state.fill_request_slot(move.card)


@RULES.decides("H3")
def draw_chance(state: State, card: str) -> tuple[int, Fraction]:
    """H3: at a refill, legal-moves lists every id left in the deck once (C3 or C4 table
    order) with its copies left and its probability, count / deck size, exact. A deal is not
    enumerated: legal-moves gives it as a template of its constraints (E5)."""
    n = state.deck[card]
    return n, Fraction(n, state.deck_size)


def draw_chances(state: State) -> tuple[tuple[str, int, Fraction], ...]:
    """Every draw of a refill with its copies and probability (H3)."""
    return tuple((card, *draw_chance(state, card)) for card in state.deck)
