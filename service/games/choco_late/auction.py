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

Then the auction resolves (W1-W5) into an :class:`~outcomes.AuctionOutcome`. The auction
moves vouchers between the hands and the table itself (the ``hands`` and ``out_of_game``
it is given belong to the game); placing the lot (T2, W3, A4a) is the game's business.

Legality has one source, the game's (:mod:`legality`: the auction's checks by stage);
:meth:`Auction.first_moves` gives the moves of a player the legal moves ask them about, and
:meth:`Auction.option` the entry of one they accept, with the ranges the same checks use.
The rules themselves are in :mod:`bidding`, :mod:`reveals` and :mod:`resolution`.
"""

from __future__ import annotations


from collections.abc import Iterator

from service.referee.protocol import Between, Option, SubsetOf
from service.referee.shown import Said

from .bidding import auction_action, free_order
from .moves import AnyMove, AuctionMove, Join, Open, Pass, Raise, Replace, Reveal
from .outcomes import AuctionOutcome, summary
from .phases import (BIDDING_STAGE, DONE_STAGE, NO_OFFER, REMOVED, REPLACE_STAGE, RETURNED, REVEAL_STAGE, SOLE_PARTICIPANT,
                     TIE, WON, AuctionEnd, AuctionResult)
from .resolution import (
    all_at_offer,
    lowest_counting,
    nobody_left,
    nobody_offered,
    sole_participant,
    spend,
    to_pile,
    without_counting,
)
from .reveals import forfeits, replacement_check, reveal_check
from .snapshot import STAGE_SHOWN, AuctionInProgress
from .validity import VALID_FOR


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
        *,
        first_move: int,
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
        self.stage = BIDDING_STAGE
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

    def min_amount(self) -> int:
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
        if self.stage is not REVEAL_STAGE:
            return []
        return [p for p in self.participants if p not in self.revealed]

    def must_replace(self) -> list[tuple[str, int]]:
        return [(p, self.pending[p]) for p in self.participants if p in self.pending]

    # -- legality: one code path ----------------------------------------------------------

    def first_moves(self, player: str) -> Iterator[AuctionMove]:
        """The auction's moves of each type for `player`, each with its open field holding the
        first value its entry allows (:meth:`option`): the least amount, the first vouchers of
        the hand (or of the valid ones owed). The legal moves ask the game's checks about each;
        a type nobody can make now still gets a move of its class (no vouchers to show)."""
        least = self.min_amount()
        yield Open(player=player, amount=least)
        yield Join(player=player)
        yield Raise(player=player, amount=least)
        yield Pass(player=player)
        offer, due = self.offer, self.pending.get(player)
        yield Reveal(player=player, vouchers=() if offer is None else tuple(sorted(self.hands[player])[:offer]))
        yield Replace(player=player, vouchers=() if due is None else self._valid_in_hand(player)[:due])

    def option(self, move: AnyMove) -> Option:
        """The legal-moves entry of a move of the auction the checks accept (one of
        :data:`~moves.AuctionMove`, each told by its exact class): its open field with
        the values it may take, the bounds the checks use (A1, A2; V1; V3), and what describes
        it (the offer a join matches; the vouchers valid for the lot, V2)."""
        player = move.player
        if type(move) is Pass:
            return Option(move, rule=auction_action.rule)
        if type(move) is Join:
            return Option(move, rule=auction_action.rule, info={"offer": self.offer})
        if type(move) is Open or type(move) is Raise:
            amounts = Between(self.min_amount(), len(self.hands[player]))
            return Option(move, choose={"amount": amounts}, rule=auction_action.rule)
        good = self._valid_in_hand(player)
        if type(move) is Reveal:
            assert self.offer is not None  # the checks accept a reveal only of an offer (V1, A5)
            hand = SubsetOf(tuple(sorted(self.hands[player])), self.offer, self.offer)
            return Option(move, choose={"vouchers": hand}, rule=reveal_check.rule, info={"valid_vouchers": good})
        due = self.pending[player]  # a replacement (V3)
        return Option(move, choose={"vouchers": SubsetOf(good, due, due)}, rule=replacement_check.rule,
                      info={"valid_vouchers": good})

    def _valid_in_hand(self, player: str) -> tuple[int, ...]:
        """The vouchers in `player`'s hand valid for the lot (V2), in order."""
        valid = VALID_FOR[self.lot]
        return tuple(sorted(v for v in self.hands[player] if v in valid))

    # -- applying a move (already checked) ------------------------------------------------

    def apply(self, move: AnyMove, index: int) -> AuctionOutcome | None:
        """Apply a checked move (one of :data:`~moves.AuctionMove`: the checks accept no other
        while the auction is under way); the outcome when it resolves the auction, else None."""
        # (each move is told by its exact class: a class test that fails, isinstance or a
        # class pattern, costs a Struct's metaclass a look; bench_stages times the replay)
        player = move.player
        if self.stage is BIDDING_STAGE:
            if type(move) is Reveal:  # A5: the first reveal closes a free-order auction
                self._close(free_order.rule, self.active())
                return self._reveal(player, move.vouchers, index)
            offer = self.offer
            if type(move) is Pass:
                self.withdrawn.add(player)
            elif type(move) is Join:
                assert offer is not None  # refusal accepted it: a join follows an offer (A1)
                self.committed[player] = offer
                self.at_offer += 1
            elif type(move) is Open or type(move) is Raise:
                self.offer = offer = move.amount
                self.committed[player] = offer
                self.at_offer = 1
            left = len(self.order) - len(self.withdrawn)
            if not self.free and left > 1 and (offer is None or self.at_offer != left):
                # Bidding goes on (none of A4a, A4b, A4c holds: players are left, and below the
                # offer if there is one): ask the next player (A4), the first clockwise who has
                # not withdrawn and is below the offer.
                withdrawn, committed = self.withdrawn, self.committed
                for nxt in self.after[player]:
                    if nxt not in withdrawn and (offer is None or committed.get(nxt) != offer):
                        self.asked = nxt
                        return None
                raise AssertionError("bidding should have ended")  # pragma: no cover
            if nobody_offered(offer, left):
                self.end_rule = nobody_offered.rule
                self.stage = DONE_STAGE
                return self._outcome(NO_OFFER, None, REMOVED, (nobody_offered.rule,), index)
            if sole_participant(offer, left):
                self._close(sole_participant.rule, self.active())
            elif all_at_offer(self.free, offer, self.at_offer, left):
                self._close(all_at_offer.rule, self.active())
            elif not self.free:
                self.asked = self._next_asked(player)
            return None
        if type(move) is Reveal:  # the reveal stage (V1)
            return self._reveal(player, move.vouchers, index)
        assert type(move) is Replace  # refusal accepts nothing else after the reveals (V3)
        return self._replace(player, move.vouchers, index)

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
        self.stage = REVEAL_STAGE

    def _reveal(self, player: str, vouchers: tuple[int, ...], index: int) -> AuctionOutcome | None:
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
            shown = revealed[p]
            if valid.issuperset(shown):
                continue
            self.invalid[p] = bad = tuple([v for v in shown if v not in valid])
            if forfeits(len(bad), len(valid.intersection(self.hands[p]))):
                self.forfeited.append(p)
                self.out_of_game.extend(self.offered.pop(p))
            else:
                self.pending[p] = len(bad)
        if self.pending:
            self.stage = REPLACE_STAGE
            return None
        return self._resolve(index)

    def _replace(self, player: str, vouchers: tuple[int, ...], index: int) -> AuctionOutcome | None:
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

    def _resolve(self, index: int) -> AuctionOutcome:
        self.stage = DONE_STAGE
        forfeited = self.forfeited
        remaining = [p for p in self.participants if p not in forfeited] if forfeited else list(self.participants)
        assert self.end_rule is not None  # _close set it when the bidding ended
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
        # each one's lowest counting voucher: an originally revealed, valid one (W1)
        counting = {p: min(valid.intersection(revealed[p]), default=None) for p in remaining}
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
        end: AuctionEnd,
        winner: str | None,
        result: AuctionResult,
        decided_by: tuple[str, ...],
        index: int,
        spent: tuple[int, ...] = (),
        pile: tuple[int, ...] = (),
        counting: dict[str, int | None] | None = None,
    ) -> AuctionOutcome:
        participants = self.participants
        invalid, replacements = self.invalid, self.replacements
        return AuctionOutcome(
            lot=self.lot,
            chooser=self.chooser,
            end=end,
            offer=self.offer,
            participants=participants,
            reveals=dict(self.revealed),
            invalid={p: invalid[p] for p in participants if p in invalid} if invalid else {},
            replacements={p: replacements[p] for p in participants if p in replacements} if replacements else {},
            forfeited=tuple(self.forfeited),
            winner=winner,
            result=result,
            decided_by=decided_by,
            spent=spent,
            pile=pile,
            counting=counting or {},
            first_move=self.first_move,
            last_move=index,
            summary=Said(summary, self.lot, winner, self.offer, result, decided_by,
                         len(participants) - len(self.forfeited)),
        )

    # -- a snapshot ----------------------------------------------------------------------

    def snapshot(self, to_act: tuple[str, ...]) -> AuctionInProgress:
        """The auction as it stands; `to_act` the players the game's legal moves offer a move."""
        participants = self.participants
        return AuctionInProgress(
            lot=self.lot,
            chooser=self.chooser,
            stage=STAGE_SHOWN[self.stage],
            offer=self.offer,
            committed={p: self.committed[p] for p in self.order if p in self.committed},
            withdrawn=[p for p in self.order if p in self.withdrawn],
            to_act=list(to_act),
            participants=list(participants),
            reveals={p: list(vouchers) for p, vouchers in self.revealed.items()},
            invalid={p: list(self.invalid[p]) for p in participants if p in self.invalid},
            replacements={p: list(self.replacements[p]) for p in participants if p in self.replacements},
            forfeited=list(self.forfeited),
            must_reveal=self.must_reveal(),
            must_replace=dict(self.must_replace()),
            first_move=self.first_move,
        )
