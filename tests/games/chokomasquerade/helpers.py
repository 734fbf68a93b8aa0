"""Small positions of ChokoMasquerade for the tests: games started from hand-made setups,
positions built directly (columns, hands, pairs, deck), moves played with their verdicts
checked, and the JSON of the API.

Card shorthand: ``c(7)`` is ``mask_07`` and ``CM`` the ChokoMannaro, as in the worked
examples of the rules of record (``07``, ``CM``).
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from schemas.chokomasquerade import API
from service.games.chokomasquerade import GAME
from service.games.chokomasquerade.cards import CHARACTERS, CHOKOMANNARO, full_deck
from service.games.chokomasquerade.moves import Draw, Guess, HandPair, Lay, PairWithTable, TablePair
from service.games.chokomasquerade.phases import Phase
from service.games.chokomasquerade.records import Pair
from service.games.chokomasquerade.setup import make_setup
from service.games.chokomasquerade.state import State
from service.referee.replay import replay
from service.referee.violations import Refusal
from tests.referee_helpers import offered as offered, play as play, refused as refused  # the shared helpers, as this game's tests import them
from tests import referee_helpers

CM = CHOKOMANNARO
PLAYERS = ("ann", "bob")


class M:
    """The moves of the tests, made by name: ``M.lay("ann", c(7), 2)``."""

    @staticmethod
    def pair(player: str, card: str) -> PairWithTable:
        return PairWithTable(player=player, card=card)

    @staticmethod
    def hand_pair(player: str, card: str) -> HandPair:
        return HandPair(player=player, card=card)

    @staticmethod
    def table_pair(player: str, card: str) -> TablePair:
        return TablePair(player=player, card=card)

    @staticmethod
    def lay(player: str, card: str, column: int) -> Lay:
        return Lay(player=player, card=card, column=column)

    @staticmethod
    def draw(player: str, card: str) -> Draw:
        return Draw(player=player, card=card)

    @staticmethod
    def guess(player: str, found: str) -> Guess:
        return Guess(player=player, found=found)


def c(n: int | str) -> str:
    """``c(7)`` -> ``"mask_07"``; ``c("CM")`` -> ``"chokomannaro"``."""
    return CM if n == "CM" else f"mask_{int(n):02d}"


def cs(*ns) -> list[str]:
    return [c(n) for n in ns]


# --- histories and games started from a setup ------------------------------------------------


def history(table: Sequence[str], ann: Sequence[str], bob: Sequence[str], first: str | None = "ann",
            moves: Iterable = ()) -> dict:
    """A history as JSON (moves as JSON dicts or engine moves)."""
    setup: dict = {"table": list(table), "hands": {"ann": list(ann), "bob": list(bob)}}
    if first is not None:
        setup["first_player"] = first
    return {"players": list(PLAYERS), "variants": {}, "setup": setup,
            "moves": [m if isinstance(m, dict) else API.move(m) for m in moves]}


def start(table: Sequence[str], ann: Sequence[str], bob: Sequence[str], first: str = "ann") -> State:
    """The state before the first move of a hand-made setup (checked, S1-S5)."""
    return State(make_setup(list(PLAYERS), list(table), {"ann": list(ann), "bob": list(bob)}, first))


def message(problem: Refusal, lang: str = "en") -> str:
    from service.referee.catalogue import catalogue_of

    return catalogue_of(GAME.slug).render(problem.code, dict(problem.params), lang)


# --- positions built directly -----------------------------------------------------------------


def position(columns: Sequence[Sequence[str]], hands: Mapping[str, Sequence[str]], *,
             pairs: Mapping[str, Sequence[str]] | None = None, eaten: Sequence[str] = (),
             deck: Mapping[str, int] | None = None, turn: str = "ann") -> State:
    """A state in the middle of a game, `turn` to act: 4 columns (first card first), hands,
    pairs made (characters, in order), eaten pairs; the deck is the rest of the 60 cards
    unless given (then the rest must be nowhere: the counts are checked)."""
    state = start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10))
    pairs = {p: list((pairs or {}).get(p, ())) for p in PLAYERS}
    placed = Counter(card for column in columns for card in column)
    placed.update(card for hand in hands.values() for card in hand)
    for held in pairs.values():
        placed.update(card for card in held for _ in range(2))
    placed.update(card for card in eaten for _ in range(2))
    rest = Counter(full_deck())
    rest.subtract(placed)
    assert all(n >= 0 for n in rest.values()), {k: n for k, n in rest.items() if n < 0}
    if deck is None:
        deck = {card: rest[card] for card in CHARACTERS}
    else:
        deck = {card: deck.get(card, 0) for card in CHARACTERS}
        assert Counter(deck) == +rest, "the deck given is not the rest of the cards"
    state.table.columns = [list(col) for col in columns]
    state.hands = {p: list(hands.get(p, ())) for p in PLAYERS}
    state.deck = dict(deck)
    state.deck_count = sum(deck.values())
    state.pairs = {p: [Pair(card, -1) for card in pairs[p]] for p in PLAYERS}
    state.made = {p: len(pairs[p]) for p in PLAYERS}
    state.eaten = list(eaten)
    state.phase = Phase.TURN
    state.turn = state.actor = turn
    return state


def all_cards_placed(state: State) -> bool:
    """Every one of the 60 cards in exactly one place."""
    places = state.snapshot().card_places()
    return Counter(card for cards in places.values() for card in cards) == Counter(full_deck())


# --- the JSON verdicts ------------------------------------------------------------------------


def load(body: dict) -> dict:
    return API.history().load(copy.deepcopy(body))


def validate(body: dict, lang: str = "en") -> dict:
    return referee_helpers.validate(API, body, lang)


def legal_moves(body: dict, lang: str = "en") -> dict:
    return referee_helpers.legal_moves(API, body, lang)


def verdict(body: dict) -> dict | None:
    """The violation of a history (None when legal)."""
    return validate(body)["violation"]


def state_after(body: dict) -> State:
    loaded = load(body)
    result = replay(GAME.start(loaded), loaded["moves"], GAME.rules)
    assert result.legal, result.violation
    return result.state


def replay_moves(table, ann, bob, moves, first: str = "ann"):
    return replay(start(table, ann, bob, first), moves, GAME.rules)

