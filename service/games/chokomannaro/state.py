"""A game of ChokoMannaro being played: the state of the game protocol
(:mod:`service.referee.protocol`).

Legality has one source, :meth:`State.refusal` (the checks of H4, :mod:`legality`). After
each move the state goes on by itself through everything no move decides (R7): the
reveal, the activations in rank order, effects, skips, empty-hand visits, the end of a
step, the refill's reshuffles, the round start; it stops where a move is awaited, in
exactly one phase (H2), or at the end.

Where every card is (C6) is :func:`places.card_places`; what `validate` shows is
:func:`snapshot.snapshot`. The rule modules read the state freely and change it only through
its methods (`lose`, `transfer`, `to_discard`, `record`...), as the move's handlers here do.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from service.referee.legality import ACCEPTED, Accepted
from service.referee.multiset import add, of, pour, size, take
from service.referee.protocol import Option
from service.referee.standings import Standings

from . import events as ev
from . import peeping_tom, quarantine, red_actions, reveal, rounds, services, werewolf
from .activation import begin, complete, next_pair
from .cards import (BEGGAR, BY_RANK, CHOKOWEREWOLF, HAIRDRYER, MIGRATION, MOODS, PARCEL_BOMB, PEEPING_TOM,
                    QUARANTINE, RANK_OF, ROBBER, SERVICES)
from .chokos import pool, settle
from .draws import draw_probability, pick_probability, ready_deck, toss_probability
from .moods import put
from .moves import AnyMove, Draw, Peek, PeekPick, Play, Quarantine, SlaughterPick, Target, Toss
from .phases import Phase
from .places import card_places
from .rounds import next_drawer
from .scoring import standings
from .legality import allowed_by, judge, refusal
from .setup import Setup
from .snapshot import Snapshot, snapshot


# The phases as module constants: a member of an enum class costs several times a global to
# read, and the state reads them on every move.
_QUARANTINE, _CHOICE, _TARGET, _PEEK = Phase.QUARANTINE, Phase.CHOICE, Phase.TARGET, Phase.PEEK
_PEEK_PICK, _TOSS, _SLAUGHTER, _REFILL, _OVER = Phase.PEEK_PICK, Phase.TOSS, Phase.SLAUGHTER, Phase.REFILL, Phase.OVER


class State:
    """A game being played from a checked :class:`~setup.Setup`. Its log (:attr:`log`) is
    `events`, written by :meth:`record`."""

    # Slots, not a __dict__: the state's thirty attributes are read and written at every move,
    # and a slot costs less to reach than a member of an instance dict that large.
    __slots__ = ("setup", "players", "ages", "opponents", "seat", "chokos", "deck", "discard", "hands", "held",
                 "pairing", "pending", "activating", "moods", "quarantine", "played", "due", "activated", "round",
                 "step", "deciding", "drawer", "peek", "slaughter", "tossers", "phase", "finished", "winners",
                 "decided_by", "events", "index")

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
        # How many cards each hand holds (its size, kept as a card enters or leaves it: R6 asks
        # it at every draw).
        self.held: dict[str, int] = {p: len(setup.hands[p]) for p in players}
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
        self.peek: peeping_tom.Peeking | None = None
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

    # The events of every step and service, recorded as :meth:`record` would, in one literal
    # (a call with keywords costs a dictionary more, and a long game records thousands).

    def record_card(self, rule: str, event: str, card: str, player: str) -> None:
        """Record `event` about `card` and one `player`."""
        self.events.append({"move_index": self.index, "rule": rule, "event": event, "card": card, "player": player})

    def record_transfer(self, rule: str, giver: str, receiver: str, chokos: int, owed: int) -> None:
        """Record `giver` giving `receiver` `chokos` of the `owed` (written only when fewer
        moved, K3)."""
        entry = {"move_index": self.index, "rule": rule, "event": ev.TRANSFER, "player": giver, "to": receiver,
                 "chokos": chokos}
        if chokos != owed:
            entry["owed"] = owed
        self.events.append(entry)

    def record_chokos(self, rule: str, event: str, player: str, chokos: int, owed: int,
                      card: str | None = None) -> None:
        """Record `event`: `chokos` of the `owed` moved to or from `player` (`owed` written
        only when fewer moved, K3), and the `card` that decided it, if any."""
        entry = {"move_index": self.index, "rule": rule, "event": event, "player": player, "chokos": chokos}
        if chokos != owed:
            entry["owed"] = owed
        if card is not None:
            entry["card"] = card
        self.events.append(entry)

    # -- what the rules change --------------------------------------------------------------
    # The rule modules decide (each rule in its function); they change the state only through
    # these methods, which say what moved and where, never why.

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

    def transfer(self, giver: str, receiver: str, owed: int) -> int:
        """`giver` gives `receiver` `owed` Chokos (K3: at most what they hold); returns how
        many."""
        paid = self.lose(giver, owed)
        self.chokos[receiver] += paid
        return paid

    def to_discard(self, kind: str, copies: int = 1) -> None:
        """`copies` cards of `kind` go to the discard pile."""
        discard = self.discard
        discard[kind] = discard.get(kind, 0) + copies  # add(self.discard, kind, copies), inline

    def discard_from_hand(self, player: str, kind: str) -> None:
        """A card of `kind` leaves `player`'s hand for the discard pile."""
        take(self.hands[player], kind)
        self.held[player] -= 1
        add(self.discard, kind)

    def take_from_deck(self, kind: str) -> None:
        """A card of `kind` leaves the main deck (D2 checked it was there)."""
        take(self.deck, kind)

    def back_to_deck(self, kind: str, copies: int) -> None:
        """`copies` cards of `kind` go back into the main deck, shuffled."""
        add(self.deck, kind, copies)

    def reshuffle(self) -> int:
        """The whole discard pile becomes the main deck; returns how many cards it held."""
        count = size(self.discard)
        pour(self.deck, self.discard)
        self.discard = {}
        return count

    def pair_up(self, kind: str, player: str) -> None:
        """A card played alone goes under the pairing card of its kind: a pair pending
        activation, `player` its activator."""
        self.pairing.remove(kind)
        self.pending[kind] = (player,)

    def pend(self, kind: str, activators: tuple[str, ...]) -> None:
        """A pair of `kind` is pending activation by `activators` (W1: two of them)."""
        self.pending[kind] = activators

    def lay_pairing(self, kind: str) -> None:
        """A card stays on the table as a new pairing card."""
        self.pairing.add(kind)

    def destroy_pairing(self, kind: str) -> None:
        """The pairing card of `kind` leaves the table for the discard pile."""
        self.pairing.discard(kind)
        add(self.discard, kind)

    def destroy_pending(self, kind: str) -> tuple[str, ...]:
        """The pending pair of `kind` leaves the table for the discard pile, never activated;
        returns its activators."""
        activators = self.pending.pop(kind)
        add(self.discard, kind, 2)
        return activators

    def begin_activation(self, kind: str) -> tuple[str, ...]:
        """The pending pair of `kind` is being activated (still on the table); returns its
        activators."""
        activators = self.pending.pop(kind)
        self.activating = (kind, activators)
        return activators

    def end_activation(self) -> tuple[str, tuple[str, ...]]:
        """No pair is being activated any more; returns the one that was (kind, activators)."""
        activating = self.activating
        self.activating = None
        return activating  # type: ignore[return-value]  # set while the phase that reads it lasts

    def mark_activated(self, activators: Iterable[str]) -> None:
        """`activators` activated a card in this step."""
        self.activated.update(activators)

    def add_mood(self, target: str, mood: str) -> None:
        """A mood instance of `mood` goes in front of `target`."""
        self.moods[target].append(mood)

    def drop_mood(self, player: str, mood: str) -> None:
        """One instance of `mood` in front of `player` is discarded (both its cards)."""
        self.moods[player].remove(mood)
        add(self.discard, mood, 2)

    def drop_moods(self, player: str) -> list[str]:
        """Every mood instance in front of `player` is discarded; returns them, in order."""
        dropped = self.moods[player]
        self.moods[player] = []
        for mood in dropped:
            add(self.discard, mood, 2)
        return dropped

    def enter_quarantine(self, player: str, upkeep_from: int) -> None:
        """`player` is quarantined from this round; its upkeep is due from round
        `upkeep_from`."""
        self.quarantine[player] = (self.round, upkeep_from)

    def leave_quarantine(self, player: str) -> None:
        """`player`'s quarantine ends; its pair is discarded."""
        del self.quarantine[player]
        add(self.discard, QUARANTINE, 2)

    def start_peek(self, player: str, count: int) -> None:
        """`player` is to look at the next `count` cards of the main deck."""
        self.peek = peeping_tom.Peeking(player, count)

    def end_peek(self) -> peeping_tom.Peeking:
        """The look is over; returns what it saw."""
        peek = self.peek
        self.peek = None
        return peek  # type: ignore[return-value]  # set while the phase that reads it lasts

    def await_toss(self, tossers: tuple[str, ...]) -> None:
        """A toss among `tossers` is awaited (D5)."""
        self.tossers = tossers
        self.phase = _TOSS

    def end_toss(self) -> None:
        self.tossers = None

    def start_slaughter(self, picker: str) -> werewolf.Slaughter:
        """A slaughter begins with `picker`; returns it."""
        slaughter = self.slaughter = werewolf.Slaughter(picker)
        return slaughter

    def await_pick(self) -> None:
        """The slaughter's picker is to take a card from the victim's hand (W2)."""
        self.phase = _SLAUGHTER

    def end_slaughter(self) -> None:
        self.slaughter = None

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
            return self.drawer  # type: ignore[return-value]  # set while the phase that reads it lasts
        if phase is _QUARANTINE:
            return self.deciding[0]
        if phase is _TARGET:
            return self.activating[1][0]  # type: ignore[index]  # set while the phase that reads it lasts
        if phase is _PEEK or phase is _PEEK_PICK:
            return self.peek.player  # type: ignore[union-attr]  # set while the phase that reads it lasts
        return self.slaughter.picker  # type: ignore[union-attr]  # set while the phase that reads it lasts

    def to_act(self) -> tuple[str, ...]:
        """At a choice the due players who have not played yet (seat order); at a toss the
        two activators; otherwise the one player whose move comes next; none after the end."""
        phase = self.phase
        if phase is _OVER:
            return ()
        if phase is _CHOICE:
            return tuple(p for p in self.due if p not in self.played)
        if phase is _TOSS:
            return self.tossers  # type: ignore[return-value]  # set while the phase that reads it lasts
        return (self.waiting_for(),)

    # -- legality: one code path ---------------------------------------------------------

    # The only source of legality: the checks of H4, in their order (:data:`legality.ORDER`, asked by phase: :data:`legality.CHECKS`).
    judge = judge  # legality.judge: the one source of legality
    refusal = refusal  # legality.refusal: its refusal alone

    def candidates(self) -> Iterator[AnyMove]:
        """Every move that may be legal now (refusal keeps the legal ones), in seat and rank
        order: complete moves, their echoes given."""
        phase = self.phase
        if phase is _CHOICE:
            for player in self.to_act():
                for kind in sorted(self.hands[player], key=RANK_OF):  # a hand holds at most 4 kinds
                    yield Play(player=player, card=kind)
        elif phase is _REFILL:
            drawer = self.waiting_for()
            for kind in BY_RANK:
                if kind in self.deck:
                    yield Draw(player=drawer, card=kind)
        elif phase is _PEEK:
            looker = self.waiting_for()
            for kind in BY_RANK:
                if kind in self.deck:
                    yield Peek(player=looker, card=kind)
        elif phase is _SLAUGHTER:
            picker, victim = self.slaughter.picker, self.slaughter.victim  # type: ignore[union-attr]  # set while the phase that reads it lasts
            hand = self.hands[victim]  # type: ignore[index]  # set while the phase that reads it lasts
            for kind in BY_RANK:
                if kind in hand:
                    yield SlaughterPick(player=picker, card=kind, victim=victim)
        elif phase is _TARGET:
            kind, activators = self.activating  # type: ignore[misc]  # set while the phase that reads it lasts
            for player in self.opponents[activators[0]]:
                yield Target(player=activators[0], target=player, card=kind)
        elif phase is _PEEK_PICK:
            peeking = self.peek
            seen = peeking.seen  # type: ignore[union-attr]  # set while the phase that reads it lasts
            for kind in BY_RANK:
                if kind in seen:
                    yield PeekPick(player=peeking.player, card=kind)  # type: ignore[union-attr]  # set while the phase that reads it lasts
        elif phase is _TOSS:
            for player in self.tossers:  # type: ignore[union-attr]  # set while the phase that reads it lasts
                yield Toss(player=player)
        elif phase is _QUARANTINE:
            yield Quarantine(player=self.deciding[0], keep=True)
            yield Quarantine(player=self.deciding[0], keep=False)

    def option(self, move: AnyMove) -> Option:
        """The legal-moves entry of an accepted candidate, naming the rule that allows it: a
        chance outcome carries its exact probability (D3 for a draw or a look, D4 for a blind
        pick, D5 for a toss)."""
        rule = allowed_by(self, move)
        match move:
            case Draw() | Peek():
                return Option(move, draw_probability(self.deck, move.card), rule=rule)
            case SlaughterPick():
                hand = self.hands[self.slaughter.victim]  # type: ignore[union-attr,index]  # set while the phase that reads it lasts
                return Option(move, pick_probability(hand, move.card), rule=rule)
            case Toss():
                return Option(move, toss_probability(self.tossers), rule=rule)  # type: ignore[arg-type]  # set while the phase that reads it lasts
        return Option(move, rule=rule)

    # -- playing -------------------------------------------------------------------------

    def apply(self, move: AnyMove, index: int, accepted: Accepted = ACCEPTED) -> None:
        """Apply a move :meth:`judge` accepted, then go on until a move is awaited."""
        self.index = index
        # A play and a draw (nine moves in ten) are applied here, without a call more, and found by
        # their class alone (a class pattern that fails costs a look at the class's metaclass: a
        # draw would pay for the play's).
        if type(move) is Play:
            # The card goes face down beside its player; the reveal follows when every due
            # player has played.
            player, card = move.player, move.card
            hand = self.hands[player]
            left = hand[card] - 1  # take(hand, card), inline
            if left:
                hand[card] = left
            else:
                del hand[card]
            self.held[player] -= 1
            played = self.played
            played[player] = card
            if len(played) == len(self.due):
                self.played = {}
                reveal.resolve(self, played)
                self._activate_pending()
        elif type(move) is Draw:
            # The card drawn leaves the main deck for the player's hand; the refill goes on.
            player, card = move.player, move.card
            deck = self.deck
            left = deck[card] - 1  # take(deck, card) and add(hand, card), inline
            if left:
                deck[card] = left
            else:
                del deck[card]
            hand = self.hands[player]
            hand[card] = hand.get(card, 0) + 1
            self.held[player] += 1
            drawer = next_drawer(self)
            if drawer is None or not deck:
                self._refill(drawer)  # the next round, or the deck made ready
            elif drawer is not self.drawer:
                self.drawer = drawer  # the next player draws (phase REFILL); else the same one again
        else:
            self._apply_effect(move)

    def _apply_effect(self, move: AnyMove) -> None:
        """Apply a move that is neither a play nor a draw: a decision or a chance outcome that
        an activation or a round start waits for."""
        match move:
            case Target():
                self._on_target(move)
            case Quarantine():
                if not quarantine.decide(self, move):
                    self._next_decision()
            case Peek():
                if not peeping_tom.peek(self, move):
                    self.phase = _PEEK_PICK
            case PeekPick():
                peeping_tom.pick(self, move)
                complete(self)
                self._activate_pending()
            case Toss():
                if not werewolf.toss(self, move):
                    self._activate_pending()
            case SlaughterPick():
                if not werewolf.pick(self, move):
                    self._activate_pending()

    def _next_decision(self) -> None:
        """The next quarantined player decides (R1), or the round's first step begins."""
        self.deciding.pop(0)
        if not self.deciding:
            self._start_step(first=True)

    def _on_target(self, move: Target) -> None:
        kind, activators = self.activating  # type: ignore[misc]  # set while the phase that reads it lasts
        if kind in MOODS:
            put(self, activators[0], move.target, kind)
            complete(self)
        elif kind == HAIRDRYER:
            red_actions.hairdryer(self, move.target)
        else:
            red_actions.robber(self, move.target)
        if not self.finished:
            self._activate_pending()

    # -- the flow between moves ----------------------------------------------------------------

    def _start_round(self) -> None:
        self.round += 1
        self.step = 0
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
            self._refill(next_drawer(self))
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

    def _refill(self, drawer: str | None) -> None:
        """R6: the next player to draw, `drawer` (:func:`rounds.next_drawer`: after D1), or
        the next round when none is."""
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
