"""What each player may know (I1-I4): the game seen from one player's chair.

The centre, the token, every bid, the auction under way, the reveals once all are in, the
outcomes, the collections, the piles, the trays and how many vouchers each hand holds are
public (I1); vouchers in hand are their holder's (I2); a reveal is its participant's until
every participant has revealed (I3); the box is nobody's (I4). Choco Late has no chance: a
view has no odds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from msgspec import structs

from service.referee.moves import tag_of
from service.referee.view import Unseen, View

from .cards import setup_table
from .moves import AnyMove, Reveal
from .phases import REVEAL_STAGE
from .rulebook import RULES
from .snapshot import SeenAuction, SeenSnapshot

if TYPE_CHECKING:
    from .state import State


@RULES.decides("I2")
def sees_hand(viewer: str, holder: str) -> bool:
    """I2: vouchers in hand are their holder's; the others see how many."""
    return viewer == holder


@RULES.decides("I3")
def face_down(state: State) -> int:
    """I3: how many reveals of the history are still face down: those of the auction whose
    participants have not all revealed (its last moves); once the last has revealed, every
    reveal of the auction is shown (V1)."""
    auction = state.auction
    if auction is None or auction.stage is not REVEAL_STAGE:
        return 0
    return len(auction.revealed)


@RULES.decides("I4")
def sees_box() -> bool:
    """I4: the cards dealt to nobody are nobody's: only how many is public."""
    return False


def seen_move(move: AnyMove, viewer: str) -> AnyMove | Unseen:
    """The move as `viewer` saw it when it was made: another participant's reveal without its
    vouchers (I3); any other move whole (I1)."""
    if type(move) is Reveal and move.player != viewer:
        return Unseen(tag_of(move), move.player, ("vouchers",))
    return move


def seen_moves(state: State, moves: Sequence[AnyMove], viewer: str) -> list[AnyMove | Unseen]:
    """The moves as `viewer` knows them at the end of the history (`state`): a reveal is
    shown whole once every participant of its auction has revealed, unseen while it is among
    those still face down (I3)."""
    secret_from = len(moves) - face_down(state)
    return [seen_move(move, viewer) if i >= secret_from else move for i, move in enumerate(moves)]


@RULES.decides("I1")
def view(state: State, viewer: str) -> View:
    """I1: what the table sees (the centre, the token, the auction, the collections, the piles,
    the trays, what is out of the game, how many vouchers each hand and the box hold), with the
    viewer's own hand (I2) and own reveal (I3)."""
    snapshot = state.snapshot()
    auction = snapshot.auction
    seen_auction = None
    if auction is not None:
        reveals: dict[str, list[int] | None] = dict(auction.reveals)
        if face_down(state):
            reveals = {p: vouchers if p == viewer else None for p, vouchers in auction.reveals.items()}
        seen_auction = SeenAuction(**{**structs.asdict(auction), "reveals": reveals})
    seen = SeenSnapshot(**{**structs.asdict(snapshot),
                           "hands": {p: cards if sees_hand(viewer, p) else None for p, cards in snapshot.hands.items()},
                           "box": snapshot.box if sees_box() else None,
                           "auction": seen_auction,
                           "hand_sizes": {p: len(state.hands[p]) for p in state.players},
                           "box_count": len(state.box)})
    return View(viewer, seen)


def swapped_setups(history: dict[str, Any], viewer: str) -> list[dict[str, Any]]:
    """Histories (JSON, as sent) whose setup differs from `history`'s only by a secret
    `viewer` does not see: one voucher swapped between two other players' hands (I2), or
    between another player's hand and the box (I4); the moves unchanged. In seat order, then
    by card number."""
    setup = history["setup"]
    hands: dict[str, list[int]] = setup["hands"]
    box = setup.get("box")
    if box is None:
        dealt = {*setup["lots"], *(c for cards in hands.values() for c in cards)}
        two_trays = bool((history.get("variants") or {}).get("two_trays"))
        box = [c for c in setup_table(two_trays)[len(history["players"])].cards_used if c not in dealt]
    others = [p for p in history["players"] if p != viewer]
    out: list[dict[str, Any]] = []

    def swapped(changes: dict[str, list[int]], new_box: list[int] | None = None) -> dict[str, Any]:
        new_setup = {**setup, "hands": {p: changes.get(p, cards) for p, cards in hands.items()}}
        if new_box is not None and "box" in setup:
            new_setup["box"] = new_box
        return {**history, "setup": new_setup, "moves": list(history["moves"])}

    for i, p in enumerate(others):
        for q in others[i + 1:]:
            for a in sorted(hands[p]):
                for b in sorted(hands[q]):
                    out.append(swapped({p: _exchange(hands[p], a, b), q: _exchange(hands[q], b, a)}))
        for a in sorted(hands[p]):
            for b in sorted(box):
                out.append(swapped({p: _exchange(hands[p], a, b)}, _exchange(box, b, a)))
    return out


def _exchange(cards: Sequence[int], out: int, into: int) -> list[int]:
    """`cards` with `out` replaced by `into`, in place."""
    changed = list(cards)
    changed[changed.index(out)] = into
    return changed
