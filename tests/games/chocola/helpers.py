"""Helpers for Chocola's tests: setups and histories built by hand, states put in a
given position, and one-line checks of a move's verdict."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence

from schemas.chocola import API
from service.games.chocola.cards import CHOCOLATE
from service.games.chocola.moves import (AnyMove, ChocolaMove, DealSecondPhase, Decorate, DrawRequest, MakeTray, Pass,
                                         Prepare, SwapChocolate, TakeChocolate)
from service.games.chocola.phases import Phase
from service.games.chocola.setup import deck_for, make_setup, row_for
from service.games.chocola.state import State
from service.referee.legal import legal_options
from service.referee.replay import replay
from tests.referee_helpers import play as play, refused as refused  # the shared helpers, as this game's tests import them
from tests import referee_helpers

NAMES = ("ann", "bob", "cat", "dan")
Move = AnyMove


def _positions(positions: Iterable[Sequence[int]]) -> tuple:
    """Positions given as any sequences, kept as given: a malformed one is the referee's to judge."""
    return tuple(tuple(p) for p in positions)


class M:
    """The moves of the tests, made by name: ``M.take_chocolate("ann", "marbled_white", [(0, 1)])``."""

    @staticmethod
    def take_chocolate(player: str, card: str, touched: Iterable[Sequence[int]],
                       leave: Iterable[Sequence[int]] = ()) -> TakeChocolate:
        return TakeChocolate(player=player, card=card, touched=_positions(touched), leave=_positions(leave))

    @staticmethod
    def prepare(player: str, request: str, pay: Iterable[str]) -> Prepare:
        return Prepare(player=player, request=request, pay=tuple(pay))

    @staticmethod
    def swap(player: str, take: Sequence[int], give: str) -> SwapChocolate:
        return SwapChocolate(player=player, take=tuple(take), give=give)

    @staticmethod
    def pass_(player: str) -> Pass:
        return Pass(player=player)

    @staticmethod
    def draw(card: str) -> DrawRequest:
        return DrawRequest(card=card)

    @staticmethod
    def make_tray(player: str, tray: Iterable[str]) -> MakeTray:
        return MakeTray(player=player, tray=tuple(tray))

    @staticmethod
    def deal(reserves: Mapping[str, Iterable[str]], tavoletta: Iterable[Iterable[Iterable[str]]],
             requests: Iterable[str], removed: Iterable[str] | None = None,
             first_player: str | None = None) -> DealSecondPhase:
        return DealSecondPhase(reserves={p: tuple(c) for p, c in reserves.items()},
                               tavoletta=tuple(tuple(tuple(s) for s in row) for row in tavoletta),
                               requests=tuple(requests), removed=None if removed is None else tuple(removed),
                               first_player=first_player)

    @staticmethod
    def decorate(player: str, decorations: Mapping[str, Iterable[str]], unassigned: Iterable[str] | None = None,
                 tray: Iterable[str] | None = None) -> Decorate:
        return Decorate(player=player, decorations={d: tuple(v) for d, v in decorations.items()},
                        unassigned=None if unassigned is None else tuple(unassigned),
                        tray=None if tray is None else tuple(tray))


def complete_setup(players: Sequence[str], reserves: Mapping[str, Sequence[str]],
                   stacks: Mapping[tuple[int, int], Sequence[str]] | None = None, *,
                   inspiration=("white_truffle", "white_glaze"),
                   requests=("milk_praline", "dark_semifreddo", "milk_mousse", "white_bonbon"),
                   first_player: str | None = None) -> dict:
    """A setup (JSON-like) with the reserves and the stacks given (top first, each a prefix
    of its stack), every other card dealt from what is left of the deck (S6), removed last."""
    row = row_for(len(players))
    left = deck_for(len(players))
    for cards in reserves.values():
        for c in cards:
            left[c] -= 1
    stacks = {tuple(k): list(v) for k, v in (stacks or {}).items()}
    for cards in stacks.values():
        for c in cards:
            left[c] -= 1
    assert all(n >= 0 for n in left.values()), left
    pool = [c for c in CHOCOLATE for _ in range(left[c])]
    tavoletta = []
    for r in range(2):
        out = []
        for c in range(4):
            stack = stacks.get((r, c), [])
            while len(stack) < row.stack:
                stack.append(pool.pop(0))
            out.append(stack)
        tavoletta.append(out)
    return {"reserves": {p: list(reserves[p]) for p in players}, "removed": pool,
            "tavoletta": tavoletta, "inspiration": {"dessert": inspiration[0], "decoration": inspiration[1]},
            "requests": list(requests), "first_player": first_player}


def start(players: Sequence[str] = NAMES[:2], reserves: Mapping[str, Sequence[str]] | None = None,
          stacks=None, *, second_phase: bool = False, **kwargs) -> State:
    reserves = reserves or {p: ["white_milk", "dark_marbled"] for p in players}
    return State(make_setup(list(players), second_phase, complete_setup(players, reserves, stacks, **kwargs)))


def position(state: State, tops: Sequence[Sequence[str | None]]) -> State:
    """Put the Tavoletta in a position: each position holds only the card given (None: a hole)."""
    state.lay_out([[card] if card else [] for row in tops for card in row])
    return state


def hold(state: State, player: str, cards: Iterable[str]) -> State:
    """Give a player exactly these reserve cards."""
    reserve: dict[str, int] = {}
    for c in cards:
        reserve[c] = reserve.get(c, 0) + 1
    state.reserves[player] = reserve
    state.held[player] = sum(reserve.values())
    return state


def accepted(state: State, move: Move) -> State:
    refusal = state.refusal(move)
    assert refusal is None, (move, refusal)
    state.apply(move, state.moves_played)
    return state


def options(state: State, kind: type[ChocolaMove] | None = None) -> list:
    return [o.move for o in legal_options(state) if kind is None or type(o.move) is kind]


def history(setup: dict, moves: Sequence[dict], players: Sequence[str], second_phase: bool = False) -> dict:
    return {"players": list(players), "variants": {"second_phase": second_phase}, "setup": copy.deepcopy(setup),
            "moves": list(moves)}


def validate(h: dict, lang: str = "en") -> dict:
    return referee_helpers.validate(API, h, lang)


def replayed(h: dict) -> State:
    loaded = API.history().load(copy.deepcopy(h))
    result = replay(API.game.start(loaded), loaded["moves"], API.game.rules)
    assert result.legal, result.violation
    return result.state


def to_final_round(state: State) -> State:
    """Empty the Tavoletta (E1) without a move: the final round, the player to act unchanged."""
    position(state, [[None] * 4, [None] * 4])
    state.phase = Phase.FINAL_ROUND
    return state
