"""What an auction leaves behind (:class:`AuctionOutcome`, the API's `auctions`; what an
auction under way shows is :class:`~.snapshot.AuctionInProgress`, in the game's `state`)."""

from __future__ import annotations

from typing import NamedTuple

from .phases import AuctionEnd, AuctionResult

class AuctionOutcome(NamedTuple):
    """A resolved auction. Player lists are clockwise from the chooser; `reveals` are in
    the order of the history. (A named tuple: one is made for every lot of a game.)"""

    lot: int
    chooser: str
    end: AuctionEnd | None
    offer: int | None
    participants: tuple[str, ...]
    reveals: tuple[tuple[str, tuple[int, ...]], ...]
    invalid: tuple[tuple[str, tuple[int, ...]], ...]
    replacements: tuple[tuple[str, tuple[int, ...]], ...]
    forfeited: tuple[str, ...]
    winner: str | None
    result: AuctionResult
    decided_by: tuple[str, ...]
    spent: tuple[int, ...]  # vouchers that left the game (W4, V4)
    pile: tuple[int, ...]  # vouchers put on the winner's pile, top first (W5)
    counting: dict[str, int | None]  # W1: each remaining participant's lowest counting voucher
    first_move: int | None
    last_move: int | None
