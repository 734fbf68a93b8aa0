"""A game of ChokoMannaro being played: the state of the game protocol
(:mod:`service.referee.protocol`).

Legality has one source, :meth:`State.refusal` (the checks of H4, :mod:`legality`). After
each move the state goes on by itself through everything no move decides (R7): the
reveal, the activations in rank order, effects, skips, empty-hand visits, the end of a
step, the refill's reshuffles, the round start; it stops where a move is awaited, in
exactly one phase (H2), or at the end.

Where every card is (C6) is :func:`places.card_places`; what `validate` shows is
:func:`snapshot.snapshot`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from service.referee.multiset import add, of, take
from service.referee.protocol import Option
from service.referee.standings import Standings
from service.referee.violations import Refusal

from . import events as ev
from . import peeping_tom, quarantine, red_actions, reveal, rounds, services, werewolf
from .activation import begin, complete, next_pair
from .cards import (BEGGAR, BY_RANK, CHOKOWEREWOLF, HAIRDRYER, MIGRATION, MOODS, PARCEL_BOMB, PEEPING_TOM,
                    QUARANTINE, RANK, ROBBER, SERVICES)
from .chokos import pool, settle
from .draws import draw_probability, pick_probability, ready_deck, toss_probability
from .moods import put
from .moves import Move, MoveType
from .phases import Phase
from .places import card_places
from .scoring import standings
from .legality import refusal
from .setup import Setup
from .snapshot import Snapshot, snapshot


# The phases as module constants: a member of an enum class costs several times a global to
# read, and the state reads them on every move.
_QUARANTINE, _CHOICE, _TARGET, _PEEK, _PEEK_PICK, _TOSS, _SLAUGHTER, _REFILL, _OVER = Phase
_PLAY = MoveType.PLAY
_new = tuple.__new__  # a candidate Move made in one call


class State:
    """A game being played from a checked :class:`~setup.Setup`. Its log is `events`."""

    def __init__(self, setup: Setup) -> None:
        players = setup.players
        self.setup = setup
        self.players = players
        self.ages = setup.ages
        # Each player's opponents, clockwise from their left (V2, X1, W6).
        self.opponents = {p: players[i + 1:] + players[:i] for i, p in enumerate(players)}
        self.seat = {p: i for i, p in enumerate(players)}
        self.chokos: dict[str, int] = dict(setup.chokos)
        self.deck: dict[str, int] = setup.main_deck()
        self.discard: dict[str, int] = {}
        self.hands: dict[str, dict[str, int]] = {}
        for p in players:
            self.hands[p] = of(setup.hands[p])
        self.pairing: set[str] = set(setup.pairing)  # face up, no pair on them
        self.pending: dict[str, tuple[str, ...]] = {}  # kind -> activators: pairs awaiting activation
        self.activating: tuple[str, tuple[str, ...]] | None = None  # the pair being activated
        self.moods: dict[str, list[str]] = {p: [] for p in players}
        self.quarantine: dict[str, tuple[int, int]] = {}  # player -> (since round, upkeep from round)
        self.played: dict[str, str] = {}  # face down in this step, until the reveal
        self.due: tuple[str, ...] = ()
        self.activated: set[str] = set()  # who activated in this step (R5)
        self.round = 0
        self.step = 0
        self.deciding: list[str] = []  # quarantined players still to decide at this round start
        self.drawer: str | None = None
        self.peek: peeping_tom.Peek | None = None
        self.slaughter: werewolf.Slaughter | None = None
        self.tossers: tuple[str, ...] | None = None
        self.phase = _CHOICE
        self.finished = False
        self.winners: tuple[str, ...] = ()
        self.decided_by: str | None = None
        self.events: list[dict[str, Any]] = []
        self.index: int | None = None  # the move being applied
        self._start_round()

    def record(self, rule: str, event: str, **fields: Any) -> None:
        """Record what the referee derived from the move being applied."""
        self.events.append({"move_index": self.index, "rule": rule, "event": event, **fields})

    # -- where we are ------------------------------------------------------------------------

    # -- what the rules change (K3, E1-E3) ------------------------------------------------

    def lose(self, player: str, owed: int) -> int:
        """`player` loses `owed` Chokos (K3: at most what they hold); returns how many."""
        held = self.chokos[player]
        paid = settle(held, owed)
        self.chokos[player] = held - paid
        return paid

    def from_pool(self, player: str, owed: int) -> int:
        """`player` receives `owed` Chokos from the pool (K3: at most what it holds)."""
        got = settle(pool(self.chokos), owed)
        self.chokos[player] += got
        return got

    def finish(self, winners: list[str], rule: str) -> None:
        """The game ends with `winners`, by `rule` (E1, E3)."""
        self.finished = True
        self.winners = tuple(winners)
        self.decided_by = rule
        self.phase = _OVER
        self.record(rule, ev.GAME_OVER, players=list(winners))

    @property
    def log(self) -> list[dict[str, Any]]:
        """The game's log, under the name its API gives it: `events` (grows with `apply`)."""
        return self.events

    def is_over(self) -> bool:
        return self.finished

    def waiting_for(self) -> str:
        """The one player whose move the phase waits for (not at a choice or a toss)."""
        phase = self.phase
        if phase is _REFILL:
            return self.drawer  # type: ignore[return-value]
        if phase is _QUARANTINE:
            return self.deciding[0]
        if phase is _TARGET:
            return self.activating[1][0]  # type: ignore[index]
        if phase is _PEEK or phase is _PEEK_PICK:
            return self.peek.player  # type: ignore[union-attr]
        return self.slaughter.picker  # type: ignore[union-attr]

    def to_act(self) -> tuple[str, ...]:
        """At a choice the due players who have not played yet (seat order); at a toss the
        two activators; otherwise the one player whose move comes next; none after the end."""
        phase = self.phase
        if phase is _OVER:
            return ()
        if phase is _CHOICE:
            return tuple(p for p in self.due if p not in self.played)
        if phase is _TOSS:
            return self.tossers  # type: ignore[return-value]
        return (self.waiting_for(),)

    # -- legality: one code path ---------------------------------------------------------

    # The only source of legality: the checks of H4, in their order (:data:`legality.CHECKS`).
    refusal: Callable[[State, Move], Refusal | None] = refusal

    def candidates(self) -> Iterator[Move]:
        """Every move that may be legal now (refusal keeps the legal ones), in seat and rank
        order."""
        phase = self.phase
        if phase is _CHOICE:
            for player in self.to_act():
                for kind in sorted(self.hands[player], key=RANK.__getitem__):  # a hand holds at most 4 kinds
                    yield _new(Move, (_PLAY, player, kind, None, None, None))
        elif phase is _REFILL or phase is _PEEK:
            mtype = MoveType.DRAW if phase is _REFILL else MoveType.PEEK
            who = self.waiting_for()
            for kind in BY_RANK:
                if kind in self.deck:
                    yield Move(mtype, who, kind)
        elif phase is _SLAUGHTER:
            slaughter = self.slaughter
            hand = self.hands[slaughter.victim]  # type: ignore[union-attr,index]
            for kind in BY_RANK:
                if kind in hand:
                    yield Move(MoveType.SLAUGHTER_PICK, slaughter.picker, kind,  # type: ignore[union-attr]
                               victim=slaughter.victim)  # type: ignore[union-attr]
        elif phase is _TARGET:
            kind, activators = self.activating  # type: ignore[misc]
            for player in self.opponents[activators[0]]:
                yield Move(MoveType.TARGET, activators[0], kind, target=player)
        elif phase is _PEEK_PICK:
            seen = self.peek.seen  # type: ignore[union-attr]
            for kind in BY_RANK:
                if kind in seen:
                    yield Move(MoveType.PEEK_PICK, self.peek.player, kind)  # type: ignore[union-attr]
        elif phase is _TOSS:
            for player in self.tossers:  # type: ignore[union-attr]
                yield Move(MoveType.TOSS, player)
        elif phase is _QUARANTINE:
            yield Move(MoveType.QUARANTINE, self.deciding[0], keep=True)
            yield Move(MoveType.QUARANTINE, self.deciding[0], keep=False)

    def option(self, move: Move) -> Option:
        """The legal-moves entry of an accepted candidate: a chance outcome carries its exact
        probability (D3 for a draw or a look, D4 for a blind pick, D5 for a toss)."""
        mtype = move.type
        if mtype is MoveType.DRAW or mtype is MoveType.PEEK:
            return Option(move, draw_probability(self.deck, move.card))
        if mtype is MoveType.SLAUGHTER_PICK:
            return Option(move, pick_probability(self.hands[move.victim], move.card))
        if mtype is MoveType.TOSS:
            return Option(move, toss_probability(self.tossers))
        return Option(move)

    # -- playing -------------------------------------------------------------------------

    def apply(self, move: Move, index: int) -> None:
        """Apply a move :meth:`refusal` accepted, then go on until a move is awaited."""
        self.index = index
        _APPLY[move.type](self, move)

    def _on_quarantine(self, move: Move) -> None:
        if quarantine.decide(self, move):
            return
        self.deciding.pop(0)
        if not self.deciding:
            self._start_step(first=True)

    def _on_play(self, move: Move) -> None:
        """The card goes face down beside its player; the reveal follows when every due
        player has played."""
        _, player, card, _, _, _ = move
        take(self.hands[player], card)
        played = self.played
        played[player] = card
        if len(played) == len(self.due):
            reveal.resolve(self)
            self._activate_pending()

    def _on_target(self, move: Move) -> None:
        kind, activators = self.activating  # type: ignore[misc]
        if kind in MOODS:
            put(self, activators[0], move.target, kind)  # type: ignore[arg-type]
            complete(self)
        elif kind == HAIRDRYER:
            red_actions.hairdryer(self, move.target)  # type: ignore[arg-type]
        else:
            red_actions.robber(self, move.target)  # type: ignore[arg-type]
        if not self.finished:
            self._activate_pending()

    def _on_peek(self, move: Move) -> None:
        if not peeping_tom.peek(self, move):
            self.phase = _PEEK_PICK

    def _on_peek_pick(self, move: Move) -> None:
        peeping_tom.pick(self, move)
        complete(self)
        self._activate_pending()

    def _on_toss(self, move: Move) -> None:
        if not werewolf.toss(self, move):
            self._activate_pending()

    def _on_slaughter_pick(self, move: Move) -> None:
        if not werewolf.pick(self, move):
            self._activate_pending()

    def _on_draw(self, move: Move) -> None:
        """The card drawn leaves the main deck for the player's hand; the refill goes on."""
        _, player, card, _, _, _ = move
        take(self.deck, card)
        add(self.hands[player], card)
        self._refill()

    # -- the flow between moves ----------------------------------------------------------------

    def _start_round(self) -> None:
        self.deciding = rounds.round_start(self)
        self.due = ()
        if self.deciding:
            self.phase = _QUARANTINE
        else:
            self._start_step(first=True)

    def _start_step(self, first: bool) -> None:
        """A step of the round: its due players choose (R2, R3), or the refill follows."""
        due = rounds.due_players(self, first)
        self.activated = set()
        if not due:
            self.due = ()
            self._refill()
            return
        self.step += 1
        self.due = due
        self.played = {}
        self.phase = _CHOICE

    def _activate_pending(self) -> None:
        """Activate the pending pairs in rank order (A1) until one waits for a move, the game
        ends, or none is left (then the next step)."""
        while self.pending:
            kind = next_pair(self.pending)
            activators = begin(self, kind)
            if self._activate(kind, activators) or self.finished:
                return
        self._start_step(first=False)

    def _activate(self, kind: str, activators: tuple[str, ...]) -> bool:
        """One pair's activation; True when it waits for a move."""
        activator = activators[0]
        if kind in SERVICES:
            services.activate(self, kind, activator)
        elif kind in MOODS or kind == HAIRDRYER or kind == ROBBER:
            self.phase = _TARGET
            return True
        elif kind == CHOKOWEREWOLF:
            return werewolf.begin(self, activators)
        elif kind == PEEPING_TOM:
            if peeping_tom.look(self, activator):
                self.phase = _PEEK
                return True
            complete(self)
        elif kind == QUARANTINE:
            quarantine.enter(self, activator)
            complete(self)
        elif kind == BEGGAR:
            red_actions.beggar(self, activator)
        elif kind == MIGRATION:
            red_actions.migration(self, activator)
        elif kind == PARCEL_BOMB:
            red_actions.parcel_bomb(self)
        return False

    def _refill(self) -> None:
        """R6: the next player to draw (after D1), or the next round."""
        drawer = rounds.next_drawer(self)
        if drawer is None:
            self.drawer = None
            self._start_round()
            return
        self.drawer = drawer
        if not self.deck:
            ready_deck(self)
        self.phase = _REFILL

    # -- what the referee shows ----------------------------------------------------------------

    def standings(self, limits: Mapping[str, Any] | None = None) -> Standings:
        return standings(self)

    def snapshot(self) -> Snapshot:
        """The whole game as `validate` shows it (D6)."""
        return snapshot(self)

    def card_places(self) -> dict[str, dict[str, int]]:
        """Every place and the cards in it (C6)."""
        return card_places(self)


_APPLY = {
    MoveType.QUARANTINE: State._on_quarantine,
    MoveType.PLAY: State._on_play,
    MoveType.TARGET: State._on_target,
    MoveType.PEEK: State._on_peek,
    MoveType.PEEK_PICK: State._on_peek_pick,
    MoveType.TOSS: State._on_toss,
    MoveType.SLAUGHTER_PICK: State._on_slaughter_pick,
    MoveType.DRAW: State._on_draw,
}
