"""Builders for small hand-made ChokoMannaro positions (engine tests).

`position(...)` makes a state at a choice with exactly the Chokos, hands, pairing cards,
moods and quarantines a test names; every other card of the 58 is in the main deck (or in
the discard pile, as asked), so every card is in exactly one place (C6). `act(...)` plays
moves one by one through refusal then apply, as the replay does; `refused(...)` gives the
refusal of a move.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from service.games.chokomannaro.cards import COPIES
from service.games.chokomannaro.moves import (AnyMove as Move, Draw, Peek, PeekPick, Play, Quarantine, SlaughterPick,
                                              Target, Toss)
from service.referee.multiset import add, take
from service.games.chokomannaro.places import card_places
from service.games.chokomannaro.setup import Setup
from service.games.chokomannaro.state import State
from tests.referee_helpers import offered as offered, refused as refused  # the shared helpers, as this game's tests import them


class M:
    """The moves of the tests, made by name: ``M.aim("a", "b")``, ``M.slaughter_pick("b", "fear", "c")``."""

    @staticmethod
    def quarantine(player: str, keep: bool) -> Quarantine:
        return Quarantine(player=player, keep=keep)

    @staticmethod
    def play(player: str, card: str) -> Play:
        return Play(player=player, card=card)

    @staticmethod
    def aim(player: str, target: str, card: str | None = None) -> Target:
        return Target(player=player, target=target, card=card)

    @staticmethod
    def peek(player: str, card: str) -> Peek:
        return Peek(player=player, card=card)

    @staticmethod
    def peek_pick(player: str, card: str) -> PeekPick:
        return PeekPick(player=player, card=card)

    @staticmethod
    def toss(player: str) -> Toss:
        return Toss(player=player)

    @staticmethod
    def slaughter_pick(player: str, card: str, victim: str | None = None) -> SlaughterPick:
        return SlaughterPick(player=player, card=card, victim=victim)

    @staticmethod
    def draw(player: str, card: str) -> Draw:
        return Draw(player=player, card=card)


def position(chokos: Mapping[str, int], hands: Mapping[str, Sequence[str]], *, pairing: Iterable[str] = (),
             moods: Mapping[str, Sequence[str]] | None = None, quarantine: Mapping[str, tuple[int, int]] | None = None,
             discard: Iterable[str] = (), round: int = 1, due: Sequence[str] | None = None,
             deck: Iterable[str] | None = None, ages: Mapping[str, float] | None = None) -> State:
    """A state at the choice of a step of `round`: players in the order of `chokos`; the due
    players are `due` (default: everyone holding a card). `deck`, if given, is the whole main
    deck, and the cards nobody placed go to the discard pile."""
    players = tuple(chokos)
    setup = Setup(players, dict(chokos), tuple(pairing), {p: tuple(hands.get(p, ())) for p in players},
                  dict(ages) if ages is not None else None)
    state = State(setup)
    rest = state.deck
    for kind in discard:
        take(rest, kind)
        add(state.discard, kind)
    for player, kinds in (moods or {}).items():
        for kind in kinds:
            take(rest, kind, 2)
            state.moods[player].append(kind)
    for player, (since, upkeep_from) in (quarantine or {}).items():
        take(rest, "quarantine", 2)
        state.quarantine[player] = (since, upkeep_from)
    if deck is not None:
        wanted: dict[str, int] = {}
        for kind in deck:
            add(wanted, kind)
        for kind, n in list(rest.items()):
            keep = wanted.get(kind, 0)
            assert keep <= n, f"{kind}: {keep} wanted in the deck, {n} left"
            if n > keep:
                add(state.discard, kind, n - keep)
                take(rest, kind, n - keep)
    state.round = round
    if due is not None:
        state.due = tuple(due)
    assert_conserved(state)
    return state


def assert_conserved(state: State) -> None:
    """C6: every card in exactly one place, Chokos and pool within 0..60."""
    total: dict[str, int] = {}
    for place, cards in card_places(state).items():
        for kind, n in cards.items():
            assert n > 0, (place, kind, n)
            total[kind] = total.get(kind, 0) + n
    assert total == COPIES, {k: (total.get(k, 0), COPIES[k]) for k in COPIES if total.get(k, 0) != COPIES[k]}
    assert all(n >= 0 for n in state.chokos.values()), state.chokos
    assert sum(state.chokos.values()) <= 60


def act(state: State, *moves: Move) -> State:
    """Play `moves` in order, each checked first; the state after them."""
    for move in moves:
        refusal = state.refusal(move)
        assert refusal is None, (move, refusal)
        state.apply(move, state.index + 1 if state.index is not None else 0)
        assert_conserved(state)
    return state


def plays(state: State, cards: Mapping[str, str]) -> State:
    """The due players play these cards (in the order given)."""
    return act(state, *(M.play(p, c) for p, c in cards.items()))


def refill(state: State) -> State:
    """Draw the first card offered until the refill is over."""
    while state.phase.value == "refill":
        act(state, offered(state)[0])
    return state


def events(state: State, kind: str | None = None, rule: str | None = None) -> list[dict]:
    return [e for e in state.events if (kind is None or e["event"] == kind) and (rule is None or e["rule"] == rule)]


def since(state: State, count: int) -> list[dict]:
    """The events written after the first `count`."""
    return state.events[count:]

