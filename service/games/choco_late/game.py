"""A game of Choco Late: turns (T1-T3), the end (E1, E2), the two-tray arrangement (C3),
and the replay of a history.

:class:`Game` is a small state machine in the spirit of OpenSpiel's game states:
``phase``, ``to_act``, ``legal_moves()``, ``check(move)``, ``play(move)``, ``is_over``.
Legality has one source, :meth:`Game.refusal` (which hands auction moves to
:meth:`auction.Auction.check`): ``play`` applies a move only if it finds nothing wrong, and
``legal_moves`` offers a type of move to a player exactly when the same code, asked about
that type without a concrete move, finds nothing wrong; the ranges it offers are the
bounds those checks use.

Every card is always in exactly one place (:meth:`GameState.card_places`): the centre, a
hand, the auction in progress (the lot and the vouchers offered), a collection, a pile,
out of the game, or the box.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from .auction import (
    REMOVED,
    RETURNED,
    WON,
    Auction,
    AuctionOutcome,
    AuctionState,
    explicit_decision,
)
from .moves import Move, MoveOption, MoveType, Refusal, cite, decides, refuses, stray_field
from .setup import Setup, check_players
from .violations import RuleViolation, Violation

CHOOSE_LOT = MoveType.CHOOSE_LOT
ARRANGE_TRAYS = MoveType.ARRANGE_TRAYS

CHOOSE_LOT_PHASE = "choose_lot"
ARRANGE_PHASE = "arrange_trays"
OVER = "over"


# --- The rules of a turn and of the end -----------------------------------------------------


@refuses("T1")
def choice_check(game: Game, player: str, mtype: MoveType, move: Move | None) -> tuple | None:
    """T1: the token holder chooses one lot from the centre (`choose_lot`); that is the
    first move of every turn, and the only one."""
    if game.auction is not None:
        return "lot_already_chosen", {"player": player, "lot": game.auction.lot}, "type"
    if mtype is not CHOOSE_LOT:
        return "choose_lot_first", {"type": mtype.value, "holder": game.holder}, "type"
    if player != game.holder:
        return "not_token_holder", {"player": player, "holder": game.holder}, "player"
    if move is None:
        return None
    stray = stray_field(move)
    if stray is not None:
        return stray
    lot = move.lot
    if lot is None:
        return "lot_missing", {}, "lot"
    if type(lot) is not int or lot not in game.centre:
        return "lot_not_in_centre", {"lot": lot, "centre": ", ".join(map(str, game.centre))}, "lot"
    return None


@decides("T2")
def collect(collections: dict[str, list[int]], winner: str, lot: int) -> None:
    """T2: the winner puts the lot in their collection."""
    collections[winner].append(lot)


@decides("T3")
def next_holder(players: tuple[str, ...], holder: str) -> str:
    """T3: the token passes to the next player clockwise (to the holder's left)."""
    return players[(players.index(holder) + 1) % len(players)]


@decides("E1")
def game_over(centre: Sequence[int]) -> bool:
    """E1: the game ends when the centre holds no lot at the end of a turn (a lot returned
    by W3 keeps it going). After the end no move is legal except `arrange_trays`."""
    return not centre


@refuses("C3")
def arrangement_check(game: Game, player: str, move: Move | None) -> tuple | None:
    """C3 (two_trays): at the end each player divides all of their lots into exactly two
    trays (`arrange_trays`, once; either tray may be empty)."""
    if not game.variants.two_trays:
        return "arrange_without_two_trays", {"player": player}, "type"
    if not game.finished:
        left = len(game.centre) + (game.auction is not None)
        return "arrange_before_end", {"player": player, "lots": left}, "type"
    if player in game.arrangements:
        return "arranged_twice", {"player": player}, "player"
    if move is None:
        return None
    stray = stray_field(move)
    if stray is not None:
        return stray
    trays = move.trays
    if trays is None:
        return "arrange_trays_missing", {"player": player}, "trays"
    if not isinstance(trays, (tuple, list)) or len(trays) != 2:
        count = len(trays) if isinstance(trays, (tuple, list)) else 0
        return "arrange_tray_count", {"player": player, "count": count}, "trays"
    lots = set(game.collections[player])
    placed: set[int] = set()
    for i, tray in enumerate(trays):
        if not isinstance(tray, (tuple, list)):
            return "arrange_tray_not_a_list", {"player": player}, f"trays/{i}"
        for j, lot in enumerate(tray):
            if type(lot) is not int or lot not in lots:
                return "arrange_foreign_lot", {"player": player, "lot": lot}, f"trays/{i}/{j}"
            if lot in placed:
                return "arrange_lot_twice", {"player": player, "lot": lot}, f"trays/{i}/{j}"
            placed.add(lot)
    left_out = sorted(lots - placed)
    if left_out:
        return "arrange_lots_left_out", {"player": player, "lots": ", ".join(map(str, left_out))}, "trays"
    return None


# --- Snapshots --------------------------------------------------------------------------


@dataclass(frozen=True)
class GameState:
    """The game after some moves. Mappings are fresh dicts keyed in seating order; hands
    and the box are sorted, collections in the order won, piles top first."""

    phase: str  # "choose_lot" | "bidding" | "reveal" | "replace" | "arrange_trays" | "over"
    finished: bool
    token_holder: str
    centre: tuple[int, ...]
    hands: dict[str, tuple[int, ...]]
    collections: dict[str, tuple[int, ...]]
    piles: dict[str, tuple[int, ...]]
    out_of_game: tuple[int, ...]
    box: tuple[int, ...]
    arrangements: dict[str, tuple[tuple[int, ...], tuple[int, ...]]]
    auction: AuctionState | None

    def card_places(self) -> dict[str, tuple[int, ...]]:
        """Every place a card can be, with its cards: "centre", "hand:<player>",
        "auction" (the lot on the block and the vouchers offered), "collection:<player>",
        "pile:<player>", "out_of_game", "box". Each card of the range used is in exactly
        one of them."""
        places: dict[str, tuple[int, ...]] = {"centre": self.centre}
        for player, cards in self.hands.items():
            places[f"hand:{player}"] = cards
        if self.auction is not None:
            places["auction"] = (self.auction.lot,) + tuple(v for _, vs in self.auction.on_table for v in vs)
        for player, cards in self.collections.items():
            places[f"collection:{player}"] = cards
        for player, cards in self.piles.items():
            places[f"pile:{player}"] = cards
        places["out_of_game"] = self.out_of_game
        places["box"] = self.box
        return places


@dataclass(frozen=True)
class LegalMoves:
    """What may happen next: the phase, who may act, and every kind of legal move (with
    ranges for amounts). `moves` is empty when the game is over."""

    phase: str
    to_act: tuple[str, ...]
    moves: tuple[MoveOption, ...]
    finished: bool = False


# --- The game ---------------------------------------------------------------------------


class Game:
    """A game being played from a :class:`Setup`, one checked move at a time."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.players = setup.players
        self.variants = setup.variants
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

    def copy(self) -> Game:
        """An independent copy (for trying moves)."""
        twin = Game.__new__(Game)
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

    @property
    def phase(self) -> str:
        if self.finished:
            if self.variants.two_trays and len(self.arrangements) < len(self.players):
                return ARRANGE_PHASE
            return OVER
        if self.auction is None:
            return CHOOSE_LOT_PHASE
        return self.auction.stage

    @property
    def is_over(self) -> bool:
        """Nothing more can happen: the centre is empty (E1) and, with two_trays, every
        player has arranged their trays (C3)."""
        return self.phase == OVER

    @property
    def to_act(self) -> tuple[str, ...]:
        return self.legal_moves().to_act

    # -- legality: one code path ---------------------------------------------------------

    def refusal(self, move: Move) -> Refusal | None:
        """Why `move` is illegal now, or None. :meth:`play` and :meth:`legal_moves` both
        rely on this code."""
        player = move.player
        if type(player) is not str or player not in self._clockwise:
            return Refusal(check_players.rule, "unknown_player", {"player": str(player)}, "player")
        mtype = move.type
        if type(mtype) is not MoveType:
            return Refusal(explicit_decision.rule, "unknown_move_type", {"type": str(mtype)}, "type")
        auction = self.auction
        if auction is not None and mtype is not CHOOSE_LOT and mtype is not ARRANGE_TRAYS:
            return auction.check(player, mtype, move)  # the common case, first
        return self._check(player, mtype, move)

    def _check(self, player: str, mtype: MoveType, move: Move | None) -> Refusal | None:
        auction = self.auction
        if auction is not None and mtype is not CHOOSE_LOT and mtype is not ARRANGE_TRAYS:
            return auction.check(player, mtype, move)
        if mtype is ARRANGE_TRAYS:
            return cite(arrangement_check, arrangement_check(self, player, move))
        if self.finished:
            return Refusal(game_over.rule, "game_over", {"type": mtype.value, "player": player}, "type")
        return cite(choice_check, choice_check(self, player, mtype, move))

    def check(self, move: Move, index: int | None = None) -> None:
        """Raise :class:`RuleViolation` if `move` is illegal now (as move `index`)."""
        refusal = self.refusal(move)
        if refusal is not None:
            raise RuleViolation(self._violation(refusal, index))

    def _violation(self, refusal: Refusal, index: int | None) -> Violation:
        if index is None:
            index = self.moves_played
        pointer = f"/moves/{index}/{refusal.field}" if refusal.field else f"/moves/{index}"
        return Violation(refusal.rule, refusal.code, refusal.params, index, pointer)

    def legal_moves(self) -> LegalMoves:
        """Every kind of move that :meth:`refusal` would accept now, as ranges."""
        phase = self.phase
        options: list[MoveOption] = []
        for player in self._clockwise[self.holder]:
            for mtype in MoveType:
                if self._check(player, mtype, None) is None:
                    options.append(self._option(player, mtype))
        to_act = tuple(dict.fromkeys(o.player for o in options))
        return LegalMoves(phase, to_act, tuple(options), self.finished)

    def _option(self, player: str, mtype: MoveType) -> MoveOption:
        if mtype is CHOOSE_LOT:
            return MoveOption(mtype, player, choice_check.rule, lots=tuple(self.centre))
        if mtype is ARRANGE_TRAYS:
            return MoveOption(mtype, player, arrangement_check.rule, lots=tuple(self.collections[player]))
        assert self.auction is not None
        return self.auction.option(player, mtype)

    # -- playing -------------------------------------------------------------------------

    def play(self, move: Move, index: int | None = None) -> AuctionOutcome | None:
        """Check and apply `move` (move `index` of the history, by default the next one).
        Returns the auction outcome when the move resolves one. Raises RuleViolation."""
        refusal = self.refusal(move)
        if refusal is not None:
            raise RuleViolation(self._violation(refusal, index))
        return self._apply(move, self.moves_played if index is None else index)

    def _apply(self, move: Move, index: int) -> AuctionOutcome | None:
        self.moves_played += 1
        mtype = move.type
        if mtype is CHOOSE_LOT:
            lot = move.lot
            self._lot_home = self.centre.index(lot)  # type: ignore[arg-type]
            del self.centre[self._lot_home]
            self.auction = Auction(
                lot,  # type: ignore[arg-type]
                self._clockwise[self.holder],
                self.hands,
                self.out_of_game,
                self.variants.free_bidding,
                self.variants.best_wins,
                index,
                self._after,
            )
            return None
        if mtype is ARRANGE_TRAYS:
            first, second = move.trays  # type: ignore[misc]
            self.arrangements[move.player] = (tuple(first), tuple(second))
            return None
        outcome = self.auction.apply(move, index)  # type: ignore[union-attr]
        if outcome is not None:
            self._end_turn(outcome)
        return outcome

    def _end_turn(self, outcome: AuctionOutcome) -> None:
        lot = outcome.lot
        if outcome.result is WON:
            collect(self.collections, outcome.winner, lot)  # type: ignore[arg-type]
            if outcome.pile:
                self.piles[outcome.winner][0:0] = outcome.pile  # type: ignore[index]
        elif outcome.result is RETURNED:
            self.centre.insert(self._lot_home, lot)
        else:
            assert outcome.result is REMOVED
            self.out_of_game.append(lot)
        self.auctions.append(outcome)
        self.auction = None
        self.holder = next_holder(self.players, self.holder)
        self.finished = game_over(self.centre)

    # -- a snapshot ----------------------------------------------------------------------

    def state(self) -> GameState:
        players = self.players
        return GameState(
            phase=self.phase,
            finished=self.finished,
            token_holder=self.holder,
            centre=tuple(self.centre),
            hands={p: tuple(sorted(self.hands[p])) for p in players},
            collections={p: tuple(self.collections[p]) for p in players},
            piles={p: tuple(self.piles[p]) for p in players},
            out_of_game=tuple(self.out_of_game),
            box=self.box,
            arrangements={p: self.arrangements[p] for p in players if p in self.arrangements},
            auction=None if self.auction is None else self.auction.snapshot(),
        )


# --- Replaying a history -----------------------------------------------------------------


@dataclass(frozen=True)
class Replay:
    """The verdict on a history: `legal`, the first `violation` (the replay stops there),
    the auctions resolved so far, and (computed on first use) the `state` after the last
    legal move and the `legal_moves` from there (None when the history is illegal)."""

    setup: Setup
    legal: bool
    violation: Violation | None
    moves_checked: int
    auctions: tuple[AuctionOutcome, ...]
    game: Game = field(repr=False, compare=False)

    @cached_property
    def state(self) -> GameState:
        return self.game.state()

    @cached_property
    def legal_moves(self) -> LegalMoves | None:
        return self.game.legal_moves() if self.legal else None

    @property
    def finished(self) -> bool:
        return self.game.finished


def replay(setup: Setup, moves: Iterable[Move]) -> Replay:
    """Replay `moves` from `setup`, stopping at the first illegal one."""
    game = Game(setup)
    violation = None
    refusal_of, apply, end_turn, clockwise = game.refusal, game._apply, game._end_turn, game._clockwise
    for index, move in enumerate(moves):
        # Game.refusal and Game._apply inlined for the common case (an auction move by a
        # known player, under way): the same checks, the same effects.
        auction = game.auction
        mtype, player = move.type, move.player
        if (
            auction is not None and type(mtype) is MoveType and mtype is not CHOOSE_LOT
            and mtype is not ARRANGE_TRAYS and type(player) is str and player in clockwise
        ):
            refusal = auction.check(player, mtype, move)
            if refusal is None:
                game.moves_played += 1
                outcome = auction.apply(move, index)
                if outcome is not None:
                    end_turn(outcome)
                continue
        else:
            refusal = refusal_of(move)
            if refusal is None:
                apply(move, index)
                continue
        violation = game._violation(refusal, index)
        break
    return Replay(setup, violation is None, violation, game.moves_played, tuple(game.auctions), game)


def final_collections(result: Replay) -> list:
    """Each player's lots, trays (when arranged) and pile, for the scoring module."""
    from .scoring import PlayerCollection  # owned by the scoring engine

    game = result.game
    return [
        PlayerCollection(
            player=p,
            lots=tuple(game.collections[p]),
            trays=game.arrangements.get(p),
            pile=tuple(game.piles[p]),
        )
        for p in game.players
    ]
