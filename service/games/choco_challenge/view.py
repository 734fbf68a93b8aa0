"""What each player may know (I1-I6): the game seen from one player's chair.

The market, the piles in the middle, what lies in front of each player and every move are
public (I1), but for another player's extra draw, whose card is its drawer's (I3). A draw pile
lies face down and its order is nobody's; what a player's draw and discard piles hold is
theirs, the others see how many cards each holds (I2). The deck is nobody's but its size (I4).
A player's crowns and the standings are shown where the viewer can count them (I5). At their
own draw a player knows their pile, so their odds are the referee's; at their own refill or
extra draw they know only the cards they have not seen: the deck and the others' extra cards
together (I6).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from msgspec import structs

from service.referee.moves import tag_of
from service.referee.multiset import add
from service.referee.protocol import Option
from service.referee.view import Unseen, View

from .cards import BACKS, FILLINGS, ORDER
from .chance import by_back
from .legality import ALLOWED_BY
from .moves import AnyMove, Draw, ExtraDraw, Refill
from .phases import Comparison, Phase
from .rulebook import RULES
from .snapshot import SeenDeck, SeenPlayerState, SeenSnapshot

if TYPE_CHECKING:
    from .state import State

_FILLINGS = frozenset(FILLINGS)


@RULES.decides("I2")
def sees_piles(viewer: str, owner: str) -> bool:
    """I2: what a draw pile and a discard pile hold is their owner's (who saw every card go
    in); the others see how many cards each holds. A draw pile's order is nobody's."""
    return viewer == owner


@RULES.decides("I3")
def sees_extra_draw(viewer: str, drawer: str) -> bool:
    """I3: an extra card drawn from the deck is its drawer's: the others see that a card was
    drawn, not which, until the end."""
    return viewer == drawer


@RULES.decides("I4")
def sees_deck() -> bool:
    """I4: the deck is nobody's: only how many cards it holds is public."""
    return False


def seen_move(move: AnyMove, viewer: str) -> AnyMove | Unseen:
    """The move as `viewer` saw it: another player's extra draw without its card (I3); any
    other move whole (I1)."""
    if isinstance(move, ExtraDraw) and not sees_extra_draw(viewer, move.player):
        return Unseen(tag_of(move), move.player, ("card",))
    return move


def unseen_extra_cards(state: State, viewer: str) -> dict[str, dict[str, int]]:
    """The extra cards each other player drew from the deck (I3), counts by type, from the
    game's log: the cards `viewer` has not seen."""
    out: dict[str, dict[str, int]] = {p: {} for p in state.players if not sees_extra_draw(viewer, p)}
    for turn in state.turns:
        for extra in turn.extras:
            took, player = extra["took"], extra["player"]
            if extra["move"] == "extra_draw" and took is not None and player in out:
                add(out[player], took, 1)
    return out


@RULES.decides("I5")
def sees_crowns(viewer: str, owner: str, unseen: dict[str, dict[str, int]]) -> bool:
    """I5: a player's crowns are shown to `viewer` when the viewer saw all of that player's
    cards: their own, or another's who drew no extra card unseen (I3). The standings are shown
    when the viewer sees everyone's crowns."""
    return not unseen.get(owner)


@RULES.decides("I6")
def known_deck_odds(state: State, viewer: str, move_type: type[Refill] | type[ExtraDraw]) -> tuple[Option, ...]:
    """I6: at their own refill or extra draw, the viewer knows only the cards they have not
    seen, the deck and the other players' extra cards together (U cards, U_b of back b), each
    equally likely to be the top card of the deck: a type with u of them comes with
    probability u/U, and given its back u/U_b. (At their own draw they know their pile, I2: the
    referee's odds, H4, are theirs.)"""
    pool = dict(state.deck)
    for cards in unseen_extra_cards(state, viewer).values():
        for card, n in cards.items():
            add(pool, card, n)
    size = sum(pool.values())
    backs = by_back(pool)
    out = []
    for card in sorted(pool, key=ORDER.__getitem__):
        n = pool[card]
        info: dict[str, Any] = {"back": BACKS[card], "probability_given_back": Fraction(n, backs[BACKS[card]])}
        if move_type is Refill:
            info["position_after"] = 1 if card in _FILLINGS else len(state.market) + 1
        out.append(Option(move_type(player=viewer, card=card), Fraction(n, size), info, rule=ALLOWED_BY[move_type]))
    return tuple(out)


@RULES.decides("I1")
def view(state: State, viewer: str) -> View:
    """I1: what the table sees (the market, the piles in the middle, each player's tools,
    desserts, cards in front and pending card, the extra-card queue), with every player's
    draw and discard pile as its size but the viewer's own (I2), the deck as its size (I4), the
    crowns the viewer can count (I5) and, at the viewer's own chance point, the odds as they
    know them (I6)."""
    snapshot = state.snapshot()
    unseen = unseen_extra_cards(state, viewer)
    players = [SeenPlayerState(**{
        **structs.asdict(v),
        "draw_pile": v.draw_pile if sees_piles(viewer, v.player) else None,
        "discard": v.discard if sees_piles(viewer, v.player) else None,
        "crowns": v.crowns if sees_crowns(viewer, v.player, unseen) else None,
        "discard_size": sum(state.discard[v.player].values()),
        "unseen_extra_cards": sum(unseen.get(v.player, {}).values()),
    }) for v in snapshot.players]
    deck = SeenDeck(size=snapshot.deck.size, cards=snapshot.deck.cards if sees_deck() else None)
    seen = SeenSnapshot(**{**structs.asdict(snapshot), "players": players, "deck": deck})
    return View(viewer, seen, odds=_odds(state, viewer))


def sees_standings(state: State, viewer: str) -> bool:
    """I5: the standings are shown when the viewer sees every player's crowns."""
    unseen = unseen_extra_cards(state, viewer)
    return all(sees_crowns(viewer, p, unseen) for p in state.players)


def hidden_took(state: State, viewer: str) -> set[tuple[int, str]]:
    """The extra draws of the log whose card `viewer` did not see (I3): (turn, player)."""
    return {(turn.turn, extra["player"]) for turn in state.turns for extra in turn.extras
            if extra["move"] == "extra_draw" and not sees_extra_draw(viewer, extra["player"])}


def _odds(state: State, viewer: str) -> tuple[Option, ...]:
    if viewer not in state.to_act():
        return ()
    phase = state.phase
    if phase is Phase.DRAW:  # their own pile, which they know (I2): the referee's odds
        return tuple(state.option(Draw(player=viewer, card=card))
                     for card in sorted(state.piles[viewer], key=ORDER.__getitem__))
    if phase is Phase.REFILL:
        return known_deck_odds(state, viewer, Refill)
    if phase is Phase.EXTRA and state.queue[0]["comparison"] is Comparison.MORE and state.deck_size:
        return known_deck_odds(state, viewer, ExtraDraw)
    return ()


def swapped_setups(history: dict[str, Any], viewer: str) -> list[dict[str, Any]]:
    """None: the setup of Choco Challenge holds no secret. The market is laid face up (S4), the
    base sets and the first player are named, and neither the deck's order nor a draw pile's is
    part of it (each card comes out by the move that reveals it, H3)."""
    return []
