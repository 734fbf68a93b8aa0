"""A game of Choco Late being played: the state of the game protocol
(:mod:`service.referee.protocol`).

Legality has one source, :meth:`State.refusal` (the checks of :mod:`legality`, by phase
and move class): the replay applies a move only if it finds nothing wrong, and the legal
moves offer a type of move to a player exactly when the same checks find nothing wrong with
its first move (:meth:`State.candidates`: each open field holding the first value its entry
allows); the ranges they offer are the bounds those checks use.

Every card is always in exactly one place (:meth:`State.card_places`): the
centre, a hand, the auction in progress (the lot and the vouchers offered), a collection,
a pile, out of the game, or the box.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from service.referee.legality import ACCEPTED, Accepted
from service.referee.legal import legal_options
from service.referee.protocol import OneOf, Option
from service.referee.standings import Standings
from service.referee.violations import RuleViolation

from .arrangement import arrangement_problem
from .auction import Auction
from .moves import AnyMove, ArrangeTrays, ChooseLot
from .outcomes import AuctionOutcome
from .phases import PHASE_OF_STAGE, RETURNED, WON, Phase
from .legality import CHECKS, FREE_CHECKS, judge, refusal
from .rulebook import RULES
from .setup import Setup
from .snapshot import Snapshot
from .turns import choice_check, collect, game_over, next_holder

CHOOSING, BIDDING, ARRANGING, OVER = Phase.CHOOSE_LOT, Phase.BIDDING, Phase.ARRANGE_TRAYS, Phase.OVER


class State:
    """A game being played from a :class:`~setup.Setup`, one checked move at a time. Its log
    is `auctions`, every auction resolved so far."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.players = setup.players
        self.variants = setup.variants
        self.checks = FREE_CHECKS if setup.variants.free_bidding else CHECKS  # (legality.py)
        # Each player's view of the table: the seating clockwise from them.
        self._clockwise = {p: self.players[i:] + self.players[:i] for i, p in enumerate(self.players)}
        self._after = {p: seats[1:] + seats[:1] for p, seats in self._clockwise.items()}
        self.hands: dict[str, set[int]] = {p: set(cards) for p, cards in setup.hands}
        self.centre: list[int] = list(setup.lots)
        self.collections: dict[str, list[int]] = {p: [] for p in self.players}
        self.piles: dict[str, list[int]] = {p: [] for p in self.players}  # top first
        self.out_of_game: list[int] = []
        self.box: tuple[int, ...] = setup.rest()
        self.arrangements: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self.holder: str = setup.first_player
        self.auction: Auction | None = None
        self.finished = False
        self.auctions: list[AuctionOutcome] = []
        self.moves_played = 0
        self._lot_home = 0  # where the lot on the block stood in the centre (W3 puts it back)
        self.phase: Phase = self._phase_now()  # what the game waits for (the API's phase)

    def copy(self) -> State:
        """An independent copy (for trying moves)."""
        twin = State.__new__(State)
        twin.__dict__.update(self.__dict__)
        twin.hands = {p: set(h) for p, h in self.hands.items()}
        twin.centre = list(self.centre)
        twin.collections = {p: list(c) for p, c in self.collections.items()}
        twin.piles = {p: list(c) for p, c in self.piles.items()}
        twin.out_of_game = list(self.out_of_game)
        twin.arrangements = dict(self.arrangements)
        twin.auctions = list(self.auctions)
        twin.auction = None if self.auction is None else self.auction.copy(twin.hands, twin.out_of_game)
        return twin

    # -- where we are --------------------------------------------------------------------

    def _phase_now(self) -> Phase:
        """What the game waits for now (kept in :attr:`phase` after every move)."""
        if self.finished:
            if self.variants.two_trays and len(self.arrangements) < len(self.players):
                return ARRANGING
            return OVER
        auction = self.auction
        return CHOOSING if auction is None else PHASE_OF_STAGE[auction.stage]

    @property
    def log(self) -> list[AuctionOutcome]:
        """The game's log, under the name its API gives it: `auctions` (grows with `apply`)."""
        return self.auctions

    def is_over(self) -> bool:
        """Nothing more can happen: the centre is empty (E1) and, with two_trays, every
        player has arranged their trays (C3)."""
        return self.phase is OVER

    def to_act(self) -> tuple[str, ...]:
        """Who may move now: the players the legal moves offer something to."""
        return tuple(dict.fromkeys(o.player for o in legal_options(self) if o.player is not None))

    # -- legality: one code path ---------------------------------------------------------

    # The checks by phase and move class (:data:`legality.CHECKS`): the one source.
    judge = judge  # legality.judge: the one source of legality
    refusal = refusal  # legality.refusal: its refusal alone

    def candidates(self) -> Iterator[AnyMove]:
        """Every move type for every player, clockwise from the token holder, in the order of
        the types (:data:`moves.AnyMove`): each the move its legal-moves entry offers, its open
        field holding the first value the entry allows (:meth:`option`): the centre's first lot,
        the auction's first moves (:meth:`Auction.first_moves`), the whole collection in the
        first tray. With no lot in the centre there is no lot to choose (T1), and with no
        auction under way no move of one (A1, V1, V3)."""
        centre, auction, collections = self.centre, self.auction, self.collections
        for player in self._clockwise[self.holder]:
            if centre:
                yield ChooseLot(player=player, lot=centre[0])
            if auction is not None:
                yield from auction.first_moves(player)
            yield ArrangeTrays(player=player, trays=(tuple(collections[player]), ()))

    def option(self, move: AnyMove) -> Option:
        """The legal-moves entry of a move refusal accepts: the move with its open field and
        the values it may take, the bounds the checks use (T1: the centre; C3: any split of the
        collection, the entry one of them; the auction's, :meth:`Auction.option`)."""
        if type(move) is ChooseLot:
            return Option(move, choose={"lot": OneOf(tuple(self.centre))}, rule=choice_check.rule)
        if type(move) is ArrangeTrays:
            return Option(move, rule=arrangement_problem.rule, sample=True,
                          info={"lots": tuple(self.collections[move.player])})
        assert self.auction is not None  # refusal accepts the other moves only during an auction
        return self.auction.option(move)

    # -- playing -------------------------------------------------------------------------

    def play(self, move: AnyMove, index: int | None = None) -> AuctionOutcome | None:
        """Check and apply `move` (move `index` of the history, by default the next one).
        Returns the auction outcome when the move resolves one. Raises RuleViolation."""
        index = self.moves_played if index is None else index
        refusal = self.refusal(move)
        if refusal is not None:
            raise RuleViolation(RULES.at_move(refusal, index))
        resolved = len(self.auctions)
        self.apply(move, index)
        return self.auctions[-1] if len(self.auctions) > resolved else None

    def apply(self, move: AnyMove, index: int, accepted: Accepted = ACCEPTED) -> None:
        """Apply a move that :meth:`refusal` accepted; an auction it resolves goes to the
        log (:attr:`auctions`)."""
        self.moves_played += 1
        auction = self.auction
        if auction is not None:  # refusal accepts only the auction's own moves while one is under way
            outcome = auction.apply(move, index)
            if outcome is not None:
                self._end_turn(outcome)
            else:
                self.phase = PHASE_OF_STAGE[auction.stage]
        elif type(move) is ChooseLot:
            self._lot_home = home = self.centre.index(move.lot)
            del self.centre[home]
            self.auction = Auction(
                move.lot,
                self._clockwise[self.holder],
                self.hands,
                self.out_of_game,
                self.variants.free_bidding,
                self.variants.best_wins,
                first_move=index,
                after=self._after,
            )
            self.phase = PHASE_OF_STAGE[self.auction.stage]  # as _phase_now says, without its call
        elif type(move) is ArrangeTrays:  # after the end (C3)
            first, second = move.trays
            self.arrangements[move.player] = (first, second)
            self.phase = self._phase_now()

    def _end_turn(self, outcome: AuctionOutcome) -> None:
        lot = outcome.lot
        if outcome.result is WON:
            winner = outcome.winner
            assert winner is not None  # a won lot has its winner (W1, W2)
            collect(self.collections, winner, lot)
            if outcome.pile:
                self.piles[winner][0:0] = outcome.pile
        elif outcome.result is RETURNED:
            self.centre.insert(self._lot_home, lot)
        else:
            self.out_of_game.append(lot)
        self.auctions.append(outcome)
        self.auction = None
        self.holder = next_holder(self.players, self.holder)
        self.finished = game_over(self.centre)
        self.phase = self._phase_now()

    # -- scores and snapshots ------------------------------------------------------------

    def standings(self, limits: Mapping[str, Any] | None = None) -> Standings:
        """The scores of the collections as they stand (provisional before the end); a
        player with two_trays and no arrangement gets a best split (C3), searched within
        `limits` (``max_nodes``, ``deadline``)."""
        from .scoring import PlayerCollection, score_final

        collections = [PlayerCollection(p, tuple(self.collections[p]), self.arrangements.get(p),
                                        tuple(self.piles[p])) for p in self.players]
        return score_final(self.variants, collections, provisional=not self.finished, checked=True,
                           **dict(limits or {}))

    def snapshot(self) -> Snapshot:
        players = self.players
        return Snapshot(
            phase=self.phase,
            finished=self.is_over(),
            token_holder=self.holder,
            centre=list(self.centre),
            hands={p: sorted(self.hands[p]) for p in players},
            collections={p: list(self.collections[p]) for p in players},
            piles={p: list(self.piles[p]) for p in players},
            out_of_game=list(self.out_of_game),
            box=list(self.box),
            arrangements={p: [list(tray) for tray in self.arrangements[p]] for p in players if p in self.arrangements},
            auction=None if self.auction is None else self.auction.snapshot(self.to_act()),
        )

    def card_places(self) -> dict[str, tuple[int, ...]]:
        """Where every card is (:meth:`~.snapshot.Snapshot.card_places`), the vouchers offered
        in the auction under way among them."""
        return self.snapshot().card_places({} if self.auction is None else self.auction.offered)
