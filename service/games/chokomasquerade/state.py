"""A game of ChokoMasquerade being played: the state of the game protocol
(:mod:`service.referee.protocol`).

Legality has one source, :func:`legality.refusal`: the replay applies a move only if it finds
nothing wrong, and the legal moves are the candidates it accepts. Every card is always in
exactly one place (:meth:`snapshot.Snapshot.card_places`): the deck, a hand, a column, a
player's pairs, or eaten.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from service.referee.legality import ACCEPTED, Accepted
from service.referee.protocol import Option
from service.referee.standings import Standings

from .drawing import draw_card, draw_moves, draw_probability
from .laying import lay
from .moves import AnyMove, Draw, Guess, HandPair, Lay, PairWithTable, TablePair
from .legality import ALLOWED_BY, judge, refusal
from .pairing import apply_pairing
from .phases import Phase
from .records import Pair, Slaughter, SlaughterLog
from .scoring import Breakdown, count, standings
from .setup import Setup
from .slaughter import guess_moves, guess_probability, settle
from .snapshot import Pair as PairShown
from .snapshot import Snapshot, SlaughterUnderWay
from .table import Table, matchable
from .turns import pass_turn, turn_moves
from .whereabouts import Place, places_of


class State:
    """A game being played from a :class:`~setup.Setup`, one checked move at a time. Its log
    is `slaughters`."""

    def __init__(self, setup: Setup) -> None:
        a, b = self.players = setup.players
        self.setup = setup
        self.opponent = {a: b, b: a}
        self.table = Table.starting(setup.table)
        self.hands: dict[str, list[str]] = {p: list(cards) for p, cards in setup.hands}
        self.deck: dict[str, int] = dict(setup.deck)
        self.deck_count: int = sum(self.deck.values())
        self.pairs: dict[str, list[Pair]] = {a: [], b: []}
        self.made = {a: 0, b: 0}
        self.eaten: list[str] = []
        self.eaten_from = {a: 0, b: 0}
        self.phase = Phase.TURN
        self.turn: str = setup.first_player  # whose turn it is (or was, while they draw)
        self.actor: str | None = setup.first_player  # whose move is due (H3)
        self.draws_due = 0
        self.slaughter: Slaughter | None = None
        self.slaughters: list[SlaughterLog] = []
        self.finished = False
        self.moves_played = 0

    # -- where we are --------------------------------------------------------------------

    @property
    def log(self) -> list[SlaughterLog]:
        """The game's log, under the name its API gives it: `slaughters` (grows with `apply`)."""
        return self.slaughters

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> tuple[str, ...]:
        return () if self.actor is None else (self.actor,)

    # -- what the rules change --------------------------------------------------------------
    # The rule modules decide (each rule in its function); they change the state only through
    # these methods, which say what moves where, never why.

    def draw(self, player: str, card: str) -> int:
        """`card` leaves the deck for `player`'s hand; returns the draws still due."""
        self.deck[card] -= 1
        self.deck_count -= 1
        self.hands[player].append(card)
        self.draws_due -= 1
        return self.draws_due

    def from_hand(self, player: str, card: str) -> None:
        """`card` leaves `player`'s hand (for the table)."""
        self.hands[player].remove(card)

    def keep_pair(self, player: str, pair: Pair) -> None:
        """`pair` goes in front of `player`, after the pairs made before."""
        self.pairs[player].append(pair)
        self.made[player] += 1

    def eat(self, victim: str, pair: Pair) -> None:
        """`victim`'s `pair` is eaten: out of the game."""
        self.pairs[victim].remove(pair)
        self.eaten.append(pair.card)
        self.eaten_from[victim] += 1

    def record(self, log: SlaughterLog) -> None:
        """A slaughter goes into the log (its guesses are added to it as they come)."""
        self.slaughters.append(log)

    def begin_slaughter(self, slaughter: Slaughter) -> None:
        """The slaughter's victim guesses next."""
        self.slaughter = slaughter
        self.phase = Phase.SLAUGHTER
        self.actor = slaughter.victim

    def end_slaughter(self) -> str:
        """The slaughter is over and its attacker's turn goes on; returns the attacker."""
        attacker = self.slaughter.attacker  # type: ignore[union-attr]  # set while the phase that reads it lasts
        self.slaughter = None
        self.phase = Phase.TURN
        self.actor = attacker
        return attacker

    def await_draws(self, due: int) -> None:
        """The turn's player is to draw `due` cards."""
        self.phase = Phase.DRAW
        self.draws_due = due
        self.actor = self.turn

    def begin_turn(self, player: str) -> None:
        """`player`'s turn begins."""
        self.turn = self.actor = player
        self.phase = Phase.TURN

    def finish(self) -> None:
        """The game has ended: no move can come."""
        self.phase = Phase.OVER
        self.finished = True
        self.actor = None

    # -- legality: one code path ---------------------------------------------------------

    judge = judge  # legality.judge(state, move): the one source of legality (H4), what the checks found
    refusal = refusal  # legality.refusal(state, move): its refusal alone

    def candidates(self) -> Iterator[AnyMove]:
        """Every move that may be legal now, in the order of the legal moves."""
        phase, actor = self.phase, self.actor
        if actor is None:  # over
            return
        if phase is Phase.TURN:
            yield from turn_moves(actor, self.hands[actor], self.table)
        elif phase is Phase.DRAW:
            yield from draw_moves(actor, self.deck)
        elif phase is Phase.SLAUGHTER:
            yield from guess_moves(actor)

    def option(self, move: AnyMove) -> Option:
        """The legal-moves entry of an accepted move: draws and guesses are chance (R3, M3)."""
        rule = ALLOWED_BY[type(move)]
        match move:
            case Draw():
                return Option(move, draw_probability(self.deck[move.card], self.deck_count), rule=rule)
            case Guess():
                return Option(move, guess_probability(move.found), rule=rule)
        return Option(move, rule=rule)

    # -- playing -------------------------------------------------------------------------

    def apply(self, move: AnyMove, index: int, accepted: Accepted = ACCEPTED) -> None:
        """Play a move that :meth:`judge` accepted, as move `index` of the history (its checks
        find nothing for it here: `accepted` is empty)."""
        self.moves_played += 1
        match move:
            case Draw():
                if draw_card(self, move):
                    pass_turn(self)
            case Lay():
                lay(self, move)
            case Guess():
                settle(self, move, index)
            case PairWithTable() | HandPair() | TablePair():
                apply_pairing(self, move, index)

    # -- what the verdicts read ----------------------------------------------------------

    def places_of(self, card: str) -> list[Place]:
        """Where the cards of a character are (for the verdicts that say so)."""
        return places_of(card, columns=self.table.columns, hands=self.hands,
                         pairs={p: [pair.card for pair in held] for p, held in self.pairs.items()},
                         eaten=self.eaten, deck=self.deck)

    def standings(self, limits: Any = None) -> Standings:
        """The count as it stands (W1, W2; provisional before the end, W3)."""
        totals = {p: count(self.pairs[p]) for p in self.players}
        breakdowns = {p: Breakdown(made=self.made[p], eaten=self.eaten_from[p],
                                   saved=sum(pair.saved for pair in self.pairs[p]),
                                   cards=[pair.card for pair in self.pairs[p]]) for p in self.players}
        return standings(self.players, totals, breakdowns, self.finished)

    def snapshot(self) -> Snapshot:
        """A snapshot, built once, for the answers."""
        slaughter = self.slaughter
        return Snapshot(
            phase=self.phase,
            to_act=list(self.to_act()),
            finished=self.finished,
            turn=self.turn,
            columns=[list(c) for c in self.table.columns],
            matchable=[list(matchable(c)) for c in self.table.columns],
            hands={p: sorted(self.hands[p]) for p in self.players},
            pairs={p: [PairShown(pair.card, pair.saved) for pair in self.pairs[p]] for p in self.players},
            eaten=list(self.eaten),
            deck_count=self.deck_count,
            deck={card: n for card, n in self.deck.items() if n},
            draws_due=self.draws_due,
            slaughter=None if slaughter is None else SlaughterUnderWay(slaughter.attacker, slaughter.victim,
                                                                       slaughter.guesses_left),
        )
