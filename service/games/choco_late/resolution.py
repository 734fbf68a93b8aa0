"""How an auction is resolved: how bidding ended (A4a-A4c), who wins (W1-W3) and where
the vouchers go (W4, W5). Each decision is one function of plain values."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rulebook import RULES

if TYPE_CHECKING:
    from .auction import Auction



@RULES.decides("A4a")
def nobody_offered(offer: int | None, left: int) -> bool:
    """A4a: no offer was made and every player has passed (`left` is how many have not
    withdrawn): the lot leaves the game."""
    return offer is None and left == 0


@RULES.decides("A4b")
def sole_participant(offer: int | None, left: int) -> bool:
    """A4b: an offer exists and only one player has not withdrawn: the sole participant."""
    return offer is not None and left == 1


@RULES.decides("A4c")
def all_at_offer(free_bidding: bool, offer: int | None, at_offer: int, left: int) -> bool:
    """A4c (standard order): every player who has not withdrawn stands at the current
    offer (`at_offer` of them do), nobody is left to ask: they are all participants, tied
    at the offer."""
    return not free_bidding and offer is not None and at_offer == left


@RULES.decides("W1")
def lowest_counting(remaining: list[str], counting: dict[str, int | None]) -> str | None:
    """W1: one participant left wins; among several (tied at the offer), the one holding
    the lowest-numbered counting voucher (an originally revealed, valid one). None when no
    one left holds a counting voucher (then W2 decides)."""
    if len(remaining) == 1:
        return remaining[0]
    held = {p: v for p in remaining if (v := counting[p]) is not None}
    if not held:
        return None
    return min(held, key=held.__getitem__)


@RULES.decides("W2")
def without_counting(remaining: list[str], counting: dict[str, int | None]) -> str | None:
    """W2: a participant with no counting voucher loses the tie-break to anyone with one;
    if none of those left has one, the first of them clockwise from the token holder wins.
    Returns that first one when W2 decides the winner, None when W1 does."""
    if any(counting[p] is not None for p in remaining):
        return None
    return remaining[0]  # `remaining` is clockwise from the token holder


@RULES.decides("W3")
def nobody_left(remaining: list[str]) -> bool:
    """W3: if every participant forfeited, the lot goes back to the centre."""
    return not remaining


@RULES.decides("W4")
def spend(auction: Auction, remaining: list[str], winner: str) -> tuple[int, ...]:
    """W4: the winner's offered vouchers (after replacement) are spent; every other
    remaining participant takes all of theirs back into hand."""
    for player in remaining:
        if player != winner:
            auction.hands[player].update(auction.offered.pop(player))
    return tuple(auction.offered.pop(winner))


@RULES.decides("W5")
def to_pile(spent: tuple[int, ...], tie_break: bool, best_wins: bool) -> tuple[int, ...]:
    """W5 (best_wins): if the tie-break decided the winner (two or more participants
    remained at W1), the spent vouchers go onto the winner's pile, the lowest-numbered on
    top (top first: ascending). Otherwise none do: they leave the game as in W4."""
    if best_wins and tie_break:
        return tuple(sorted(spent))
    return ()
