"""The rules of bidding (A1-A5) and of explicit decisions (E2): one check per rule.

A check takes the game (with its auction under way) and the move (one of the classes of
:mod:`moves`) and returns None or the ``(code, params, field)`` of its refusal.
:data:`legality.CHECKS` orders them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import tag_of

from .moves import ChocoLateMove, Join, Open, Pass, Raise, Reveal
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

@RULES.refuses("E2")
def explicit_decision(state: State, move: ChocoLateMove) -> Finding | None:
    """E2: every decision is a move, a forced one too. The player asked who can do nothing
    but pass (no voucher, or fewer than the offer) must still pass: nobody acts in their
    place. (The engine also cites E2 for a move of no known type.)"""
    auction = state.auction
    assert auction is not None  # these checks are asked only during an auction (legality.CHECKS)
    player = move.player
    asked = auction.asked
    if asked is not None and player != asked:
        if len(auction.hands[asked]) < (auction.offer or 1):
            return "must_still_pass", {"player": player, "asked": asked}, "player"
    return None


@RULES.refuses("A4")
def bidding_order(state: State, move: ChocoLateMove) -> Finding | None:
    """A4: bidding starts with the token holder and goes clockwise, skipping withdrawn
    players and players already at the current offer (so the one who made the offer is not
    asked again unless someone raises)."""
    auction = state.auction
    assert auction is not None  # these checks are asked only during an auction (legality.CHECKS)
    player = move.player
    asked = auction.asked
    if player == asked:
        return None
    params = {"player": player, "asked": asked, "lot": auction.lot}
    if player in auction.withdrawn:
        return "withdrawn_not_asked", params, "player"
    if auction.offer is not None and auction.committed.get(player) == auction.offer:
        return "at_offer_not_asked", {**params, "offer": auction.offer}, "player"
    return "not_your_turn", params, "player"


@RULES.refuses("A5")
def free_order(state: State, move: ChocoLateMove) -> Finding | None:
    """A5 (free_bidding): any player who has not withdrawn may act at any time, in any
    order, under A1-A3. Once every player who has not withdrawn stands at the current
    offer, the first reveal closes the auction."""
    auction = state.auction
    assert auction is not None  # these checks are asked only during an auction (legality.CHECKS)
    player = move.player
    if player in auction.withdrawn:
        return "withdrawn", {"player": player, "lot": auction.lot}, "player"
    if type(move) is Reveal:
        if auction.offer is None:
            return "reveal_without_offer", {"player": player, "lot": auction.lot}, "type"
        below = auction.below_offer()
        if below:
            return (
                "reveal_before_all_at_offer",
                {"player": player, "offer": auction.offer, "players": ", ".join(below)},
                "type",
            )
    return None


@RULES.refuses("A1")
def auction_action(state: State, move: ChocoLateMove) -> Finding | None:
    """A1: `open` k (k >= 1, only while nobody has offered), `join` (match the current
    offer), `raise` k (k above the current offer, the new total), `pass` (withdraw from
    this auction for good)."""
    auction = state.auction
    assert auction is not None  # these checks are asked only during an auction (legality.CHECKS)
    player = move.player
    offer = auction.offer
    # (a move told by its exact class: see Auction.apply)
    if type(move) is Pass:  # the commonest move, and the one with nothing to check here
        return None
    if type(move) is Join:
        if offer is None:
            return "join_without_offer", {"player": player}, "type"
        if auction.committed.get(player) == offer:
            return "join_at_offer", {"player": player, "offer": offer}, "type"
        return None
    if type(move) is Open or type(move) is Raise:
        opens = type(move) is Open
        if opens:
            if offer is not None:
                return "open_after_offer", {"player": player, "offer": offer}, "type"
        elif offer is None:
            return "raise_without_offer", {"player": player}, "type"
        amount = move.amount
        if amount < (1 if offer is None else offer + 1):  # the least open (1) or raise (above the offer)
            code = "open_below_one" if opens else "raise_not_above"
            return code, {"amount": amount, "offer": offer}, "amount"
        return None
    code = "reveal_before_end" if type(move) is Reveal else "not_an_auction_action"
    return code, {"type": tag_of(move), "lot": auction.lot, "player": player}, "type"


@RULES.refuses("A2")
def means(state: State, move: ChocoLateMove) -> Finding | None:
    """A2: nobody may open, join or raise to more vouchers than they hold in hand. (Asked of
    the moves A1 accepted as bidding: an open, a raise, or a join of the offer.)"""
    auction = state.auction
    assert auction is not None  # these checks are asked only during an auction (legality.CHECKS)
    player = move.player
    if type(move) is Open or type(move) is Raise:
        amount, at = move.amount, "amount"
    else:
        offer = auction.offer
        assert offer is not None  # a join has an offer to match (auction_action, asked before)
        amount, at = offer, ""
    held = len(auction.hands[player])
    if amount > held:
        return "beyond_means", {"player": player, "amount": amount, "held": held}, at
    return None


@RULES.refuses("A3")
def who_may_pass(state: State, move: ChocoLateMove) -> Finding | None:
    """A3: a player whose committed amount equals the current offer (who made it or joined
    it) may not pass: an offer binds until someone raises above it. Before any offer,
    anyone may pass."""
    auction = state.auction
    assert auction is not None  # these checks are asked only during an auction (legality.CHECKS)
    player = move.player
    if type(move) is Pass and auction.offer is not None and auction.committed.get(player) == auction.offer:
        return "pass_at_offer", {"player": player, "offer": auction.offer}, "type"
    return None
