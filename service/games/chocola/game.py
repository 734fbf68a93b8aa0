"""Chocola' as a game of the family: the :class:`~service.referee.protocol.Game` the
registry serves (``GAME``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.referee.catalogue import catalogue_of
from service.referee.protocol import Game
from service.referee.standings import Standings

from .final import Holding, score_final
from .rulebook import RULES
from .setup import PLAYER_RANGE, Setup, deal, make_setup
from .state import State
from .tables import Tables, tables

VARIANTS: tuple[str, ...] = ("second_phase",)


def holding(raw: Mapping[str, Any]) -> Holding:
    """A final form's player (loaded JSON) as a :class:`Holding`."""
    return Holding(raw["player"], tuple(raw["desserts"]),
                   {k: tuple(v) for k, v in (raw.get("decorations") or {}).items()},
                   tuple(raw.get("unassigned") or ()), None if raw.get("tray") is None else tuple(raw["tray"]))


class Chocola:
    slug = RULES.game
    players = PLAYER_RANGE
    variants = VARIANTS
    rules = RULES

    @property
    def names(self) -> dict[str, str]:
        return dict(catalogue_of(self.slug).names)

    def start(self, history: Mapping[str, Any]) -> State:
        """The state before the first move of a loaded history, its setup checked (S1-S9)."""
        variants = history.get("variants") or {}
        return State(make_setup(history["players"], bool(variants.get("second_phase")), history["setup"]))

    def deal(self, players: Sequence[str], variants: Mapping[str, Any], seed: int,
             options: Mapping[str, Any]) -> Setup:
        """A legal random setup (S1-S9) for `seed`; `options` may name the `first_player`."""
        return deal(players, bool((variants or {}).get("second_phase")), seed, options.get("first_player"))

    def score_final(self, final: Mapping[str, Any], limits: Mapping[str, Any] | None = None,
                    pointer: str = "/final") -> Standings:
        """Scores from a final form (V8, W1), checked first (section 7)."""
        variants = final.get("variants") or {}
        return score_final(bool(variants.get("second_phase")), final["inspiration"],
                           [holding(p) for p in final["players"]], pointer)

    def tables(self) -> Tables:
        return tables()


GAME: Game = Chocola()
