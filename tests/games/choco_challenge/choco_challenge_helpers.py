"""Helpers for Choco Challenge's tests: states built from a setup and short histories, or
set directly into a hand-made position; moves played through the one source of legality
(`refusal`), and refused ones looked at.

`play` asks `refusal` before applying every move, so a helper never plays an illegal one.
"""

from __future__ import annotations

from collections.abc import Iterable

from schemas.choco_challenge import API
from service.games.choco_challenge.moves import (AnyMove as Move, Bust, ChocoChallengeBuy, Draw, ExtraDecline,
                                                 ExtraDraw, ExtraPick, ExtraTool, Refill, Stop, UseTool)
from service.games.choco_challenge.setup import make_setup
from service.games.choco_challenge.state import State
from service.referee.legal import legal_options
from tests.referee_helpers import offered as offered, play as play, refused as refused  # the shared helpers, as this game's tests import them
from tests import referee_helpers


class M:
    """The moves of the tests, made by name: ``M.stop("ann", (3, "cherries"), dessert=5)``."""

    @staticmethod
    def draw(player: str, card: str) -> Draw:
        return Draw(player=player, card=card)

    @staticmethod
    def use_tool(player: str, tool: str) -> UseTool:
        return UseTool(player=player, tool=tool)

    @staticmethod
    def bust(player: str) -> Bust:
        return Bust(player=player)

    @staticmethod
    def stop(player: str, buy: int | tuple[int, str] | None = None, dessert: int | None = None) -> Stop:
        """`buy` is a position, or (position, card)."""
        made = ChocoChallengeBuy(position=buy) if isinstance(buy, int) else \
            None if buy is None else ChocoChallengeBuy(position=buy[0], card=buy[1])
        return Stop(player=player, buy=made, dessert=dessert)

    @staticmethod
    def refill(player: str, card: str) -> Refill:
        return Refill(player=player, card=card)

    @staticmethod
    def extra_draw(player: str, card: str) -> ExtraDraw:
        return ExtraDraw(player=player, card=card)

    @staticmethod
    def extra_pick(player: str, position: int, card: str | None = None) -> ExtraPick:
        return ExtraPick(player=player, position=position, card=card)

    @staticmethod
    def extra_tool(player: str, tool: str) -> ExtraTool:
        return ExtraTool(player=player, tool=tool)

    @staticmethod
    def extra_decline(player: str) -> ExtraDecline:
        return ExtraDecline(player=player)


P3 = ("ann", "bob", "cat")
P4 = ("ann", "bob", "cat", "dan")
P5 = ("ann", "bob", "cat", "dan", "eve")
MARKET = ("nuts", "rum", "cherries", "nuts", "vanilla", "cinnamon")  # the history of section 11


def start(players: Iterable[str] = P3, market: Iterable[str] = MARKET, first_player: str | None = None,
          base_sets: dict | None = None) -> State:
    setup = {"market": list(market), "first_player": first_player, "base_sets": base_sets}
    return State(make_setup(list(players), None, setup))


def set_pile(state: State, player: str, counts: dict[str, int]) -> None:
    """A hand-made draw pile (counts by type)."""
    state.piles[player] = {c: n for c, n in counts.items() if n}


def pile_size(state: State, player: str) -> int:
    return sum(state.piles[player].values())


def set_deck(state: State, counts: dict[str, int]) -> None:
    state.deck = {c: n for c, n in counts.items() if n}
    state.deck_size = sum(counts.values())


def options(state: State) -> list:
    return list(legal_options(state))


def option_for(state: State, move: Move):
    return next(o for o in legal_options(state) if o.move == move)


def stop_option(state: State):
    return next(o for o in legal_options(state) if type(o.move) is Stop)


def turn_of(state: State, player: str, *draws: str) -> list[Move]:
    """The draws of a turn as moves."""
    return [M.draw(player, card) for card in draws]


def history(players: Iterable[str] = P3, market: Iterable[str] = MARKET, moves: Iterable[dict] = (),
            first_player: str | None = None, **setup) -> dict:
    """A history document (JSON)."""
    body = {"players": list(players), "variants": {}, "setup": {"market": list(market), **setup}, "moves": list(moves)}
    if first_player is not None:
        body["setup"]["first_player"] = first_player
    return body


def as_json(moves: Iterable[Move]) -> list[dict]:
    return [API.move(m) for m in moves]


def validate(doc: dict, lang: str = "en") -> dict:
    return referee_helpers.validate(API, doc, lang)


def legal_moves(doc: dict, lang: str = "en") -> dict:
    return referee_helpers.legal_moves(API, doc, lang)


def violation(doc: dict) -> dict:
    verdict = validate(doc)
    assert verdict["legal"] is False, verdict
    return verdict["violation"]
