"""What an auction leaves behind (:class:`AuctionOutcome`, the API's `auctions`) and what
an auction under way shows (:class:`AuctionState`, in the game's `state`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .phases import AuctionEnd, AuctionResult, Stage

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


@dataclass(frozen=True)
class AuctionState:
    """An auction in progress, as the game state shows it."""

    lot: int
    chooser: str
    stage: Stage
    offer: int | None
    committed: dict[str, int]
    withdrawn: tuple[str, ...]
    to_act: tuple[str, ...]
    participants: tuple[str, ...]  # empty while bidding
    reveals: tuple[tuple[str, tuple[int, ...] | None], ...]  # None: another's, face down (a player's view, I3)
    invalid: tuple[tuple[str, tuple[int, ...]], ...]
    replacements: tuple[tuple[str, tuple[int, ...]], ...]
    forfeited: tuple[str, ...]
    must_reveal: tuple[str, ...]
    must_replace: tuple[tuple[str, int], ...]  # player, how many vouchers
    # the vouchers offered, now in the auction (None: another's, face down, in a player's view, I3)
    on_table: tuple[tuple[str, tuple[int, ...] | None], ...]
    first_move: int | None = None

