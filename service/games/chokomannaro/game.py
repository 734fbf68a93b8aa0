"""ChokoMannaro as a game of the family: the :class:`~service.referee.protocol.Game` the
registry serves (``GAME``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.referee.catalogue import catalogue_of
from service.referee.protocol import Game
from service.referee.standings import Standings

from .rulebook import RULES
from .setup import PLAYERS, Setup, deal, make_setup
from .state import State
from .tables import Tables, tables


class ChokoMannaro:
    slug = RULES.game
    players = PLAYERS
    variants: tuple[str, ...] = ()  # this game has none
    rules = RULES

    @property
    def names(self) -> dict[str, str]:
        return dict(catalogue_of(self.slug).names)

    def start(self, history: Mapping[str, Any]) -> State:
        """The state before the first move of a loaded history, its setup checked (S1-S6)."""
        return State(make_setup(history["players"], history["setup"]))

    def deal(self, players: Sequence[str], variants: Mapping[str, Any], seed: int,
             options: Mapping[str, Any]) -> Setup:
        """A legal random setup for `seed` (S1, S6 checked); `options` may give `ages`."""
        return deal(players, seed, options.get("ages"))

    def score_final(self, final: Mapping[str, Any], limits: Mapping[str, Any] | None = None) -> Standings:
        raise NotImplementedError("ChokoMannaro has no final form: its scores come from a history")

    def tables(self) -> Tables:
        return tables()


GAME: Game = ChokoMannaro()
