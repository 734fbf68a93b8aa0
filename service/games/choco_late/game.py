"""Choco Late as a game of the family: the :class:`~service.referee.protocol.Game` the
registry serves (``GAME``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.referee.catalogue import catalogue_of
from service.referee.protocol import Game
from service.referee.standings import Standings

from .cards import STANDARD_SETUP
from .rulebook import RULES
from .scoring import PlayerCollection, score_final
from .setup import Setup, deal, make_setup
from .state import State
from .tables import Tables, tables
from .variants import VARIANT_IDS, Variants


class ChocoLate:
    slug = RULES.game
    players = range(min(STANDARD_SETUP), max(STANDARD_SETUP) + 1)
    variants = VARIANT_IDS
    rules = RULES

    @property
    def names(self) -> dict[str, str]:
        return dict(catalogue_of(self.slug).names)

    def start(self, history: Mapping[str, Any]) -> State:
        """The state before the first move of a loaded history, its deal checked (S1-S3)."""
        return State(setup_of(history))

    def deal(self, players: Sequence[str], variants: Variants | Mapping[str, bool], seed: int,
             options: Mapping[str, Any]) -> Setup:
        """A legal random deal (S1-S3) for `seed`, with `variants` as the deal request loads
        them or by their ids (``{"two_trays": True}``); `options` may name the `first_player`."""
        chosen = variants if isinstance(variants, Variants) else Variants(**variants)
        return deal(players, chosen, seed, first_player=options.get("first_player"))

    def score_final(self, final: Mapping[str, Any], limits: Mapping[str, Any] | None = None,
                    pointer: str = "/final") -> Standings:
        """Scores from final collections (C2, C3, W6, W7), checked first."""
        collections = [PlayerCollection(p["player"], tuple(p["lots"]),
                                        tuple(tuple(t) for t in p["trays"])  # type: ignore[arg-type]  # score_final checks there are two (C3)
                                        if p.get("trays") is not None else None,
                                        tuple(p.get("pile") or ()))
                       for p in final["players"]]
        return score_final(final["variants"], collections, pointer, **dict(limits or {}))

    def tables(self) -> Tables:
        return tables()


def setup_of(history: Mapping[str, Any]) -> Setup:
    """The deal of a loaded history, checked under S1-S3."""
    s = history["setup"]
    return make_setup(history["players"], history.get("variants"), s["lots"], s["hands"],
                      first_player=s.get("first_player"), box=s.get("box"))


GAME: Game = ChocoLate()
