"""A game of Chocola' being played: the state of the game protocol
(:mod:`service.referee.protocol`).

Legality has one source, :meth:`State.refusal`: it asks each rule's check in the order of
section 4 of the rules of record (a refill due, the move's timing, who moves, the move's own
rules by id) and returns the first refusal. The legal moves are the candidates it accepts
(:meth:`State.candidates` lists only plausible ones; the core keeps the accepted), so
legal-moves and validate cannot disagree.

Every card is always in exactly one place (:meth:`State.card_places`): a Tavoletta stack, a
reserve, the discard (paid cards), the removed cards; the visible Requests, the Request
deck, a player's collection or the Inspiration.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from fractions import Fraction
from typing import Any

from service.referee.legality import ACCEPTED, Accepted
from service.referee.multiset import add, of, take
from service.referee.protocol import Option
from service.referee.standings import Standings

from .cards import CHOCOLATE_ORDER, COSTS, LEFT, RIGHT
from .end import end_phase, tavoletta_emptied, tray_window_problem
from .entries import deal_entry, decoration_entry, sample_deal, sample_decoration
from .geometry import COLS, POSITIONS, ROWS, Position, shown, visible_of
from .legality import ALLOWED_BY, DECIDED_BY, FIRST_PLAYER, PAYMENT, TRAY_DECIDED, judge, refusal
from .moves import (
    ChocolaMove,
    DealSecondPhase,
    Decorate,
    DrawRequest,
    MakeTray,
    Pass,
    Prepare,
    SwapChocolate,
    TakeChocolate,
)
from .phases import FINAL_ROUND, MAIN, OVER, PHASE_END
from .payment import fewest_payments, sorted_cards, surplus
from .prepare import collection_of, prepare_outcome
from .refill import draw_chance, draw_chances, draw_outcome
from .rulebook import RULES
from .scoring import Breakdown, phase_score, phase_total
from .second_phase import lowest_scorers
from .setup import ChocolateDeal, Setup, chocolate_deal, request_pool
from .snapshot import PHASE_NUMBERS, Collection, InspirationState, PhaseNumber, PhaseScores, Snapshot, Stack
from .swap import swap_outcome
from .take import RESERVE_CAP, lay_problem, placement_of, plausible_touches, take_outcome
from .trays import possible_trays
from .turns import next_turn

# A turn of the log: the move's index, the move, the rules that decided it, and what it
# brought about (a take: its lay and the cards taken; a prepare: what it wastes, packed units;
# a swap: the card taken).
Turn = tuple[int, ChocolaMove, tuple[str, ...], tuple[Any, ...]]


class State:
    """A game played from a :class:`~setup.Setup`, one checked move at a time. Its log is
    `turns` (the API's): one entry per move applied (index, move, the rules that decided it,
    and what it brought about)."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.players = setup.players
        self.seat = {p: i for i, p in enumerate(self.players)}
        self.second_phase = setup.second_phase
        self.inspiration = setup.inspiration
        self.phase_number: PhaseNumber = 1
        self.desserts: dict[str, list[str]] = {p: [] for p in self.players}
        self.decorations: dict[str, list[str]] = {p: [] for p in self.players}
        self.declared: dict[str, tuple[str, ...]] = {}
        self.decorated: dict[str, tuple[dict[str, tuple[str, ...]], tuple[str, ...], tuple[str, ...] | None]] = {}
        self.phase1_totals: dict[str, int] | None = None  # fixed by the phase-2 deal (E5)
        self.turns: list[Turn] = []
        self.moves_played = 0
        self._begin(setup.chocolate, setup.requests, request_pool(1, setup.inspiration),
                    self.seat[setup.first_player])

    def _begin(self, chocolate: ChocolateDeal, requests: Sequence[str], pool: Mapping[str, int], first: int) -> None:
        """A phase starts: the Chocolate cards dealt, the Requests visible, the deck the rest."""
        self.phase = MAIN
        self.lay_out([list(reversed(stack)) for row in chocolate.tavoletta for stack in row])
        self.reserves: dict[str, dict[str, int]] = {}
        for player, cards in chocolate.reserves:
            self.reserves[player] = of(cards)
        self.held = {p: len(cards) for p, cards in chocolate.reserves}
        self.removed = chocolate.removed
        self.discard: list[str] = []
        self.requests: list[str | None] = list(requests)
        deck = dict(pool)
        for card in requests:
            deck[card] -= 1
        self.deck = {card: n for card, n in deck.items() if n}
        self.deck_size = sum(self.deck.values())
        self.refill: int | None = None
        self.turn = first
        self.passed: set[str] = set()

    # -- where we are --------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        """The game has ended (E4, E7): its standings are final."""
        return self.phase is OVER

    @property
    def log(self) -> list[Turn]:
        """The game's log, under the name its API gives it: `turns` (grows with `apply`)."""
        return self.turns

    def is_over(self) -> bool:
        """Nothing more can happen: the game has ended and no `make_tray` remains (E3)."""
        return self.phase is OVER and (self.second_phase or len(self.declared) == len(self.players))

    def to_act(self) -> tuple[str, ...]:
        """Whose move is due: the player to act in the main phase and the final round, the
        players still to decorate (E7); nobody at a chance point, for an optional
        `make_tray`, or once the game is over."""
        if self.refill is not None:
            return ()
        if self.phase is MAIN or self.phase is FINAL_ROUND:
            return (self.players[self.turn],)
        if self.phase is PHASE_END and self.phase_number == 2:
            return tuple(p for p in self.players if p not in self.decorated)
        return ()

    def chance_next(self) -> bool:
        """The next move may be a chance move (a refill, or the phase-2 deal)."""
        return self.refill is not None or (self.phase is PHASE_END and self.phase_number == 1)

    # -- legality: one code path ---------------------------------------------------------

    # The checks of section 4, per move type (:data:`legality.CHECKS`): the one source.
    judge = judge  # legality.judge: the one source of legality
    refusal = refusal  # legality.refusal: its refusal alone

    def held_decorations(self, player: str) -> dict[str, int]:
        return of(self.decorations[player])

    def deal_pool(self) -> dict[str, int]:
        """E5: what the phase-2 deal's Requests are drawn from (C4 less the Inspiration's
        Decoration)."""
        return request_pool(2, self.inspiration)

    def first_candidates(self, totals: Mapping[str, int] | None = None) -> tuple[str, ...]:
        """E5: the players with the lowest phase-1 score, in seating order (of `totals`, the
        phase-1 scores already worked out, else of the scores as they stand)."""
        return lowest_scorers(self.players, self.phase_totals(1) if totals is None else totals)

    # -- the legal moves -------------------------------------------------------------------

    def candidates(self) -> Iterator[ChocolaMove]:
        """A superset of the legal moves: the plausible moves of the player to act, every
        outcome at a chance point, the trays after phase 1; a move not enumerated (H3: the
        phase-2 deal, a player's `decorate`) as one legal sample of it
        (:mod:`entries`)."""
        if self.refill is not None:
            for card in self.deck:
                yield DrawRequest(card=card)
            return
        if self.phase is MAIN or self.phase is FINAL_ROUND:
            player = self.players[self.turn]
            reserve = self.reserves[player]
            cards = sorted(reserve, key=CHOCOLATE_ORDER.__getitem__)
            if self.phase is MAIN:
                yield from self._takes(player, cards)
            yield from self._prepares(player)
            if self.phase is MAIN:
                for r, c in POSITIONS:
                    if self.stacks[r * COLS + c]:
                        for card in cards:
                            yield SwapChocolate(player=player, take=(r, c), give=card)
            else:
                yield Pass(player=player)
            return
        if self.phase_number == 1:
            for player in self.players:
                if player not in self.declared:
                    for tray in possible_trays(self.desserts[player]):
                        yield MakeTray(player=player, tray=tray)
            if self.phase is PHASE_END:  # phase 1 ended, with second_phase (E4, E5)
                yield sample_deal(self)
            return
        if self.phase is PHASE_END:
            for player in self.players:
                if player not in self.decorated:
                    yield sample_decoration(self, player)

    def _takes(self, player: str, cards: list[str]) -> Iterator[TakeChocolate]:
        held = self.held[player]
        if held >= RESERVE_CAP:
            return
        for card in cards:
            for touched in plausible_touches(self.stacks, (LEFT[card], RIGHT[card])):
                if held + len(touched) > RESERVE_CAP:
                    for position in touched:
                        yield TakeChocolate(player=player, card=card, touched=touched, leave=(position,))
                else:
                    yield TakeChocolate(player=player, card=card, touched=touched, leave=())

    def _prepares(self, player: str) -> Iterator[Prepare]:
        cards = sorted_cards(self.reserves[player])
        seen = set()
        for request in self.requests:
            if request is None or request in seen:
                continue
            seen.add(request)
            _, payments = fewest_payments(cards, COSTS[request])
            for pay in payments:
                yield Prepare(player=player, request=request, pay=pay)

    def option(self, move: ChocolaMove) -> Option:
        """The legal-moves entry of an accepted candidate: a draw's exact probability (H3); for
        a move not enumerated (H3: the phase-2 deal, a `decorate`), the legal sample of it,
        with what describes the rest (:mod:`entries`)."""
        match move:
            case DrawRequest(card=card):
                n, probability = draw_chance(self, card)
                return Option(move, probability, {"count": n}, rule=ALLOWED_BY[DrawRequest])
            case DealSecondPhase():
                return deal_entry(self, move)
            case Decorate():
                return decoration_entry(self, move)
        return Option(move, rule=ALLOWED_BY[type(move)])

    def chances(self) -> tuple[tuple[str, int, Fraction], ...]:
        """H3: the draws of a refill with their probabilities."""
        return draw_chances(self)

    # -- playing ---------------------------------------------------------------------------

    @RULES.decides("T2")
    def apply(self, move: ChocolaMove, index: int, accepted: Accepted = ACCEPTED) -> None:
        """T2: every decision is a move and chance outcomes are chance moves; everything else
        (cards moved, the end of a phase, scores, winners) is derived here, from a move
        :meth:`judge` accepted, with what its checks found (`accepted`: a take's lay, K3; a
        caller that did not judge the move gets it worked out again): the outcome of the
        move's class (:data:`OUTCOMES`) logs it under `index`."""
        self.moves_played += 1
        OUTCOMES[type(move)](self, move, index, accepted)

    def _take(self, move: TakeChocolate, index: int, accepted: Accepted) -> None:
        lay = accepted.get(lay_problem)
        if lay is None:  # applied without being judged: K3's lay found again
            lay = placement_of(self, move)
        taken = take_outcome(self, move)
        decided = DECIDED_BY[TakeChocolate]
        if tavoletta_emptied(self):
            self.phase = FINAL_ROUND
            decided = decided + (tavoletta_emptied.rule,)
        self.turn = next_turn(self)
        self.turns.append((index, move, decided, (lay, taken)))

    def _prepare(self, move: Prepare, index: int, accepted: Accepted) -> None:
        spare = accepted.get(PAYMENT)
        if spare is None:  # applied without being judged: P2's surplus worked out again
            spare = surplus(move.pay, COSTS[move.request])
        slot = prepare_outcome(self, move)
        if self.deck_size:
            self.refill = slot
        else:
            del self.requests[slot]
        self.turn = next_turn(self)
        self.turns.append((index, move, DECIDED_BY[Prepare], (spare,)))

    def _swap(self, move: SwapChocolate, index: int, accepted: Accepted) -> None:
        swapped = swap_outcome(self, move)
        self.turn = next_turn(self)
        self.turns.append((index, move, DECIDED_BY[SwapChocolate], (swapped,)))

    def _pass(self, move: Pass, index: int, accepted: Accepted) -> None:
        self.passed.add(move.player)
        decided = DECIDED_BY[Pass]
        if len(self.passed) == len(self.players):
            end_phase(self)
            decided = decided + (tray_window_problem.rule,)
        else:
            self.turn = next_turn(self)
        self.turns.append((index, move, decided, ()))

    def _draw(self, move: DrawRequest, index: int, accepted: Accepted) -> None:
        draw_outcome(self, move)
        self.turns.append((index, move, DECIDED_BY[DrawRequest], ()))

    def _make_tray(self, move: MakeTray, index: int, accepted: Accepted) -> None:
        self.declare_tray(move.player, move.tray)
        self.turns.append((index, move, DECIDED_BY[MakeTray], ()))

    def _deal(self, move: DealSecondPhase, index: int, accepted: Accepted) -> None:
        totals = accepted.get(FIRST_PLAYER)
        if totals is None:  # applied without being judged: E5's phase-1 scores worked out again
            totals = self.phase_totals(1)
        self._deal_second_phase(move, totals)
        self.turns.append((index, move, DECIDED_BY[DealSecondPhase], ()))

    def _decorate(self, move: Decorate, index: int, accepted: Accepted) -> None:
        self.decorated[move.player] = (dict(move.decorations), tuple(move.unassigned or ()), move.tray)
        if len(self.decorated) == len(self.players):
            self.phase = OVER
        decided = DECIDED_BY[Decorate]
        if move.tray is not None:
            decided = decided + TRAY_DECIDED
        self.turns.append((index, move, decided, ()))

    def _deal_second_phase(self, move: DealSecondPhase, phase1_totals: dict[str, int]) -> None:
        """E5: phase 1's scores are fixed (they chose the first player), every Chocolate card
        is gathered and dealt again, Decorations become the Requests."""
        self.phase1_totals = phase1_totals
        first = move.first_player if move.first_player is not None else self.first_candidates()[0]
        self.phase_number = 2
        deal = chocolate_deal(self.players, move.reserves, move.removed, move.tavoletta)
        self._begin(deal, move.requests, self.deal_pool(), self.seat[first])

    # -- what the rules' outcomes change ---------------------------------------------------

    def lay_out(self, stacks: list[list[str]]) -> None:
        """The Tavoletta holds `stacks` (``stacks[4 * row + col]``, the last card the top);
        `visible` is the colour each square shows (G2, :func:`geometry.visible_of`), kept as
        the stacks change."""
        self.stacks = stacks
        self.visible = visible_of(stacks)
        self.on_tavoletta = sum(len(s) for s in stacks)

    def take_tops(self, player: str, positions: Iterable[Position]) -> tuple[str, ...]:
        """The top card of each of `positions` leaves the Tavoletta for `player`'s reserve
        (K4); returns the cards taken, in the order of `positions`."""
        reserve, stacks, visible = self.reserves[player], self.stacks, self.visible
        taken = []
        for r, c in positions:
            i = r * COLS + c
            stack = stacks[i]
            card = stack.pop()
            visible[2 * i], visible[2 * i + 1] = shown(stack)
            add(reserve, card)
            taken.append(card)
        self.held[player] += len(taken)
        self.on_tavoletta -= len(taken)
        return tuple(taken)

    def swap_top(self, player: str, position: Position, give: str) -> str:
        """`player`'s card `give` replaces the top card of `position`, which goes to their
        reserve (X1); returns the card taken."""
        i = position[0] * COLS + position[1]
        stack = self.stacks[i]
        reserve = self.reserves[player]
        taken = stack.pop()
        stack.append(give)
        self.visible[2 * i], self.visible[2 * i + 1] = shown(stack)
        take(reserve, give)
        add(reserve, taken)
        return taken

    def pay(self, player: str, cards: Sequence[str]) -> None:
        """`cards` leave `player`'s reserve for the discard, for the rest of the phase (P2, P5)."""
        reserve = self.reserves[player]
        for card in cards:
            take(reserve, card)
        self.held[player] -= len(cards)
        self.discard.extend(cards)

    def collect(self, player: str, card: str) -> None:
        """`card` joins the collection the phase fills for `player` (P5, E6)."""
        collection_of(self, player).append(card)

    def empty_request_slot(self, card: str) -> int:
        """The first visible Request `card` leaves its slot empty (P5); returns the slot."""
        slot = self.requests.index(card)
        self.requests[slot] = None
        return slot

    def fill_request_slot(self, card: str) -> None:
        """A refill's draw: `card` leaves the Request deck for the emptied slot (H2)."""
        take(self.deck, card)
        self.deck_size -= 1
        assert self.refill is not None  # a draw is due only while a slot waits (H2)
        self.requests[self.refill] = card
        self.refill = None

    def close_phase(self, over: bool) -> None:
        """Every player has passed: the phase ends, and with it the game when `over` (E2-E4)."""
        self.phase = OVER if over else PHASE_END

    def declare_tray(self, player: str, tray: Sequence[str]) -> None:
        """`player` declares their phase-1 tray (E3): their phase-1 score follows it."""
        self.declared[player] = tuple(tray)

    # -- scores ----------------------------------------------------------------------------

    def breakdown(self, player: str, phase_number: int) -> Breakdown:
        """V8: a player's score for a phase, as the rules of record score it now: phase 1
        with the declared tray (E3) else the best; phase 2 with the `decorate` move's
        assignment and tray, else no Decorations and the best tray."""
        if phase_number == 1:
            return phase_score(self.desserts[player], self.inspiration, tray=self.declared.get(player))
        if player in self.decorated:
            assignment, unassigned, tray = self.decorated[player]
            return phase_score(self.desserts[player], self.inspiration, assignment, unassigned, tray)
        return phase_score(self.desserts[player], self.inspiration)

    def points(self, player: str, phase_number: int) -> int:
        """V8: a player's score for a phase, as :meth:`breakdown` scores it, without the
        breakdown."""
        if phase_number == 1:
            return phase_total(self.desserts[player], self.inspiration, tray=self.declared.get(player)).points
        if player in self.decorated:
            assignment, _, tray = self.decorated[player]
            return phase_total(self.desserts[player], self.inspiration, assignment, tray).points
        return phase_total(self.desserts[player], self.inspiration).points

    def phase_totals(self, phase_number: int) -> dict[str, int]:
        """Every player's score for a phase (V8), worked out when asked (a `make_tray` changes
        phase 1's until the phase-2 deal, E3), but phase 1's once the deal has fixed them
        (:meth:`_deal_second_phase`); reading them writes nothing."""
        if phase_number == 1 and self.phase1_totals is not None:
            return self.phase1_totals
        return {p: self.points(p, phase_number) for p in self.players}

    def phase_ended(self, phase_number: int) -> bool:
        return self.phase_number > phase_number or self.phase is PHASE_END or self.phase is OVER

    def ended_scores(self) -> list[PhaseScores]:
        """Per ended phase, every player's score."""
        return [PhaseScores(phase_number=n, scores=self.phase_totals(n))
                for n in PHASE_NUMBERS if self.phase_number >= n and self.phase_ended(n)]

    def standings(self, limits: Mapping[str, Any] | None = None) -> Standings:
        """The standings (V8, W1): final once the game is over, provisional before."""
        from .standings import game_standings

        scored = 2 if self.second_phase and self.phase_ended(1) else 1
        breakdowns = {p: self.breakdown(p, scored) for p in self.players}
        phase_1 = self.phase_totals(1) if self.second_phase and self.phase_ended(1) else None
        return game_standings(self.players, breakdowns, phase_1, provisional=not self.finished)

    # -- where every card is ---------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The game as it stands (what ``validate`` shows): mappings keyed in the order of the
        players; reserves and the discard in C2 id order; the Tavoletta row by row, each stack
        as its top card (None for a hole) and its size."""
        players = self.players
        in_order = CHOCOLATE_ORDER.__getitem__
        return Snapshot(
            phase=self.phase,
            phase_number=self.phase_number,
            to_act=list(self.to_act()),
            finished=self.is_over(),
            tavoletta=[[Stack(top=st[-1] if st else None, size=len(st))
                        for st in self.stacks[r * COLS:(r + 1) * COLS]] for r in range(ROWS)],
            reserves={p: sorted((c for c, n in self.reserves[p].items() for _ in range(n)), key=in_order)
                      for p in players},
            requests=list(self.requests),
            deck_size=self.deck_size,
            collections={p: Collection(desserts=list(self.desserts[p]), decorations=list(self.decorations[p]))
                         for p in players},
            passed=[p for p in players if p in self.passed],
            scores=self.ended_scores(),
            declared={p: list(self.declared[p]) for p in players if p in self.declared},
            decorated=[p for p in players if p in self.decorated],
            inspiration=InspirationState(dessert=self.inspiration[0], decoration=self.inspiration[1]),
            removed=list(self.removed),
            discarded=sorted(self.discard, key=in_order),
        )

    def card_places(self) -> dict[str, tuple[str, ...]]:
        """Every place a card of the phase can be, with its cards (top first for stacks):
        Chocolate cards on the Tavoletta, in reserves, discarded or removed; the phase's
        Requests visible, in the deck or collected; the Inspiration."""
        places: dict[str, tuple[str, ...]] = {}
        for i, stack in enumerate(self.stacks):
            places[f"stack:{i // COLS},{i % COLS}"] = tuple(reversed(stack))
        for player in self.players:
            places[f"reserve:{player}"] = tuple(c for c, n in self.reserves[player].items() for _ in range(n))
        places["discard"] = tuple(self.discard)
        places["removed"] = tuple(self.removed)
        places["requests"] = tuple(r for r in self.requests if r is not None)
        places["request_deck"] = tuple(c for c, n in self.deck.items() for _ in range(n))
        for player in self.players:
            places[f"desserts:{player}"] = tuple(self.desserts[player])
            places[f"decorations:{player}"] = tuple(self.decorations[player])
        places["inspiration"] = self.inspiration
        return places


OUTCOMES: dict[type[ChocolaMove], Callable[[State, Any, int, Accepted], None]] = {
    TakeChocolate: State._take, Prepare: State._prepare, SwapChocolate: State._swap, Pass: State._pass,
    DrawRequest: State._draw, MakeTray: State._make_tray, DealSecondPhase: State._deal, Decorate: State._decorate}
"""What each kind of move brings about (T2), by its class: :meth:`State.apply` asks it."""
