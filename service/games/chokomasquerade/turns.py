"""The turn (T1-T6): who plays, what a turn is made of, and how it ends.

A turn is any number of pairings and ends with a lay (L3) or an empty hand (T5); its
player then refills (T6, R1), and the turn passes (T1), or the game ends (E1).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from .drawing import refill_count
from .moves import HandPair, Lay, PairWithTable, TablePair, TurnMove
from .rulebook import RULES
from .scoring import game_ends
from .table import COLUMNS, Table

if TYPE_CHECKING:
    from .state import State


@RULES.decides("T1")
def next_to_play(player: str, opponent: str, hands: Mapping[str, Sequence[str]]) -> str:
    """T1: after `player`'s turn, the opponent plays, unless their hand is empty: then they
    are skipped and `player` plays again (only once the deck is empty)."""
    return opponent if hands[opponent] else player


@RULES.decides("T2")
def turn_moves(player: str, hand: Sequence[str], table: Table) -> Iterator[TurnMove]:
    """T2: what a turn is made of: pairings (P1-P3), in any number and order, and one lay
    (L3) to end it. There is no pass move. Every move that may be legal, in the order of
    the legal moves (type, then card, then column): at most 3 x 6 + 8 = 26 (each card of
    the hand paired, paired in hand or laid on one of 4 columns; a table pair of each
    matchable card), so the legal moves cost a few dozen refusals."""
    held = sorted(set(hand))
    for card in held:
        yield HandPair(player=player, card=card)
    for card in held:
        for column in COLUMNS:
            yield Lay(player=player, card=card, column=column)
    for card in held:
        yield PairWithTable(player=player, card=card)
    for card in sorted(set(table.ends())):
        yield TablePair(player=player, card=card)


@RULES.decides("T5")
def hand_emptied(hand: Sequence[str]) -> bool:
    """T5: the turn ends as soon as the hand is empty (after the slaughter, if the last card
    began one)."""
    return not hand


@RULES.decides("T6")
def end_turn(state: State) -> None:
    """T6: when a turn ends, its player refills (R1: the draws are due now; R4: none from an
    empty deck); with nothing to draw, the turn passes at once."""
    due = refill_count(len(state.hands[state.turn]), state.deck_count)
    if due:
        state.await_draws(due)
    else:
        pass_turn(state)


def pass_turn(state: State) -> None:
    """After the refill: the game ends (E1), or the next player's turn begins (T1)."""
    if game_ends(state.deck_count, state.hands, state.slaughter):
        state.finish()
        return
    player = next_to_play(state.turn, state.opponent[state.turn], state.hands)
    state.begin_turn(player)
