"""Choco Challenge as a game of the family: the :class:`~service.referee.protocol.Game` the
registry serves (``GAME``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.referee.catalogue import catalogue_of
from service.referee.protocol import Game
from service.referee.standings import Standings

from .cards import PLAYER_COUNTS
from .rulebook import RULES
from .scoring import score_final
from .setup import Setup, deal, make_setup
from .state import State
from .tables import Tables, tables


class ChocoChallenge:
    slug = RULES.game
    players = range(PLAYER_COUNTS[0], PLAYER_COUNTS[-1] + 1)
    variants: tuple[str, ...] = ()
    rules = RULES

    @property
    def names(self) -> dict[str, str]:
        return dict(catalogue_of(self.slug).names)

    def start(self, history: Mapping[str, Any]) -> State:
        """The state before the first move of a loaded history, its setup checked (S9)."""
        return State(make_setup(history["players"], history.get("variants"), history["setup"]))

    def deal(self, players: Sequence[str], variants: Mapping[str, Any] | None, seed: int,
             options: Mapping[str, Any]) -> Setup:
        """A legal random setup for `seed`; `options` may name the `first_player`."""
        return deal(players, variants, seed, first_player=options.get("first_player"))

    def score_final(self, final: Mapping[str, Any], limits: Mapping[str, Any] | None = None) -> Standings:
        """Scores from a final form (W5, then W1-W4); nothing to search."""
        return score_final(final, "/final")

    def tables(self) -> Tables:
        return tables()


GAME: Game = ChocoChallenge()
