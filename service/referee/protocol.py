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
  :meth:`State.candidates` a legal move is found among, and gives the standings.

The core derives the rest, the same way for every game (``legal.py``, ``replay.py``):
the legal moves are the candidates that :meth:`State.refusal` accepts, so what
``legal-moves`` offers is what ``validate`` accepts, by construction; the chance outcomes
are the legal options that carry a probability; a history is replayed by asking
``refusal`` then ``apply`` for each move, stopping at the first refusal.

Moves are the game's own frozen values (each with ``type`` and ``player``); a candidate is
a complete move, or, for a move with a free amount, a move kind whose :class:`Option` gives
the range. Chance is recorded, never simulated: a move that reveals a card names it, and
its option carries the exact probability (:class:`fractions.Fraction`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any, Protocol, runtime_checkable

from .standings import Standings
from .violations import Refusal, RuleBook


@dataclass(frozen=True, slots=True)
class Option:
    """One entry of the legal moves.

    `move` is the complete move to append, or (for a move with a range of values) the move
    kind it stands for, which the game's ``describe`` fills with its ranges. A chance outcome
    has its exact `probability`; `info` holds what the game tells beside it (a card's back,
    whether a draw would match, where a refill goes...)."""

    move: Any
    probability: Fraction | None = None
    info: Mapping[str, Any] = field(default_factory=dict)

    @property
    def player(self) -> str | None:
        return getattr(self.move, "player", None)

    @property
    def chance(self) -> bool:
        return self.probability is not None


@runtime_checkable
class State(Protocol):
    phase: StrEnum
    """What the game waits for: an attribute (the game's own ``Phase``; its value is the API's
    string), kept up to date by :meth:`apply`."""

    def to_act(self) -> tuple[str, ...]:
        """Whose move is due: one player, several at a simultaneous choice, none when over
        (or at a chance move nobody makes)."""

    def candidates(self) -> Iterable[Any]:
        """Every move that may be legal now (a superset: the core keeps those that
        :meth:`refusal` accepts). Complete moves, or move kinds for ranged moves."""

    def refusal(self, move: Any) -> Refusal | None:
        """None when `move` is legal now; else the rule it breaks. The only source of
        legality: the replay and the legal moves both come here. Every game's is the function
        of its ``legality.py``, which asks the checks of the move's type (``CHECKS``) through
        :func:`~service.referee.legality.first_refusal`; it has no side effect."""

    def option(self, move: Any) -> Option:
        """The legal-moves entry for an accepted candidate (probability for a chance one)."""

    def apply(self, move: Any, index: int) -> None:
        """Play `move` (already accepted by :meth:`refusal`) as move `index` of the history;
        whatever it brings about is recorded in the state's log."""

    def is_over(self) -> bool:
        """Nothing more can happen."""

    @property
    def finished(self) -> bool:
        """The game has reached its end: its standings are final (not provisional). Closing
        moves may remain (Choco Late's trays are arranged after the end); ``is_over`` says
        when none does."""

    def standings(self) -> Standings:
        """The scores as they stand (provisional while the game is not over)."""


class Game(Protocol):
    slug: str  # "choco-late"
    names: Mapping[str, str]  # {"en": ..., "it": ...}
    players: range  # the player counts allowed (S1 of every game)
    variants: tuple[str, ...]  # variant ids, for GET /games
    rules: RuleBook

    def start(self, history: Mapping[str, Any]) -> State:
        """Check the setup of a loaded history (players, variants, setup) and return the state
        before its first move; raise RuleViolation (move_index None) at the first problem."""

    def deal(self, players: Sequence[str], variants: Mapping[str, Any], seed: int,
             options: Mapping[str, Any]) -> Mapping[str, Any]:
        """A legal random setup for `seed` (the same seed gives the same one), as a loaded
        history with no moves: ``{"players", "variants", "setup"}``."""

    def score_final(self, final: Mapping[str, Any]) -> Standings:
        """Scores from a final form (where the game has one; else NotImplementedError)."""
