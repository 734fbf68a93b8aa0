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
from service.referee.moves import tag_of
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
from .legality import ALLOWED_BY, judge, refusal
from .market import place_refill, refills
from .moves import (MOVES, AnyMove, Bust, ChocoChallengeBuy, Draw, ExtraDecline, ExtraDraw, ExtraMove, ExtraPick,
                    ExtraTool, Refill, Stop, UseTool)
from .phases import Comparison, EndReason, Phase, Result
from .scoring import standings_of
from .setup import Setup, base_set, deck_after, dessert_piles, tool_piles
from .snapshot import Snapshot, snapshot
from .turns import ExtraLog, TurnLog

MORE, FEWER, EQUAL = Comparison.MORE, Comparison.FEWER, Comparison.EQUAL
DRAW_PHASE, BUST_PHASE, REFILL_PHASE, EXTRA_PHASE, OVER = (Phase.DRAW, Phase.BUST, Phase.REFILL, Phase.EXTRA,
                                                           Phase.OVER)  # enum members as constants
_FILLINGS = frozenset(FILLINGS)
TAGS = {cls: tag_of(cls) for cls in MOVES.classes}  # each move class's type, as the log names it


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

    def candidates(self) -> Iterator[AnyMove]:
        """Every move that may be legal now, complete, in the order of the legal moves (a
        `stop` with neither purchase nor dessert: :meth:`option` opens both)."""
        phase, player = self.phase, self.player
        if phase is DRAW_PHASE:
            for card in sorted(self.piles[player], key=ORDER.__getitem__):
                yield Draw(player=player, card=card)
            yield Stop(player=player)
        elif phase is BUST_PHASE:
            for tool in TOOLS:
                yield UseTool(player=player, tool=tool)
            yield Bust(player=player)
        elif phase is REFILL_PHASE:
            for card in sorted(self.deck, key=ORDER.__getitem__):
                yield Refill(player=player, card=card)
        elif phase is EXTRA_PHASE:
            entry = self.queue[0]
            asked = entry["player"]
            if entry["comparison"] is MORE:
                for card in sorted(self.deck, key=ORDER.__getitem__):
                    yield ExtraDraw(player=asked, card=card)
                for position, card in enumerate(self.market, 1):
                    yield ExtraPick(player=asked, position=position, card=card)
            else:
                for tool in TOOLS:
                    yield ExtraTool(player=asked, tool=tool)
            yield ExtraDecline(player=asked)

    def option(self, move: AnyMove) -> Option:
        """The legal-moves entry of an accepted candidate, naming the rule that allows it: a
        chance outcome with its exact probability (H4), or a `stop` with the values its open
        fields `buy` and `dessert` may take (each asked of refusal). The stop itself is the
        candidate, with neither: the first value of each (null, the field left out), and a
        legal stop on its own."""
        rule = ALLOWED_BY[type(move)]
        if type(move) is Draw:
            pile = self.piles[move.player]
            p, back, given = outcome_odds(pile, sum(pile.values()), move.card, by_back(pile))
            return Option(move, p, {"back": back, "probability_given_back": given,
                                    "matches": move.card in self.in_front[move.player]}, rule=rule)
        if type(move) is Refill or type(move) is ExtraDraw:
            p, back, given = outcome_odds(self.deck, self.deck_size, move.card, by_back(self.deck))
            info: dict[str, Any] = {"back": back, "probability_given_back": given}
            if type(move) is Refill:
                info["position_after"] = 1 if move.card in _FILLINGS else len(self.market) + 1
            return Option(move, p, info, rule=rule)
        if type(move) is Stop:
            player = move.player
            buys: list[ChocoChallengeBuy | None] = [None]
            for position, card in enumerate(self.market, 1):
                buy = ChocoChallengeBuy(position=position, card=card)
                if self.refusal(Stop(player=player, buy=buy)) is None:
                    buys.append(buy)
            desserts: list[int | None] = [None]
            desserts += [v for v in DESSERT_VALUES if self.refusal(Stop(player=player, dessert=v)) is None]
            # Any purchase goes with any dessert (P2 asks nothing of the dessert, P4-P6 nothing
            # of the purchase): one entry states every legal stop exactly.
            return Option(move, choose={"buy": OneOf(tuple(buys)), "dessert": OneOf(tuple(desserts))}, rule=rule)
        return Option(move, rule=rule)

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

    def apply(self, move: AnyMove, index: int, accepted: Accepted = ACCEPTED) -> None:
        """Apply a move :meth:`judge` accepted, as move `index` of the history (its checks find
        nothing for it here: `accepted` is empty). Dispatched on the move's exact class, the
        most frequent first (a class pattern or isinstance asks a Struct's metaclass, several
        times slower)."""
        self.moves_played += 1
        if type(move) is Draw:  # the only move a turn's log does not cite (its draws are the log's own)
            place_drawn(self, move.card)
            return
        self.turn_log.types.add(type(move))
        if type(move) is Stop:
            stop(self, move)
            if move.buy is not None and refills(self.deck_size):
                self.turn_log.refill_due = True
                self.phase = REFILL_PHASE
            else:
                self._purchases_done()
        elif type(move) is Refill:
            card = move.card
            self._from_deck(card)
            self.turn_log.refill = (card, place_refill(self.market, card))
            self._purchases_done()
        elif type(move) is UseTool:
            rescue(self, move.tool)
        elif type(move) is Bust:
            bust(self)
            self._end_turn()
        elif (type(move) is ExtraDecline or type(move) is ExtraDraw or type(move) is ExtraTool
              or type(move) is ExtraPick):
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

    def _extra(self, move: ExtraMove) -> None:
        """One opponent's extra-card decision (X3-X6)."""
        entry = self.queue.pop(0)
        player = move.player
        entry["move"] = TAGS[type(move)]
        if type(move) is ExtraDraw:  # X4: an ingredient to the discard pile, from the deck
            took = move.card
            self._from_deck(took)
            entry["took"] = took
            add(self.discard[player], took)
        elif type(move) is ExtraPick:  # X4: or from the market
            position = move.position
            took = take_from_market(self.market, position)
            entry["position"] = position
            entry["took"] = took
            add(self.discard[player], took)
        elif type(move) is ExtraTool:  # X5: a tool in front of them
            tool = move.tool
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
