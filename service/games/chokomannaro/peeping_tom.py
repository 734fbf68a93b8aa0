"""The Peeping Tom (G1-G3): its activator looks at the next 4 cards of the main deck (one
`peek` each), picks one (`peek_pick`) and plays it at once; the others are discarded, but a
Chokowerewolf goes back into the main deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding

from . import events as ev
from .cards import CHOKOWEREWOLF, in_rank_order, italian
from .draws import ready_deck
from service.referee.multiset import add, size, take
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import Peek, PeekPick
    from .state import State

LOOK = 4


class Peeking:
    """A Peeping Tom's look under way: who looks, the cards seen so far, how many are still to come."""

    __slots__ = ("player", "seen", "left")

    def __init__(self, player: str, left: int) -> None:
        self.player = player
        self.seen: dict[str, int] = {}
        self.left = left

    def see(self, kind: str) -> bool:
        """A card of `kind` is seen; True while more are to come."""
        add(self.seen, kind)
        self.left -= 1
        return self.left > 0


@RULES.decides("G1")
def look(state: State, activator: str) -> bool:
    """G1: the activator looks at the next 4 cards of the main deck, one `peek` chance move
    per card (D1); fewer if main deck and discard pile together hold fewer; if both are
    empty, nothing happens. True when a card is to be peeked."""
    count = min(LOOK, size(state.deck) + size(state.discard))
    if not count:
        return False
    state.start_peek(activator, count)
    ready_deck(state)
    return True


def peek(state: State, move: Peek) -> bool:
    """A card seen (D2 checked it was in the main deck). True while more are to come."""
    seen, card = state.peek, move.card
    assert seen is not None  # a look lasts while its cards are seen
    state.take_from_deck(card)
    if seen.see(card):
        ready_deck(state)
        return True
    return False


@RULES.refuses("G2")
def pick_check(state: State, move: PeekPick) -> Finding | None:
    """G2: the activator picks exactly one of the cards peeked."""
    seen = state.peek.seen  # type: ignore[union-attr]  # set while the phase that reads it lasts
    if move.card not in seen:
        return "not_peeked", {"card": move.card, "card_it": italian(move.card),
                              "peeked": ", ".join(in_rank_order(seen))}, "card"
    return None


def pick(state: State, move: PeekPick) -> None:
    """G2: the picked card is played at once (G3); the others are discarded, except a
    Chokowerewolf, which goes back into the main deck, shuffled."""
    seen, card = state.end_peek().seen, move.card
    take(seen, card)
    werewolves = seen.pop(CHOKOWEREWOLF, 0)
    if seen:
        for kind, copies in seen.items():
            state.to_discard(kind, copies)
        state.record(pick_check.rule, ev.DISCARDED, player=move.player,
                  cards=[k for k in in_rank_order(seen) for _ in range(seen[k])])
    if werewolves:
        state.back_to_deck(CHOKOWEREWOLF, werewolves)
        state.record(pick_check.rule, ev.RESHUFFLED, card=CHOKOWEREWOLF, count=werewolves)
    play_at_once(state, move.player, card)


@RULES.decides("G3")
def play_at_once(state: State, activator: str, kind: str) -> None:
    """G3: the picked card is played alone by the activator: with a pairing card of its kind
    that carries no pending pair, a pair pending activation (A1); if that kind's pairing
    card already carries a pending pair (the Peeping Tom's own included), it is discarded
    without effect; if its kind is not on the table, a new pairing card."""
    if kind in state.pairing:
        state.pair_up(kind, activator)
        state.record_card(play_at_once.rule, ev.PAIRED, kind, activator)
    elif kind in state.pending or kind == state.activating[0]:  # type: ignore[index]  # set while the phase that reads it lasts
        state.to_discard(kind)
        state.record(play_at_once.rule, ev.DISCARDED, player=activator, cards=[kind])
    else:
        state.lay_pairing(kind)
        state.record_card(play_at_once.rule, ev.NEW_PAIRING, kind, activator)
