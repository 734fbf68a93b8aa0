"""ChokoMasquerade as a game of the family: the :class:`~service.referee.protocol.Game` the
registry serves (``GAME``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.referee.catalogue import catalogue_of
from service.referee.protocol import Game
from service.referee.standings import Standings

from .rulebook import RULES
from .scoring import score_final
from .setup import Dealt, deal, make_setup
from .state import State
from .tables import Tables, tables


class ChokoMasquerade:
    slug = RULES.game
    players = range(2, 3)  # S1: exactly 2
    variants: tuple[str, ...] = ()  # H1: none
    rules = RULES

    @property
    def names(self) -> dict[str, str]:
        return dict(catalogue_of(self.slug).names)

    def start(self, history: Mapping[str, Any]) -> State:
        """The state before the first move of a loaded history, its setup checked (S1-S5)."""
        s = history["setup"]
        return State(make_setup(history["players"], s["table"], s["hands"], s.get("first_player")))

    def deal(self, players: Sequence[str], variants: Mapping[str, Any], seed: int,
             options: Mapping[str, Any]) -> Dealt:
        """A legal random deal for `seed`; `options` may name the `first_player` (S5)."""
        return deal(players, seed, options.get("first_player"))

    def score_final(self, final: Mapping[str, Any], limits: Mapping[str, Any] | None = None) -> Standings:
        """Standings from a final form, checked first (F1, W1, W2); nothing to search."""
        return score_final(final["players"], "/final/players")

    def tables(self) -> Tables:
        return tables()


GAME: Game = ChokoMasquerade()
