"""What each player may know (I1-I7): the game seen from one player's chair.

Chokos, the table (pairing cards, pairs, moods, quarantines), the slaughter, the discard pile
card by card, the events and every decision but a play are public (I1); a hand is its
holder's, the others see its size (I2); a card played at a choice is its player's until its
step's reveal (I3); a card drawn is its drawer's (I4); the cards a Peeping Tom looks at are its
activator's until the pick (I5); the main deck is nobody's but its size (I6). At their own
draw, look or blind pick a player knows only the cards they have not seen, each equally
likely (I7).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from msgspec import structs

from service.referee.moves import tag_of
from service.referee.multiset import size
from service.referee.view import Unseen, View

from .cards import BY_RANK, DECK
from .moves import AnyMove, Draw, Peek, Play, SlaughterPick
from .phases import Phase
from .rulebook import RULES
from .snapshot import SeenPeek, SeenPile, SeenSnapshot

if TYPE_CHECKING:
    from .state import State


@RULES.decides("I2")
def sees_hand(viewer: str, holder: str) -> bool:
    """I2: a hand is its holder's; the others see how many cards it holds."""
    return viewer == holder


@RULES.decides("I3")
def face_down(state: State) -> int:
    """I3: how many plays of the history are still face down: those of the step not yet
    revealed (its last moves); every earlier play was shown at its step's reveal (R3)."""
    return len(state.played)


@RULES.decides("I4")
def sees_draw(viewer: str, drawer: str) -> bool:
    """I4: a card drawn is its drawer's; the others see that a card was drawn."""
    return viewer == drawer


@RULES.decides("I5")
def looks_unpicked(state: State) -> int:
    """I5: how many peeks of the history are still the Peeping Tom's activator's: those of
    the look under way (its last moves); at the pick every card looked at is shown (played
    face up, discarded face up, or seen going back into the main deck)."""
    return 0 if state.peek is None else size(state.peek.seen)


@RULES.decides("I6")
def sees_deck() -> bool:
    """I6: the main deck is nobody's: only how many cards it holds is public."""
    return False


def seen_move(move: AnyMove, viewer: str) -> AnyMove | Unseen:
    """The move as `viewer` saw it when it was made: another player's play (I3), draw (I4)
    or peek (I5) without its card; any other move whole (I1)."""
    if isinstance(move, (Play, Draw, Peek)) and move.player != viewer:
        return Unseen(tag_of(move), move.player, ("card",))
    return move


def seen_moves(state: State, moves: Sequence[AnyMove], viewer: str) -> list[AnyMove | Unseen]:
    """The moves as `viewer` knows them at the end of the history (`state`): a draw stays
    unseen (I4); a play or a peek is shown whole once uncovered, unseen only while it is among
    the plays still face down (I3) or the peeks of a look under way (I5)."""
    secret_from = len(moves) - face_down(state) - looks_unpicked(state)
    return [seen_move(move, viewer) if i >= secret_from or type(move) is Draw else move
            for i, move in enumerate(moves)]


def _sees_place(place: str, viewer: str, state: State) -> bool:
    """Whether `viewer` sees the cards of a place of C6 (``card_places``): all but the main
    deck (I6), the other hands (I2), the others' plays still face down (I3) and another
    player's look (I5)."""
    if place == "deck":
        return sees_deck()
    if place.startswith("hand:"):
        return sees_hand(viewer, place[len("hand:"):])
    if place.startswith("played:"):  # a place only while its play is face down
        return place[len("played:"):] == viewer
    if place == "peek":  # a place only while the look is under way
        return state.peek is None or state.peek.player == viewer
    return True


@RULES.decides("I7")
def known_odds(state: State, viewer: str) -> dict[str, Fraction]:
    """I7: the cards `viewer` has not seen (the main deck, the other hands, the plays still
    face down, another's look), each equally likely: kind to u/U, in rank order (the referee,
    which sees every place, gives D3's and D4's odds)."""
    unseen = dict(DECK)
    for place, cards in state.card_places().items():
        if _sees_place(place, viewer, state):
            for kind, n in cards.items():
                unseen[kind] -= n
    total = sum(unseen.values())
    return {kind: Fraction(unseen[kind], total) for kind in BY_RANK if unseen[kind] > 0}


@RULES.decides("I1")
def view(state: State, viewer: str) -> View:
    """I1: what the table sees (Chokos, the table, moods, quarantines, the slaughter, the
    discard pile, who has played, how many cards each hand and the main deck hold), with the
    viewer's own hand (I2), own face-down play (I3) and own look (I5), and, at the viewer's
    own draw, look or blind pick, the odds as they know them (I7)."""
    snapshot = state.snapshot()
    peek = snapshot.peek
    seen = SeenSnapshot(**{
        **structs.asdict(snapshot),
        "hands": {p: cards if sees_hand(viewer, p) else None for p, cards in snapshot.hands.items()},
        "played": {p: card if p == viewer else None for p, card in snapshot.played.items()},
        "deck": SeenPile(count=snapshot.deck.count, cards=snapshot.deck.cards if sees_deck() else None),
        "peek": None if peek is None else SeenPeek(player=peek.player, cards=peek.cards if peek.player == viewer
                                                   else None, to_come=peek.to_come),
        "hand_sizes": {p: size(state.hands[p]) for p in state.players},
    })
    return View(viewer, seen, odds=_odds(state, viewer))


def _odds(state: State, viewer: str) -> tuple[tuple[Any, Fraction], ...]:
    phase = state.phase
    if phase is Phase.REFILL and state.drawer == viewer:
        return tuple((Draw(player=viewer, card=kind), p) for kind, p in known_odds(state, viewer).items())
    if phase is Phase.PEEK and state.peek is not None and state.peek.player == viewer:
        return tuple((Peek(player=viewer, card=kind), p) for kind, p in known_odds(state, viewer).items())
    if phase is Phase.SLAUGHTER and state.slaughter is not None and state.slaughter.picker == viewer:
        victim = state.slaughter.victim
        return tuple((SlaughterPick(player=viewer, card=kind, victim=victim), p)
                     for kind, p in known_odds(state, viewer).items())
    return ()


def swapped_setups(history: dict[str, Any], viewer: str) -> list[dict[str, Any]]:
    """Histories (JSON, as sent) whose setup differs from `history`'s only by a secret
    `viewer` does not see: one card swapped between two other players' hands (I2), or
    between another player's hand and the main deck (I6); the moves unchanged. Each kind
    pair once per pair of places, in seat and rank order."""
    setup = history["setup"]
    hands: dict[str, list[str]] = setup["hands"]
    deck = dict(DECK)
    for kind in [*setup["pairing"], *(k for cards in hands.values() for k in cards)]:
        deck[kind] -= 1
    others = [p for p in history["players"] if p != viewer]
    out: list[dict[str, Any]] = []

    def swapped(changes: dict[str, list[str]]) -> dict[str, Any]:
        return {**history, "setup": {**setup, "hands": {p: changes.get(p, cards) for p, cards in hands.items()}},
                "moves": list(history["moves"])}

    def kinds(cards: Sequence[str]) -> list[str]:
        return [k for k in BY_RANK if k in cards]

    for i, p in enumerate(others):
        for q in others[i + 1:]:
            for a in kinds(hands[p]):
                for b in kinds(hands[q]):
                    if a != b:
                        out.append(swapped({p: _exchange(hands[p], a, b), q: _exchange(hands[q], b, a)}))
        for a in kinds(hands[p]):
            for b in BY_RANK:
                if b != a and deck[b] > 0:
                    out.append(swapped({p: _exchange(hands[p], a, b)}))
    return out


def _exchange(cards: Sequence[str], out: str, into: str) -> list[str]:
    """`cards` with one copy of `out` replaced by `into`, in place."""
    changed = list(cards)
    changed[changed.index(out)] = into
    return changed
