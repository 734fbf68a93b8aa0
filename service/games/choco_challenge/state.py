"""A game of Choco Challenge being played: the state of the game protocol
(:mod:`service.referee.protocol`).

Legality has one source, :func:`legality.refusal` (H2): the replay applies a move only if it
finds nothing wrong, and the legal moves are the candidates it accepts (the ranges of a
`stop` too: each purchase and each dessert is asked of it). Piles are multisets (counts by
type): a shuffle fixes no order, a draw names what it revealed (H3).

Every card is always in exactly one place (:meth:`snapshot.Snapshot.card_places`): a draw
pile, in front, pending, a discard pile, tools or desserts held, the deck, the market, the
dessert and tool piles, or the box.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from service.referee.legality import ACCEPTED, Accepted
from service.referee.multiset import add, add_each, pour, take
from service.referee.protocol import OneOf, Option
from service.referee.standings import Standings

from .busting import bust, rescue, take_tool
from .buying import stop, take_from_market
from .cards import DESSERT_VALUES, FILLINGS, ORDER, TOOLS
from .chance import by_back, outcome_odds
from .drawing import place_drawn, reshuffle
from .ending import end_reasons, turn_complete
from .extras import compare, extras_due
from .legality import judge, refusal
from .market import place_refill, refills
from .moves import Buy, Move, MoveType
from .phases import Comparison, EndReason, Phase, Result
from .scoring import standings_of
from .setup import Setup, base_set, deck_after, dessert_piles, tool_piles
from .snapshot import Snapshot, snapshot
from .turns import ExtraLog, TurnLog

DRAW, USE_TOOL, BUST, STOP, REFILL, EXTRA_DRAW, EXTRA_PICK, EXTRA_TOOL, EXTRA_DECLINE = tuple(MoveType)
MORE, FEWER, EQUAL = Comparison.MORE, Comparison.FEWER, Comparison.EQUAL
DRAW_PHASE, BUST_PHASE, REFILL_PHASE, EXTRA_PHASE, OVER = tuple(Phase)  # enum members as constants
_FILLINGS = frozenset(FILLINGS)


class State:
    """A game being played from a :class:`~setup.Setup`, one checked move at a time. Its log
    is `turns`, a :class:`~turns.TurnLog` per turn begun."""

    judge = judge  # legality.judge: the one source of legality
    refusal = refusal  # legality.refusal: its refusal alone

    def __init__(self, setup: Setup) -> None:
        players = setup.players
        count = len(players)
        self.setup = setup
        self.players = players
        self.count = count
        self.first_player = setup.first_player
        start = players.index(setup.first_player)
        self.order = players[start:] + players[:start]  # turn t is played by order[t % count] (T1)
        self.opponents = {p: players[i + 1:] + players[:i]
                          for i, p in enumerate(players)}  # clockwise from each player's left (X3)
        self.piles = {p: base_set() for p in players}
        self.in_front: dict[str, list[str]] = {p: [] for p in players}
        self.discard: dict[str, dict[str, int]] = {p: {} for p in players}
        self.tools = {p: {"whisk"} for p in players}
        self.desserts: dict[str, list[int]] = {p: [] for p in players}
        self.market = list(setup.market)
        self.deck = deck_after(setup.market)
        self.deck_size = sum(self.deck.values())
        self.dessert_piles = dict(dessert_piles(count))
        self.tool_piles = dict(tool_piles(count))
        self.turn = 0
        self.player = self.order[0]
        self.phase = DRAW_PHASE
        self.pending: str | None = None
        self.queue: list[ExtraLog] = []  # the opponents still to decide on extra cards, first the one asked
        self.end_reason: tuple[EndReason, ...] | None = None
        self.turn_log = TurnLog(0, 1, self.player, False, 0)
        self.turns = [self.turn_log]
        self.moves_played = 0

    # -- where we are --------------------------------------------------------------------

    @property
    def round(self) -> int:
        """T1: turn t belongs to round t div P + 1."""
        return self.turn // self.count + 1

    @property
    def finished(self) -> bool:
        return self.phase is OVER

    @property
    def log(self) -> list[TurnLog]:
        """The game's log, under the name its API gives it: `turns` (grows with `apply`)."""
        return self.turns

    def is_over(self) -> bool:
        return self.phase is OVER

    def to_act(self) -> tuple[str, ...]:
        phase = self.phase
        if phase is OVER:
            return ()
        if phase is EXTRA_PHASE:
            return (self.queue[0]["player"],)
        return (self.player,)

    # -- the legal moves: the candidates refusal accepts -------------------------------------

    def candidates(self) -> Iterator[Move]:
        phase, player = self.phase, self.player
        if phase is DRAW_PHASE:
            for card in sorted(self.piles[player], key=ORDER.__getitem__):
                yield Move(DRAW, player, card)
            yield Move(STOP, player)
        elif phase is BUST_PHASE:
            for tool in TOOLS:
                yield Move(USE_TOOL, player, tool=tool)
            yield Move(BUST, player)
        elif phase is REFILL_PHASE:
            for card in sorted(self.deck, key=ORDER.__getitem__):
                yield Move(REFILL, player, card)
        elif phase is EXTRA_PHASE:
            entry = self.queue[0]
            asked = entry["player"]
            if entry["comparison"] is MORE:
                for card in sorted(self.deck, key=ORDER.__getitem__):
                    yield Move(EXTRA_DRAW, asked, card)
                for position, card in enumerate(self.market, 1):
                    yield Move(EXTRA_PICK, asked, card, position=position)
            else:
                for tool in TOOLS:
                    yield Move(EXTRA_TOOL, asked, tool=tool)
            yield Move(EXTRA_DECLINE, asked)

    def option(self, move: Move) -> Option:
        """The legal-moves entry of an accepted candidate: a chance outcome with its exact
        probability (H4), or a `stop` with the values its open fields `buy` and `dessert`
        may take (each asked of refusal)."""
        kind = move.type
        if kind is DRAW:
            pile = self.piles[move.player]
            p, back, given = outcome_odds(pile, sum(pile.values()), move.card, by_back(pile))  # type: ignore[arg-type]  # the move's shape (schemas) requires this field
            return Option(move, p, {"back": back, "probability_given_back": given,
                                    "matches": move.card in self.in_front[move.player]})
        if kind is REFILL or kind is EXTRA_DRAW:
            p, back, given = outcome_odds(self.deck, self.deck_size, move.card, by_back(self.deck))  # type: ignore[arg-type]  # the move's shape (schemas) requires this field
            info = {"back": back, "probability_given_back": given}
            if kind is REFILL:
                info["position_after"] = 1 if move.card in _FILLINGS else len(self.market) + 1
            return Option(move, p, info)
        if kind is STOP:
            buys: list[Buy | None] = [None]
            for position, card in enumerate(self.market, 1):
                buy = Buy(position, card)
                if self.refusal(move._replace(buy=buy)) is None:
                    buys.append(buy)
            desserts: list[int | None] = [None]
            desserts += [v for v in DESSERT_VALUES if self.refusal(move._replace(dessert=v)) is None]
            # Any purchase goes with any dessert (P2 asks nothing of the dessert, P4-P6 nothing
            # of the purchase): one entry states every legal stop exactly.
            return Option(move, choose={"buy": OneOf(tuple(buys)), "dessert": OneOf(tuple(desserts))})
        return Option(move)

    # -- what the rules change --------------------------------------------------------------
    # The rule modules decide (each rule in its function); they change the state only through
    # these methods, which say what moves where, never why.

    def gather(self, player: str) -> None:
        """The cards in front of `player` and their discard pile join their draw pile."""
        pile = self.piles[player]
        add_each(pile, self.in_front[player])
        pour(pile, self.discard[player])
        self.in_front[player] = []
        self.discard[player] = {}

    def reveal(self, card: str, matching: bool) -> None:
        """The top card of the turn's player's pile, `card`, is revealed (one of the turn's
        draws): pending when `matching` (the player is to use a tool or bust), else placed in
        front of them."""
        player = self.player
        take(self.piles[player], card)
        self.turn_log.draws.append(card)
        if matching:
            self.pending = card
            self.phase = BUST_PHASE
        else:
            self.in_front[player].append(card)

    def await_draw(self) -> None:
        """The turn's player is to draw or stop."""
        self.phase = DRAW_PHASE

    def discard_pending(self) -> None:
        """The pending card goes to its player's discard pile."""
        card = self.pending
        assert card is not None  # a bust's card is pending until the bust is settled
        add(self.discard[self.player], card)
        self.pending = None

    def return_tool(self, tool: str) -> None:
        """The turn's player gives `tool` back to its pile in the middle."""
        self.tools[self.player].discard(tool)
        self.tool_piles[tool] += 1
        self.turn_log.tools_used.append(tool)

    def end_drawing(self, result: Result, drawn: int) -> None:
        """The turn's drawing is over, with `result` and `drawn` cards (n)."""
        log = self.turn_log
        log.result = result
        log.drawn = drawn

    def buy(self, position: int, card: str) -> None:
        """The turn's player bought `card` from market `position`: it goes to their discard pile."""
        add(self.discard[self.player], card)
        self.turn_log.bought = (position, card)

    def take_dessert(self, player: str, value: int) -> None:
        """`player` takes a dessert of `value` from its pile."""
        self.dessert_piles[value] -= 1
        self.desserts[player].append(value)
        self.turn_log.dessert = value

    # -- playing -------------------------------------------------------------------------

    def apply(self, move: Move, index: int, accepted: Accepted = ACCEPTED) -> None:
        """Apply a move :meth:`refusal` accepted, as move `index` of the history."""
        self.moves_played += 1
        kind = move.type
        if kind is DRAW:  # the only move a turn's log does not cite (its draws are the log's own)
            place_drawn(self, move.card)  # type: ignore[arg-type]  # the move's shape (schemas) requires this field
            return
        self.turn_log.types.add(kind)
        if kind is STOP:
            stop(self, move)
            if move.buy is not None and refills(self.deck_size):
                self.turn_log.refill_due = True
                self.phase = REFILL_PHASE
            else:
                self._purchases_done()
        elif kind is REFILL:
            card = move.card
            assert card is not None  # the move's shape (schemas) requires this field
            self._from_deck(card)
            self.turn_log.refill = (card, place_refill(self.market, card))
            self._purchases_done()
        elif kind is USE_TOOL:
            rescue(self, move.tool)  # type: ignore[arg-type]  # the move's shape (schemas) requires this field
        elif kind is BUST:
            bust(self)
            self._end_turn()
        else:
            self._extra(move)

    def _from_deck(self, card: str) -> None:
        take(self.deck, card)
        self.deck_size -= 1

    def _purchases_done(self) -> None:
        """After a stop (and its refill): the extra cards (X1, X2), else the end of the turn."""
        player = self.player
        if extras_due(self.turn, self.count, True):
            in_front, queue = self.in_front, self.queue
            n = len(in_front[player])
            log = self.turn_log
            extras = log.extras
            for opponent in self.opponents[player]:
                comparison = compare(len(in_front[opponent]), n)
                entry: ExtraLog = {"player": opponent, "comparison": comparison, "move": None, "took": None,
                                   "position": None}
                extras.append(entry)
                if comparison is not EQUAL:
                    queue.append(entry)
            if queue:
                log.asked = True
                self.phase = EXTRA_PHASE
                return
        self._end_turn()

    def _extra(self, move: Move) -> None:
        """One opponent's extra-card decision (X3-X6)."""
        entry = self.queue.pop(0)
        player = move.player
        kind = move.type
        entry["move"] = kind
        if kind is EXTRA_DRAW or kind is EXTRA_PICK:  # X4: an ingredient to the discard pile
            if kind is EXTRA_DRAW:
                took = move.card
                assert took is not None  # the move's shape (schemas) requires this field
                self._from_deck(took)
            else:
                position = move.position
                assert position is not None  # the move's shape (schemas) requires this field
                took = take_from_market(self.market, position)
                entry["position"] = position
            entry["took"] = took
            add(self.discard[player], took)
        elif kind is EXTRA_TOOL:  # X5: a tool in front of them
            tool = move.tool
            assert tool is not None  # the move's shape (schemas) requires this field
            self.tool_piles[tool] -= 1
            take_tool(self.tools[player], tool)
            entry["took"] = tool
        if turn_complete(self):
            self._end_turn()

    def _end_turn(self) -> None:
        """E1 at the end of a complete turn; else the next turn begins at once (T1), with its
        player's reshuffle (T2) unless it is their very first."""
        reasons = end_reasons(self.deck_size, self.dessert_piles)
        if reasons:
            self.turn_log.ends_game = True
            self.end_reason = reasons
            self.phase = OVER
            return
        self.turn += 1
        player = self.player = self.order[self.turn % self.count]
        reshuffled = self.turn >= self.count
        if reshuffled:
            reshuffle(self, player)
        self.turn_log = TurnLog(self.turn, self.round, player, reshuffled, self.moves_played)
        self.turns.append(self.turn_log)
        self.phase = DRAW_PHASE

    # -- scores and snapshots ------------------------------------------------------------

    def standings(self, limits: Mapping[str, Any] | None = None) -> Standings:
        """W1-W4 as the game stands; provisional until the end (W6)."""
        return standings_of(self)

    def snapshot(self) -> Snapshot:
        return snapshot(self)
