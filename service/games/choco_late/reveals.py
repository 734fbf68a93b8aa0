"""The rules of the reveal (V1, V3, V4): what the tied bidders show, replace or forfeit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import tag_of
from service.referee.violations import Refusal

from .moves import ChocoLateMove, Replace, Reveal
from .phases import REVEAL_STAGE
from .rulebook import RULES
from .validity import VALID_FOR

if TYPE_CHECKING:
    from .state import State


def _voucher_problem(
    vouchers: tuple[int, ...], hand: set[int], count: int, valid: frozenset[int] | None, player: str, lot: int
) -> Finding | None:
    """The shared check of a reveal (V1) or a replacement (V3, with `valid`): exactly
    `count` distinct vouchers from `hand` (and all valid)."""
    if len(vouchers) != count:
        code = "reveal_count" if valid is None else "replace_count"
        return code, {"player": player, "count": len(vouchers), "expected": count, "lot": lot}, "vouchers"
    seen = set()
    for i, voucher in enumerate(vouchers):
        if voucher not in hand:
            return "voucher_not_in_hand", {"player": player, "voucher": voucher}, f"vouchers/{i}"
        if voucher in seen:
            return "voucher_twice", {"player": player, "voucher": voucher}, f"vouchers/{i}"
        if valid is not None and voucher not in valid:
            return "replacement_invalid", {"player": player, "voucher": voucher, "lot": lot}, f"vouchers/{i}"
        seen.add(voucher)
    return None


@RULES.refuses("V1")
def reveal_check(state: State, move: ChocoLateMove) -> Finding | None:
    """V1: every participant reveals exactly as many distinct vouchers from their hand as
    the offer. Reveals are simultaneous: in any order, all before any replacement. A single
    participant reveals too."""
    auction = state.auction
    assert auction is not None  # these checks are asked only during an auction (legality.CHECKS)
    player = move.player
    if type(move) is not Reveal:
        return (
            "reveals_pending",
            {"type": tag_of(move), "players": ", ".join(auction.must_reveal()), "lot": auction.lot},
            "type",
        )
    if auction.stage is REVEAL_STAGE:  # (A5's closing reveal: free_order vouched for the player)
        if player not in auction.participants:
            return "not_a_participant", {"player": player, "lot": auction.lot}, "player"
        if player in auction.revealed:
            return "revealed_twice", {"player": player}, "player"
    assert auction.offer is not None  # a reveal follows a tie at the offer (A5)
    return _voucher_problem(move.vouchers, auction.hands[player], auction.offer, None, player, auction.lot)


@RULES.decides("V4")
def forfeits(invalid_count: int, valid_in_hand: int) -> bool:
    """V4: a participant who revealed k invalid vouchers and holds fewer than k valid ones
    in hand forfeits, without a move: every voucher they revealed leaves the game and they
    withdraw."""
    return valid_in_hand < invalid_count


@RULES.refuses("V3")
def replacement_check(state: State, move: ChocoLateMove) -> Finding | Refusal | None:
    """V3: a participant who revealed k invalid vouchers and still holds at least k valid
    ones in hand must replace them: exactly k valid vouchers from hand. The replaced
    invalid vouchers go back to the hand; replacements never count in a tie-break."""
    auction = state.auction
    assert auction is not None  # these checks are asked only during an auction (legality.CHECKS)
    player = move.player
    if player in auction.forfeited:
        return RULES.cite(forfeits, ("forfeited_no_move", {"player": player, "lot": auction.lot}, "player"))
    if type(move) is not Replace:
        pending = ", ".join(f"{p} ({k})" for p, k in auction.must_replace())
        return "replacements_pending", {"type": tag_of(move), "players": pending}, "type"
    due = auction.pending.get(player)
    if due is None:
        return "no_replacement_due", {"player": player}, "player"
    return _voucher_problem(
        move.vouchers, auction.hands[player], due, VALID_FOR[auction.lot], player, auction.lot
    )
