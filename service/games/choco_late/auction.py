"""One auction as a state machine: bidding (A1-A5), reveals (V1-V4), resolution (W1-W5).

An :class:`Auction` starts when the token holder has chosen a lot (T1) and goes through
three stages:

- ``bidding``: open / join / raise / pass in the standard clockwise order (A4) or in any
  order (A5, ``free_bidding``). It ends by A4a (nobody offered: the lot is removed), A4b
  (one player left: the sole participant), A4c (everyone left stands at the offer), or,
  with free bidding, by the first reveal once everyone left stands at the offer (A5).
- ``reveal``: every participant reveals exactly `offer` vouchers, in any order (V1).
- ``replace``: the participants with invalid vouchers (V2) who can replace them must
  (V3); the others forfeit at once, without a move (V4).

Then the auction resolves (W1-W5) into an :class:`AuctionOutcome`. The auction moves
vouchers between the hands and the table itself (the ``hands`` and ``out_of_game`` it is
given belong to the game); placing the lot (T2, W3, A4a) is the game's business.

Legality has one source: :meth:`Auction.check` answers for a concrete move *and*, with
``move=None``, for "may this player make a move of this type now?", and
:meth:`Auction.options` lists exactly the types it allows, with the ranges the same checks
use. Each rule is one function below, tagged with its id (:func:`moves.refuses`,
:func:`moves.decides`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import DECK_SIZE, colour, symbol
from .moves import Move, MoveOption, MoveType, Refusal, cite, decides, refuses, stray_field

OPEN = MoveType.OPEN
JOIN = MoveType.JOIN
RAISE = MoveType.RAISE
PASS = MoveType.PASS
REVEAL = MoveType.REVEAL
REPLACE = MoveType.REPLACE
BIDS = frozenset({OPEN, JOIN, RAISE, PASS})

BIDDING = "bidding"
REVEALING = "reveal"
REPLACING = "replace"
DONE = "done"

# How bidding ended (the API's `end`) and what became of the lot (`result`).
NO_OFFER = "no_offer"
SOLE_PARTICIPANT = "sole_participant"
TIE = "tie"
WON = "won"
REMOVED = "removed"
RETURNED = "returned"


# --- V2: which vouchers are valid for a lot -------------------------------------------


@decides("V2")
def is_valid(lot: int, voucher: int) -> bool:
    """V2: a voucher is valid for the lot if it has the lot's symbol or the lot's colour
    (one matching both counts once: it is one voucher)."""
    return symbol(voucher) == symbol(lot) or colour(voucher) == colour(lot)


# The valid vouchers of every lot, computed once with is_valid.
VALID_FOR: dict[int, frozenset[int]] = {
    lot: frozenset(v for v in range(1, DECK_SIZE + 1) if is_valid(lot, v))
    for lot in range(1, DECK_SIZE + 1)
}


# --- The outcome ------------------------------------------------------------------------


@dataclass(frozen=True)
class AuctionOutcome:
    """A resolved auction. Player lists are clockwise from the chooser; `reveals` are in
    the order of the history."""

    lot: int
    chooser: str
    end: str | None  # "no_offer" | "sole_participant" | "tie"
    offer: int | None
    participants: tuple[str, ...]
    reveals: tuple[tuple[str, tuple[int, ...]], ...]
    invalid: tuple[tuple[str, tuple[int, ...]], ...]
    replacements: tuple[tuple[str, tuple[int, ...]], ...]
    forfeited: tuple[str, ...]
    winner: str | None
    result: str  # "won" | "removed" | "returned"
    decided_by: tuple[str, ...]
    spent: tuple[int, ...] = ()  # vouchers that left the game (W4, V4)
    pile: tuple[int, ...] = ()  # vouchers put on the winner's pile, top first (W5)
    counting: dict[str, int | None] = field(default_factory=dict)  # W1: lowest counting voucher
    first_move: int | None = None
    last_move: int | None = None


@dataclass(frozen=True)
class AuctionState:
    """An auction in progress, as the game state shows it."""

    lot: int
    chooser: str
    stage: str  # "bidding" | "reveal" | "replace"
    offer: int | None
    committed: dict[str, int]
    withdrawn: tuple[str, ...]
    to_act: tuple[str, ...]
    participants: tuple[str, ...]  # empty while bidding
    reveals: tuple[tuple[str, tuple[int, ...]], ...]
    invalid: tuple[tuple[str, tuple[int, ...]], ...]
    replacements: tuple[tuple[str, tuple[int, ...]], ...]
    forfeited: tuple[str, ...]
    must_reveal: tuple[str, ...]
    must_replace: tuple[tuple[str, int], ...]  # player, how many vouchers
    on_table: tuple[tuple[str, tuple[int, ...]], ...]  # the vouchers offered, now in the auction
    first_move: int | None = None


_new = object.__new__


# --- The checks: one function per rule -----------------------------------------------------


@refuses("E2")
def explicit_decision(auction: Auction, player: str) -> tuple | None:
    """E2: every decision is a move, a forced one too. The player asked who can do nothing
    but pass (no voucher, or fewer than the offer) must still pass: nobody acts in their
    place. (The engine also cites E2 for a move of no known type.)"""
    asked = auction.asked
    if asked is not None and player != asked:
        if len(auction.hands[asked]) < (auction.offer or 1):
            return "must_still_pass", {"player": player, "asked": asked}, "player"
    return None


@refuses("A4")
def bidding_order(auction: Auction, player: str) -> tuple | None:
    """A4: bidding starts with the token holder and goes clockwise, skipping withdrawn
    players and players already at the current offer (so the one who made the offer is not
    asked again unless someone raises)."""
    asked = auction.asked
    if player == asked:
        return None
    params = {"player": player, "asked": asked, "lot": auction.lot}
    if player in auction.withdrawn:
        return "withdrawn_not_asked", params, "player"
    if auction.offer is not None and auction.committed.get(player) == auction.offer:
        return "at_offer_not_asked", {**params, "offer": auction.offer}, "player"
    return "not_your_turn", params, "player"


@refuses("A5")
def free_order(auction: Auction, player: str, mtype: MoveType) -> tuple | None:
    """A5 (free_bidding): any player who has not withdrawn may act at any time, in any
    order, under A1-A3. Once every player who has not withdrawn stands at the current
    offer, the first reveal closes the auction."""
    if player in auction.withdrawn:
        return "withdrawn", {"player": player, "lot": auction.lot}, "player"
    if mtype is REVEAL:
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


@refuses("A1")
def auction_action(auction: Auction, player: str, mtype: MoveType, move: Move | None) -> tuple | None:
    """A1: `open` k (k >= 1, only while nobody has offered), `join` (match the current
    offer), `raise` k (k above the current offer, the new total), `pass` (withdraw from
    this auction for good)."""
    if mtype not in BIDS:
        code = "reveal_before_end" if mtype is REVEAL else "not_an_auction_action"
        return code, {"type": mtype.value, "lot": auction.lot, "player": player}, "type"
    offer = auction.offer
    if mtype is OPEN:
        if offer is not None:
            return "open_after_offer", {"player": player, "offer": offer}, "type"
    elif mtype is not PASS:
        if offer is None:
            return f"{mtype.value}_without_offer", {"player": player}, "type"
        if mtype is JOIN and auction.committed.get(player) == offer:
            return "join_at_offer", {"player": player, "offer": offer}, "type"
    if move is None:
        return None
    stray = stray_field(move)
    if stray is not None:
        return stray
    if mtype is OPEN or mtype is RAISE:
        amount = move.amount
        if amount is None:
            return "amount_missing", {"type": mtype.value}, "amount"
        if type(amount) is not int:
            return "amount_not_integer", {"value": repr(amount)}, "amount"
        if amount < auction.min_amount(mtype):
            code = "open_below_one" if mtype is OPEN else "raise_not_above"
            return code, {"amount": amount, "offer": offer}, "amount"
    return None


@refuses("A2")
def means(auction: Auction, player: str, mtype: MoveType, move: Move | None) -> tuple | None:
    """A2: nobody may open, join or raise to more vouchers than they hold in hand."""
    if mtype is PASS:
        return None
    if mtype is JOIN:
        amount, at = auction.offer, ""
    elif move is None:
        amount, at = auction.min_amount(mtype), ""
    else:
        amount, at = move.amount, "amount"
    held = len(auction.hands[player])
    if amount > held:
        return "beyond_means", {"player": player, "amount": amount, "held": held}, at
    return None


@refuses("A3")
def who_may_pass(auction: Auction, player: str, mtype: MoveType) -> tuple | None:
    """A3: a player whose committed amount equals the current offer (who made it or joined
    it) may not pass: an offer binds until someone raises above it. Before any offer,
    anyone may pass."""
    if mtype is PASS and auction.offer is not None and auction.committed.get(player) == auction.offer:
        return "pass_at_offer", {"player": player, "offer": auction.offer}, "type"
    return None


def _voucher_problem(
    vouchers: object, hand: set[int], count: int, valid: frozenset[int] | None, player: str, lot: int
) -> tuple | None:
    """The shared shape check of a reveal (V1) or a replacement (V3, with `valid`):
    exactly `count` distinct vouchers from `hand` (and all valid)."""
    if vouchers is None:
        return "vouchers_missing", {"player": player}, "vouchers"
    if not isinstance(vouchers, (tuple, list)):
        return "vouchers_not_a_list", {"player": player}, "vouchers"
    if len(vouchers) != count:
        code = "reveal_count" if valid is None else "replace_count"
        return code, {"player": player, "count": len(vouchers), "expected": count, "lot": lot}, "vouchers"
    seen = set()
    for i, voucher in enumerate(vouchers):
        if type(voucher) is not int or voucher not in hand:
            return "voucher_not_in_hand", {"player": player, "voucher": voucher}, f"vouchers/{i}"
        if voucher in seen:
            return "voucher_twice", {"player": player, "voucher": voucher}, f"vouchers/{i}"
        if valid is not None and voucher not in valid:
            return "replacement_invalid", {"player": player, "voucher": voucher, "lot": lot}, f"vouchers/{i}"
        seen.add(voucher)
    return None


@refuses("V1")
def reveal_check(auction: Auction, player: str, mtype: MoveType, move: Move | None) -> tuple | None:
    """V1: every participant reveals exactly as many distinct vouchers from their hand as
    the offer. Reveals are simultaneous: in any order, all before any replacement. A single
    participant reveals too."""
    if mtype is not REVEAL:
        return (
            "reveals_pending",
            {"type": mtype.value, "players": ", ".join(auction.must_reveal()), "lot": auction.lot},
            "type",
        )
    if auction.stage is REVEALING:  # (A5's closing reveal: free_order vouched for the player)
        if player not in auction.participants:
            return "not_a_participant", {"player": player, "lot": auction.lot}, "player"
        if player in auction.revealed:
            return "revealed_twice", {"player": player}, "player"
    if move is None:
        return None
    stray = stray_field(move)
    if stray is not None:
        return stray
    return _voucher_problem(move.vouchers, auction.hands[player], auction.offer, None, player, auction.lot)


@decides("V4")
def forfeits(invalid_count: int, valid_in_hand: int) -> bool:
    """V4: a participant who revealed k invalid vouchers and holds fewer than k valid ones
    in hand forfeits, without a move: every voucher they revealed leaves the game and they
    withdraw."""
    return valid_in_hand < invalid_count


@refuses("V3")
def replacement_check(auction: Auction, player: str, mtype: MoveType, move: Move | None) -> tuple | Refusal | None:
    """V3: a participant who revealed k invalid vouchers and still holds at least k valid
    ones in hand must replace them: exactly k valid vouchers from hand. The replaced
    invalid vouchers go back to the hand; replacements never count in a tie-break."""
    if player in auction.forfeited:
        return Refusal(forfeits.rule, "forfeited_no_move", {"player": player, "lot": auction.lot}, "player")
    if mtype is not REPLACE:
        pending = ", ".join(f"{p} ({k})" for p, k in auction.must_replace())
        return "replacements_pending", {"type": mtype.value, "players": pending}, "type"
    due = auction.pending.get(player)
    if due is None:
        return "no_replacement_due", {"player": player}, "player"
    if move is None:
        return None
    stray = stray_field(move)
    if stray is not None:
        return stray
    return _voucher_problem(
        move.vouchers, auction.hands[player], due, VALID_FOR[auction.lot], player, auction.lot
    )


# --- The decisions: how bidding ends, who wins, where the vouchers go --------------------


@decides("A4a")
def nobody_offered(offer: int | None, left: int) -> bool:
    """A4a: no offer was made and every player has passed (`left` is how many have not
    withdrawn): the lot leaves the game."""
    return offer is None and left == 0


@decides("A4b")
def sole_participant(offer: int | None, left: int) -> bool:
    """A4b: an offer exists and only one player has not withdrawn: the sole participant."""
    return offer is not None and left == 1


@decides("A4c")
def all_at_offer(free_bidding: bool, offer: int | None, at_offer: int, left: int) -> bool:
    """A4c (standard order): every player who has not withdrawn stands at the current
    offer (`at_offer` of them do), nobody is left to ask: they are all participants, tied
    at the offer."""
    return not free_bidding and offer is not None and at_offer == left


@decides("W1")
def lowest_counting(remaining: list[str], counting: dict[str, int | None]) -> str | None:
    """W1: one participant left wins; among several (tied at the offer), the one holding
    the lowest-numbered counting voucher (an originally revealed, valid one). None when no
    one left holds a counting voucher (then W2 decides)."""
    if len(remaining) == 1:
        return remaining[0]
    holders = [p for p in remaining if counting[p] is not None]
    if not holders:
        return None
    return min(holders, key=counting.__getitem__)


@decides("W2")
def without_counting(remaining: list[str], counting: dict[str, int | None]) -> str | None:
    """W2: a participant with no counting voucher loses the tie-break to anyone with one;
    if none of those left has one, the first of them clockwise from the token holder wins.
    Returns that first one when W2 decides the winner, None when W1 does."""
    if any(counting[p] is not None for p in remaining):
        return None
    return remaining[0]  # `remaining` is clockwise from the token holder


@decides("W3")
def nobody_left(remaining: list[str]) -> bool:
    """W3: if every participant forfeited, the lot goes back to the centre."""
    return not remaining


@decides("W4")
def spend(auction: Auction, remaining: list[str], winner: str) -> tuple[int, ...]:
    """W4: the winner's offered vouchers (after replacement) are spent; every other
    remaining participant takes all of theirs back into hand."""
    for player in remaining:
        if player != winner:
            auction.hands[player].update(auction.offered.pop(player))
    return tuple(auction.offered.pop(winner))


@decides("W5")
def to_pile(spent: tuple[int, ...], tie_break: bool, best_wins: bool) -> tuple[int, ...]:
    """W5 (best_wins): if the tie-break decided the winner (two or more participants
    remained at W1), the spent vouchers go onto the winner's pile, the lowest-numbered on
    top (top first: ascending). Otherwise none do: they leave the game as in W4."""
    if best_wins and tie_break:
        return tuple(sorted(spent))
    return ()


# --- The state machine ------------------------------------------------------------------


class Auction:
    """One auction. `order` is the seating clockwise from the chooser (the token holder);
    `hands` (player -> set of vouchers) and `out_of_game` (a list) belong to the game and
    are updated in place."""

    __slots__ = (
        "lot", "order", "after", "chooser", "hands", "out_of_game", "free", "best_wins", "first_move",
        "stage", "offer", "committed", "withdrawn", "at_offer", "asked", "end_rule", "participants",
        "revealed", "offered", "invalid", "pending", "replacements", "forfeited",
    )  # fmt: skip

    def __init__(
        self,
        lot: int,
        order: tuple[str, ...],
        hands: dict[str, set[int]],
        out_of_game: list[int],
        free_bidding: bool = False,
        best_wins: bool = False,
        first_move: int | None = None,
        after: dict[str, tuple[str, ...]] | None = None,
    ) -> None:
        self.lot = lot
        self.order = order
        # each player -> the others clockwise after them, then themselves (the game shares
        # one table of these between its auctions)
        self.after = after if after is not None else {
            p: order[i + 1:] + order[: i + 1] for i, p in enumerate(order)
        }
        self.chooser = order[0]
        self.hands = hands
        self.out_of_game = out_of_game
        self.free = free_bidding
        self.best_wins = best_wins
        self.first_move = first_move
        self.stage = BIDDING
        self.offer: int | None = None
        self.committed: dict[str, int] = {}
        self.withdrawn: set[str] = set()
        self.at_offer = 0  # how many players stand at the current offer (none can withdraw, A3)
        self.asked: str | None = None if free_bidding else order[0]  # A4: the holder first
        self.end_rule: str | None = None
        self.participants: tuple[str, ...] = ()
        self.revealed: dict[str, tuple[int, ...]] = {}  # first reveals, in history order
        self.offered: dict[str, tuple[int, ...]] = {}  # vouchers on the table now
        self.invalid: dict[str, tuple[int, ...]] = {}
        self.pending: dict[str, int] = {}  # player -> vouchers still to replace
        self.replacements: dict[str, tuple[int, ...]] = {}
        self.forfeited: list[str] = []

    def copy(self, hands: dict[str, set[int]], out_of_game: list[int]) -> Auction:
        """The same auction over another game's copies of the hands and the discard."""
        twin = Auction.__new__(Auction)
        for name in Auction.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.hands, twin.out_of_game = hands, out_of_game
        twin.committed = dict(self.committed)
        twin.withdrawn = set(self.withdrawn)
        twin.revealed = dict(self.revealed)
        twin.offered = dict(self.offered)
        twin.invalid = dict(self.invalid)
        twin.pending = dict(self.pending)
        twin.replacements = dict(self.replacements)
        twin.forfeited = list(self.forfeited)
        return twin

    # -- small queries -------------------------------------------------------------------

    def min_amount(self, mtype: MoveType) -> int:
        """A1: the least `open` (1) or `raise` (one above the offer) allowed."""
        return 1 if self.offer is None else self.offer + 1

    def active(self) -> list[str]:
        """The players who have not withdrawn, clockwise from the chooser."""
        withdrawn = self.withdrawn
        return [p for p in self.order if p not in withdrawn]

    def below_offer(self) -> list[str]:
        """The players who have not withdrawn and do not stand at the current offer."""
        offer, committed = self.offer, self.committed
        return [p for p in self.active() if committed.get(p) != offer]

    def must_reveal(self) -> list[str]:
        if self.stage is not REVEALING:
            return []
        return [p for p in self.participants if p not in self.revealed]

    def must_replace(self) -> list[tuple[str, int]]:
        return [(p, self.pending[p]) for p in self.participants if p in self.pending]

    # -- legality: one code path ----------------------------------------------------------

    def check(self, player: str, mtype: MoveType, move: Move | None = None) -> Refusal | None:
        """Why `player` may not make `move` (or, with ``move=None``, any move of type
        `mtype`) now; None if they may. Both the replay and :meth:`options` come here."""
        stage = self.stage
        if stage is BIDDING:
            if move is not None and player == self.asked and not self.free:
                # The common case, accepted without the calls: a well-formed bid by the
                # player asked that A1-A3 all allow (anything else: the checks below).
                offer = self.offer
                if move.lot is None and move.vouchers is None and move.trays is None:
                    amount = move.amount
                    if mtype is PASS:
                        if amount is None and (offer is None or self.committed.get(player) != offer):
                            return None
                    elif mtype is JOIN:
                        if (
                            amount is None and offer is not None and self.committed.get(player) != offer
                            and offer <= len(self.hands[player])
                        ):
                            return None
                    elif (
                        type(amount) is int
                        and ((mtype is OPEN and offer is None) or (mtype is RAISE and offer is not None))
                        and (1 if offer is None else offer + 1) <= amount <= len(self.hands[player])
                    ):
                        return None
            if self.free:
                found = free_order(self, player, mtype)
                if found is not None:
                    return cite(free_order, found)
                if mtype is REVEAL:
                    return cite(reveal_check, reveal_check(self, player, mtype, move))
            elif player != self.asked:
                found = explicit_decision(self, player)
                if found is not None:
                    return cite(explicit_decision, found)
                return cite(bidding_order, bidding_order(self, player))
            found = auction_action(self, player, mtype, move)
            if found is not None:
                return cite(auction_action, found)
            found = means(self, player, mtype, move)
            if found is not None:
                return cite(means, found)
            found = who_may_pass(self, player, mtype)
            return None if found is None else cite(who_may_pass, found)
        if stage is REVEALING:
            if (
                mtype is REVEAL and move is not None and move.amount is None and move.lot is None
                and move.trays is None and player in self.participants and player not in self.revealed
            ):
                # The common case, accepted without the calls: what V1 allows.
                vouchers = move.vouchers
                if type(vouchers) is tuple and len(vouchers) == self.offer:
                    for v in vouchers:
                        if type(v) is not int:
                            break
                    else:
                        if self.hands[player].issuperset(vouchers) and len(set(vouchers)) == len(vouchers):
                            return None
            found = reveal_check(self, player, mtype, move)
            return None if found is None else cite(reveal_check, found)
        found = replacement_check(self, player, mtype, move)
        return None if found is None else cite(replacement_check, found)

    def candidate_types(self) -> tuple[MoveType, ...]:
        if self.stage is BIDDING:
            return (OPEN, JOIN, RAISE, PASS, REVEAL) if self.free else (OPEN, JOIN, RAISE, PASS)
        return (REVEAL,) if self.stage is REVEALING else (REPLACE,)

    def option(self, player: str, mtype: MoveType) -> MoveOption:
        """The range of moves of type `mtype` open to `player`; only meaningful when
        ``check(player, mtype)`` is None. The bounds are the ones the checks use."""
        if mtype is OPEN or mtype is RAISE:
            return MoveOption(
                mtype, player, auction_action.rule,
                min_amount=self.min_amount(mtype), max_amount=len(self.hands[player]),
            )  # fmt: skip
        if mtype is JOIN:
            return MoveOption(mtype, player, auction_action.rule, amount=self.offer)
        if mtype is PASS:
            return MoveOption(mtype, player, auction_action.rule)
        hand = self.hands[player]
        valid = VALID_FOR[self.lot]
        good = tuple(sorted(v for v in hand if v in valid))
        if mtype is REVEAL:
            return MoveOption(
                mtype, player, reveal_check.rule,
                count=self.offer, hand=tuple(sorted(hand)), valid_vouchers=good,
            )  # fmt: skip
        return MoveOption(
            mtype, player, replacement_check.rule, count=self.pending[player], valid_vouchers=good
        )

    def options(self, player: str) -> list[MoveOption]:
        """Every kind of move `player` may make now: the types :meth:`check` allows."""
        return [self.option(player, t) for t in self.candidate_types() if self.check(player, t) is None]

    def to_act(self) -> tuple[str, ...]:
        """Who may act now, clockwise from the chooser."""
        if self.stage is BIDDING and not self.free:
            return (self.asked,)  # type: ignore[return-value]
        return tuple(p for p in self.order if self.options(p))

    # -- applying a move (already checked) ------------------------------------------------

    def apply(self, move: Move, index: int | None = None) -> AuctionOutcome | None:
        """Apply a checked move; the outcome when it resolves the auction, else None."""
        mtype, player = move.type, move.player
        if self.stage is BIDDING:
            if mtype is REVEAL:  # A5: the first reveal closes a free-order auction
                self._close(free_order.rule, self.active())
                return self._reveal(player, move.vouchers, index)  # type: ignore[arg-type]
            offer = self.offer
            if mtype is PASS:
                self.withdrawn.add(player)
            elif mtype is JOIN:
                self.committed[player] = offer  # type: ignore[assignment]
                self.at_offer += 1
            else:
                self.offer = offer = move.amount
                self.committed[player] = offer  # type: ignore[assignment]
                self.at_offer = 1
            left = len(self.order) - len(self.withdrawn)
            if offer is not None and left > 1 and self.at_offer != left and not self.free:
                # Bidding goes on (none of A4a, A4b, A4c holds): ask the next player (A4),
                # the first clockwise who has not withdrawn and is below the offer.
                withdrawn, committed = self.withdrawn, self.committed
                for nxt in self.after[player]:
                    if nxt not in withdrawn and committed.get(nxt) != offer:
                        self.asked = nxt
                        return None
                raise AssertionError("bidding should have ended")  # pragma: no cover
            if nobody_offered(offer, left):
                self.end_rule = nobody_offered.rule
                self.stage = DONE
                return self._outcome(NO_OFFER, None, REMOVED, (nobody_offered.rule,), index)
            if sole_participant(offer, left):
                self._close(sole_participant.rule, self.active())
            elif all_at_offer(self.free, offer, self.at_offer, left):
                self._close(all_at_offer.rule, self.active())
            elif not self.free:
                self.asked = self._next_asked(player)
            return None
        if self.stage is REVEALING:
            return self._reveal(player, move.vouchers, index)  # type: ignore[arg-type]
        return self._replace(player, move.vouchers, index)  # type: ignore[arg-type]

    def _next_asked(self, player: str) -> str:
        """A4: the next player clockwise who has not withdrawn and is below the offer."""
        withdrawn, offer, committed = self.withdrawn, self.offer, self.committed
        for nxt in self.after[player]:
            if nxt not in withdrawn and (offer is None or committed.get(nxt) != offer):
                return nxt
        raise AssertionError("bidding should have ended")  # pragma: no cover

    def _close(self, rule: str, active: list[str]) -> None:
        self.end_rule = rule
        self.participants = tuple(active)
        self.asked = None
        self.stage = REVEALING

    def _reveal(self, player: str, vouchers: tuple[int, ...], index: int | None) -> AuctionOutcome | None:
        vouchers = tuple(vouchers)
        self.hands[player].difference_update(vouchers)
        self.revealed[player] = vouchers
        self.offered[player] = vouchers
        if len(self.revealed) < len(self.participants):
            return None
        # Every reveal is in (V1): judge them (V2), then replacements (V3) or forfeits (V4).
        valid = VALID_FOR[self.lot]
        revealed = self.revealed
        for p in self.participants:
            bad = [v for v in revealed[p] if v not in valid]
            if not bad:
                continue
            self.invalid[p] = bad = tuple(bad)
            if forfeits(len(bad), len(valid.intersection(self.hands[p]))):
                self.forfeited.append(p)
                self.out_of_game.extend(self.offered.pop(p))
            else:
                self.pending[p] = len(bad)
        if self.pending:
            self.stage = REPLACING
            return None
        return self._resolve(index)

    def _replace(self, player: str, vouchers: tuple[int, ...], index: int | None) -> AuctionOutcome | None:
        vouchers = tuple(vouchers)
        hand = self.hands[player]
        hand.difference_update(vouchers)
        bad = self.invalid[player]
        hand.update(bad)  # V3: the replaced invalid vouchers go back to the hand
        self.offered[player] = tuple(v for v in self.revealed[player] if v not in bad) + vouchers
        self.replacements[player] = vouchers
        del self.pending[player]
        if self.pending:
            return None
        return self._resolve(index)

    def _resolve(self, index: int | None) -> AuctionOutcome:
        self.stage = DONE
        forfeited = self.forfeited
        remaining = [p for p in self.participants if p not in forfeited]
        decided = [self.end_rule]
        if self.replacements:
            decided.append(replacement_check.rule)
        if forfeited:
            decided.append(forfeits.rule)
        revealed = self.revealed
        forfeited_vouchers = tuple([v for p in forfeited for v in revealed[p]]) if forfeited else ()
        end = SOLE_PARTICIPANT if self.end_rule == sole_participant.rule else TIE
        if nobody_left(remaining):
            decided.append(nobody_left.rule)
            return self._outcome(end, None, RETURNED, tuple(decided), index, spent=forfeited_vouchers)
        valid = VALID_FOR[self.lot]
        counting = {}
        for p in remaining:
            good = [v for v in revealed[p] if v in valid]
            counting[p] = min(good) if good else None
        winner = lowest_counting(remaining, counting)
        if winner is not None:
            decided.append(lowest_counting.rule)
        if len(remaining) > 1 and None in counting.values():
            decided.append(without_counting.rule)
            if winner is None:
                winner = without_counting(remaining, counting)
        assert winner is not None
        spent = spend(self, remaining, winner)
        pile = to_pile(spent, len(remaining) > 1, self.best_wins)
        if pile:
            decided.append(to_pile.rule)
        else:
            self.out_of_game.extend(spent)
            forfeited_vouchers += spent
        return self._outcome(
            end, winner, WON, tuple(decided), index, spent=forfeited_vouchers, pile=pile, counting=counting
        )

    def _outcome(
        self,
        end: str,
        winner: str | None,
        result: str,
        decided_by: tuple[str, ...],
        index: int | None,
        spent: tuple[int, ...] = (),
        pile: tuple[int, ...] = (),
        counting: dict[str, int | None] | None = None,
    ) -> AuctionOutcome:
        # A frozen dataclass instance built without its generated ``__init__`` (which
        # sets each field through ``object.__setattr__``): every field, in field order.
        participants = self.participants
        invalid, replacements = self.invalid, self.replacements
        outcome = _new(AuctionOutcome)
        d = outcome.__dict__
        d["lot"] = self.lot
        d["chooser"] = self.chooser
        d["end"] = end
        d["offer"] = self.offer
        d["participants"] = participants
        d["reveals"] = tuple(self.revealed.items())
        d["invalid"] = tuple([(p, invalid[p]) for p in participants if p in invalid]) if invalid else ()
        d["replacements"] = (
            tuple([(p, replacements[p]) for p in participants if p in replacements]) if replacements else ()
        )
        d["forfeited"] = tuple(self.forfeited)
        d["winner"] = winner
        d["result"] = result
        d["decided_by"] = decided_by
        d["spent"] = spent
        d["pile"] = pile
        d["counting"] = counting or {}
        d["first_move"] = self.first_move
        d["last_move"] = index
        return outcome

    # -- a snapshot ----------------------------------------------------------------------

    def snapshot(self) -> AuctionState:
        return AuctionState(
            lot=self.lot,
            chooser=self.chooser,
            stage=self.stage,
            offer=self.offer,
            committed={p: self.committed[p] for p in self.order if p in self.committed},
            withdrawn=tuple(p for p in self.order if p in self.withdrawn),
            to_act=self.to_act(),
            participants=self.participants,
            reveals=tuple(self.revealed.items()),
            invalid=tuple((p, self.invalid[p]) for p in self.participants if p in self.invalid),
            replacements=tuple((p, self.replacements[p]) for p in self.participants if p in self.replacements),
            forfeited=tuple(self.forfeited),
            must_reveal=tuple(self.must_reveal()),
            must_replace=tuple(self.must_replace()),
            on_table=tuple((p, self.offered[p]) for p in self.order if p in self.offered),
            first_move=self.first_move,
        )
