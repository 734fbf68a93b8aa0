"""The round (section 4): its start (R1), who is due in a step (R2), the choice (R3, R4),
the repetitions (R5) and the refill (R6). The state's flow (:mod:`state`) calls these; the
reveal is :mod:`reveal`, the activation :mod:`activation`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from service.referee.legality import Finding

from .cards import italian
from .rulebook import RULES
from .setup import HAND

if TYPE_CHECKING:
    from .moves import Play
    from .state import State



@RULES.decides("R1")
def round_start(state: State) -> list[str]:
    """R1: a round starts with each quarantined player, in seat order, deciding whether to
    keep the quarantine (Q4); then its first step begins. The players who must decide (the
    state has counted the round)."""
    return [p for p in state.players if p in state.quarantine]


@RULES.decides("R2")
def due_players(state: State, first: bool) -> tuple[str, ...]:
    """R2: in the first step of a round every player holding at least one card is due, with
    or without Chokos; in a later step, those who activated a card in the previous step
    (R5) and hold at least one card. In seat order."""
    hands = state.hands
    if first:
        return tuple([p for p in state.players if hands[p]])
    activated = state.activated
    if not activated:  # nobody activated: nobody is due
        return ()
    return tuple([p for p in state.players if p in activated and hands[p]])


@RULES.refuses("R3")
def choice_check(state: State, move: Play) -> Finding | None:
    """R3: every due player plays exactly one card in the step: a play by a player who is
    not due, or a second play in the step, is refused."""
    player = move.player
    if player in state.played:
        return "already_played", {"player": player}, "player"
    if player not in state.due:
        return "not_due", {"player": player, "due": ", ".join(p for p in state.due if p not in state.played)}, \
            "player"
    return None


@RULES.refuses("R4")
def in_hand(state: State, move: Play) -> Finding | None:
    """R4: the played card is in the player's hand."""
    if move.card not in state.hands[move.player]:
        return "not_in_hand", {"player": move.player, "card": move.card, "card_it": italian(move.card)}, "card"
    return None


@RULES.decides("R5")
def mark_activated(state: State, activators: Iterable[str]) -> None:
    """R5: the activators of a pair activated in the step (void ones included, both
    players of W1) activated a card: they are due again in the next step (R2)."""
    state.mark_activated(activators)


@RULES.decides("R6")
def next_drawer(state: State) -> str | None:
    """R6: when nobody is due, each player in seat order, from the first listed, draws
    until holding 4 cards, one `draw` per card, as long as the main deck or the discard
    pile holds a card. Who draws next, or None when the refill is over."""
    if not state.deck and not state.discard:
        return None
    held, drawer = state.held, state.drawer  # how many cards each hand holds
    if drawer is None:
        start = 0
    elif held[drawer] < HAND:
        return drawer
    else:
        start = state.seat[drawer] + 1  # those seated before hold 4 already: they drew first
    for player in state.players[start:]:
        if held[player] < HAND:
            return player
    return None
