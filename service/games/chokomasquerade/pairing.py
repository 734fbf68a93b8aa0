"""Pairing (P1-P5): with the table, in hand, on the table; the pairs kept in order; the
ChokoMannaro that starts the slaughter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding

from .cards import CHOKOMANNARO
from .moves import HandPair, PairWithTable, TablePair
from .phases import Phase
from .records import Pair
from .rulebook import RULES
from .slaughter import start_slaughter
from .turns import end_turn, hand_emptied

if TYPE_CHECKING:
    from .state import State



def not_held(player: str, card: object) -> Finding:
    return "not_in_hand", {"player": player, "card": str(card)}, "card"


def partner_elsewhere(state: State, player: str, card: str) -> Finding:
    """Why the partner of `player`'s card is not a matchable table card: where it is (in
    their own hand, in the middle of a column, in the other hand, or else in the deck)."""
    hand = state.hands[player]
    if hand.count(card) > 1:
        return "partner_in_own_hand", {"player": player, "card": card}, "card"
    for place in state.places_of(card):
        if place[0] == "column":
            return "partner_in_middle", {"card": card, "column": place[1]}, "card"
        if place[0] == "hand" and place[1] != player:
            return "partner_in_hand", {"card": card, "owner": place[1]}, "card"
    return "partner_in_deck", {"card": card}, "card"


@RULES.refuses("P1")
def pair_check(state: State, move: PairWithTable) -> Finding | None:
    """P1 (`pair`): the card is in the player's hand and its partner is a matchable table
    card (the first or last of a column, C2)."""
    player, card = move.player, move.card
    if card not in state.hands[player]:
        return not_held(player, card)
    if state.table.is_matchable(card):
        return None
    return partner_elsewhere(state, player, card)


@RULES.refuses("P2")
def hand_pair_check(state: State, move: HandPair) -> Finding | None:
    """P2 (`hand_pair`): both cards of the character are in the player's hand."""
    held = state.hands[move.player].count(move.card)
    if held == 2:
        return None
    return "hand_pair_needs_both", {"player": move.player, "card": str(move.card), "count": held}, "card"


@RULES.refuses("P3")
def table_pair_check(state: State, move: TablePair) -> Finding | None:
    """P3 (`table_pair`): both cards of the character are on the table and both are
    matchable (in two columns, or the first and last of one); only the player to act may
    take them, during their turn (H3 and the phase see to that)."""
    card = move.card
    if state.table.matchable_count(card) == 2:
        return None
    on_table = [p for p in state.places_of(card) if p[0] == "column"]
    if len(on_table) < 2:
        return "table_pair_not_two", {"card": str(card), "count": len(on_table)}, "card"
    middle = next(p for p in on_table if p[2] == "middle")
    return "table_pair_middle", {"card": card, "column": middle[1]}, "card"


@RULES.decides("P4")
def keep_pair(state: State, player: str, card: str, index: int) -> None:
    """P4: both cards go in front of the player, as one pair named by its character, after
    the pairs made before."""
    state.keep_pair(player, Pair(card, index))


@RULES.decides("P5")
def starts_slaughter(card: str) -> bool:
    """P5: pairing the ChokoMannaro, by any of P1-P3, starts the slaughter at once."""
    return card == CHOKOMANNARO


def apply_pairing(state: State, move: PairWithTable | HandPair | TablePair, index: int) -> None:
    """Play a pairing refusal accepted: take the cards (C3 for table cards), keep the pair
    (P4), start the slaughter (P5, M1), end the turn on an empty hand (T5)."""
    player, card = move.player, move.card
    hand = state.hands[player]
    match move:
        case PairWithTable():
            hand.remove(card)
            state.table.take(card)
        case HandPair():
            hand.remove(card)
            hand.remove(card)
        case TablePair():
            state.table.take(card)
            state.table.take(card)
    keep_pair(state, player, card, index)
    if starts_slaughter(card):
        start_slaughter(state, player, index)
    if state.phase is Phase.TURN and hand_emptied(hand):
        end_turn(state)
