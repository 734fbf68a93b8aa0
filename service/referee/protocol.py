"""The game protocol: what every game of the family implements, in pure Python.

Read this file first. A game is two objects, in the spirit of OpenSpiel's games and
states (``open_spiel/python/games/kuhn_poker.py``):

- a :class:`Game`: its slug, names, player counts, variants, its :class:`RuleBook` and
  catalogue, and three entry points: :meth:`Game.start` checks a setup and gives the first
  :class:`State`; :meth:`Game.deal` makes a legal random setup; :meth:`Game.score_final`
  scores a final form where the game has one;
- a :class:`State`: the game after some moves. It says where it is (:attr:`State.phase`,
  :meth:`State.to_act`, :meth:`State.is_over`), answers :meth:`State.refusal` (the *only*
  source of legality: None, or why a move is illegal) and :meth:`State.apply`, lists the
  :meth:`State.candidates` a legal move is found among, and gives the standings. Its log
  is :attr:`State.log` in every game. Only the State writes its members: a rule module that
  changes it asks one of its methods (``state.lose``, ``state.record``...).

The core derives the rest, the same way for every game (``legal.py``, ``replay.py``):
the legal moves are the candidates that :meth:`State.refusal` accepts, so what
``legal-moves`` offers is what ``validate`` accepts, by construction; the chance outcomes
are the legal options that carry a probability; a history is replayed by asking
``refusal`` then ``apply`` for each move, stopping at the first refusal.

Moves are the game's own frozen values (each with ``type`` and ``player``); a candidate is
a complete move, or, for a move with open fields, a move kind whose :class:`Option` gives
the move with the values each open field may take (:class:`OneOf`, :class:`Between`,
:class:`SubsetOf`). Chance is recorded, never simulated: a move that reveals a card names
it, and its option carries the exact probability (:class:`fractions.Fraction`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any, Protocol, runtime_checkable

from .standings import Standings
from .legality import Accepted
from .violations import Refusal, RuleBook


@dataclass(frozen=True, slots=True)
class OneOf:
    """An open field takes one of `values` (None among them: the field may be left out)."""

    values: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Between:
    """An open field takes an integer from `min` to `max`, both included."""

    min: int
    max: int


@dataclass(frozen=True, slots=True)
class SubsetOf:
    """An open field takes a list of distinct values of `values` (in any order), from
    `min_items` to `max_items` of them."""

    values: tuple[Any, ...]
    min_items: int
    max_items: int


Choice = OneOf | Between | SubsetOf


@dataclass(frozen=True, slots=True)
class Option:
    """One entry of the legal moves (``shared/API.md`` Part 1).

    `move` is the move to append, exactly as it is, but for its open fields: `choose` gives
    each open field's allowed values, and every way of filling them with allowed values is
    a legal move (a game splits an entry, or lists complete moves, where these forms cannot
    state a combined limit exactly). `rule` is the rule that allows the move. A chance
    outcome has its exact `probability`; `info` holds what the game tells beside the move (a
    card's back, whether a draw would match, where a refill goes...). `sample` marks an entry
    that is one legal move of many the forms cannot list (a deal, an assignment of cards):
    the game's own fields describe the rest, and any of them is legal too. `chance_move`
    marks a sampled chance move nobody chooses, which has no probability (:attr:`chance` is
    true for it and for every option with a probability)."""

    move: Any
    probability: Fraction | None = None
    info: Mapping[str, Any] = field(default_factory=dict)
    choose: Mapping[str, Choice] = field(default_factory=dict)
    rule: str | None = None
    sample: bool = False
    chance_move: bool = False

    @property
    def player(self) -> str | None:
        return getattr(self.move, "player", None)

    @property
    def chance(self) -> bool:
        return self.probability is not None or self.chance_move


@runtime_checkable
class State(Protocol):
    @property
    def phase(self) -> StrEnum:
        """What the game waits for: an attribute (the game's own ``Phase``; its value is the
        API's string), kept up to date by :meth:`apply`. (Declared read-only: a game's
        attribute of its own ``Phase`` type satisfies it.)"""

    def to_act(self) -> tuple[str, ...]:
        """Whose move is due: one player, several at a simultaneous choice, none when over
        (or at a chance move nobody makes)."""

    def candidates(self) -> Iterable[Any]:
        """Every move that may be legal now (a superset: the core keeps those that
        :meth:`refusal` accepts). Complete moves, or move kinds for ranged moves."""

    def judge(self, move: Any) -> Refusal | Accepted:
        """The rule `move` breaks now, or the move accepted with what the checks found on the
        way (:class:`~service.referee.legality.Accepted`, handed to :meth:`apply`). The only
        source of legality: the function of the game's ``legality.py`` that asks the checks of
        the move's class (``CHECKS``) through :func:`~service.referee.legality.judged`, named in
        the state's class body (``judge = judge``); it has no side effect."""

    def refusal(self, move: Any) -> Refusal | None:
        """The refusal alone of :attr:`judge` (the legal moves ask it of every candidate): the
        same checks, through :func:`~service.referee.legality.first_refusal` (the function of
        the game's ``legality.py``, named in the state's class body)."""

    def option(self, move: Any) -> Option:
        """The legal-moves entry for an accepted candidate (probability for a chance one)."""

    def apply(self, move: Any, index: int, accepted: Accepted = ...) -> None:
        """Play `move` (accepted by :meth:`judge`, with what its checks found) as move `index`
        of the history; whatever it brings about is recorded in the state's log (:attr:`log`)."""

    @property
    def log(self) -> Sequence[Any]:
        """The game's log, one entry per thing recorded, oldest first: a read-only property
        naming the attribute that holds it under the API's name for it (Choco Late's
        ``auctions``, Choco Challenge's and Chocola's ``turns``, ChokoMannaro's ``events``,
        ChokoMasquerade's ``slaughters``). Only :meth:`apply` writes it."""

    def is_over(self) -> bool:
        """Nothing may be appended: no move is legal, so `to_act` and the legal moves are
        empty. This is the API's ``finished`` (legal-moves and the state). A phase where
        moves are optional but possible (Choco Late's trays arranged after the end,
        Chocola's trays declared after phase 1) is not over."""

    def standings(self, limits: Mapping[str, Any] | None = None) -> Standings:
        """The scores as they stand: provisional until the game has reached its end, which
        may come before it is over (optional closing moves may remain, and the rules let
        the referee find the best arrangement when none is sent)."""


class Game(Protocol):
    """A game of the family. Each game's ``game.py`` binds ``GAME: Game = ...``, so that the
    type checker holds it, and the states it starts, to this protocol."""

    slug: str  # "choco-late"
    players: range  # the player counts allowed (S1 of every game)
    variants: tuple[str, ...]  # variant ids, for GET /games
    rules: RuleBook

    @property
    def names(self) -> Mapping[str, str]:
        """Its name, ``{"en": ..., "it": ...}`` (from its catalogue)."""

    def start(self, history: Mapping[str, Any]) -> State:
        """Check the setup of a loaded history (players, variants, setup) and return the state
        before its first move; raise RuleViolation (move_index None) at the first problem."""

    def deal(self, players: Sequence[str], variants: Mapping[str, Any], seed: int,
             options: Mapping[str, Any]) -> object:
        """A legal random setup for `seed` (the same seed gives the same one): the game's own
        value of it, which its API writes as a history with no moves."""

    def score_final(self, final: Mapping[str, Any], limits: Mapping[str, Any] | None = None) -> Standings:
        """Scores from a final form, checked first (where the game has one; else
        NotImplementedError); `limits` bound a search the scoring may make."""

    def tables(self) -> Any:
        """The tables ``GET /<slug>/rules`` serves beside the rules, from the engine's data: a
        value msgspec writes (the game's declared ``Tables``, :mod:`service.referee.shown`)."""
