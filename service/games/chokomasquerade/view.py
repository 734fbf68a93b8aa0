"""What each player may know (I1-I5): the game seen from one player's chair.

The table, the pairs in front of each player and every pairing, lay and guess are public (I1);
a hand is its holder's, the other sees how many cards it holds (I2); a card drawn is its
drawer's, the other sees that a card was drawn (I3); the deck and the set-aside cards are
nobody's, their number aside (I4). At their own draw a player knows only the cards they have not
seen: the deck and the other hand together, each equally likely (I5).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from msgspec import structs

from service.referee.moves import tag_of
from service.referee.view import Unseen, View

from .cards import COPIES, full_deck
from .moves import AnyMove, Draw
from .phases import Phase
from .rulebook import RULES
from .snapshot import SeenSnapshot
from .slaughter import guess_moves, guess_probability

if TYPE_CHECKING:
    from .state import State


@RULES.decides("I2")
def sees_hand(viewer: str, holder: str) -> bool:
    """I2: a hand is its holder's; the other player sees how many cards it holds."""
    return viewer == holder


@RULES.decides("I3")
def sees_draw(viewer: str, drawer: str) -> bool:
    """I3: a card drawn is its drawer's; the other player sees that a card was drawn."""
    return viewer == drawer


@RULES.decides("I4")
def sees_deck() -> bool:
    """I4: the deck (and the two set-aside cards) are nobody's: only how many cards it holds
    is public."""
    return False


def seen_move(move: AnyMove, viewer: str) -> AnyMove | Unseen:
    """The move as `viewer` saw it: another player's draw without its card (I3); any other
    move whole (I1)."""
    if isinstance(move, Draw) and not sees_draw(viewer, move.player):
        return Unseen(tag_of(move), move.player, ("card",))
    return move


@RULES.decides("I5")
def known_draw_odds(state: State, viewer: str) -> tuple[tuple[Draw, Fraction], ...]:
    """I5: at the viewer's own draw, each card they have not seen (the deck and the other
    hand together) is equally likely to be the one drawn: a character with u of its cards
    unseen among U unseen cards is drawn with probability u/U (the referee, which sees the
    deck, gives R3's k/N)."""
    unseen = Counter(full_deck())
    unseen.subtract(state.hands[viewer])
    for column in state.table.columns:
        unseen.subtract(column)
    for held in state.pairs.values():
        unseen.subtract(pair.card for pair in held for _ in range(COPIES))
    unseen.subtract(card for card in state.eaten for _ in range(COPIES))
    total = sum(unseen.values())
    return tuple((Draw(player=viewer, card=card), Fraction(n, total)) for card, n in sorted(unseen.items()) if n > 0)


@RULES.decides("I1")
def view(state: State, viewer: str) -> View:
    """I1: what the table sees (the columns, each player's pairs, whether saved, the eaten
    pairs, how many cards each hand and the deck hold, the draws due, the slaughter), with the
    viewer's own hand (I2) and, at the viewer's own chance point, the odds as they know them
    (I5 for a draw; a guess is 1/2 either way, M3)."""
    snapshot = state.snapshot()
    seen = SeenSnapshot(**{**structs.asdict(snapshot),
                           "hands": {p: cards if sees_hand(viewer, p) else None for p, cards in snapshot.hands.items()},
                           "deck": snapshot.deck if sees_deck() else None,
                           "hand_sizes": {p: len(state.hands[p]) for p in state.players}})
    return View(viewer, seen, odds=_odds(state, viewer))


def _odds(state: State, viewer: str) -> tuple[tuple[Any, Fraction], ...]:
    if state.actor != viewer:
        return ()
    if state.phase is Phase.DRAW:
        return known_draw_odds(state, viewer)
    if state.phase is Phase.SLAUGHTER:
        return tuple((guess, guess_probability(guess.found)) for guess in guess_moves(viewer))
    return ()
