"""The setup (S1-S6): who plays, their Chokos, the pairing cards, the hands, whether the deal
was possible, the ages; and a legal random deal, dealt as at the table.

:func:`make_setup` checks a setup sent by a client, in the order S1..S6 (the first rule
broken is the verdict, `move_index` null); :func:`deal` makes a legal random one. Card ids
are a closed list checked by the schemas (H1), so they are known kinds here.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from service.referee.multiset import add_each, of
from service.referee.violations import RuleViolation

from .cards import COPIES, DECK, KIND_IDS, RANK, italian
from .rulebook import RULES

PAIRING = 3
HAND = 4
CHOKOS_EACH = {2: 30, 3: 20, 4: 15, 5: 12, 6: 10}  # the table of section 3: 60 Chokos shared out
PLAYERS = range(min(CHOKOS_EACH), max(CHOKOS_EACH) + 1)


def main_deck_after_deal(players: int) -> int:
    """The main deck after the deal (section 3): 58 less 3 pairing cards and 4 per player."""
    return sum(DECK.values()) - PAIRING - HAND * players


@dataclass(frozen=True)
class Setup:
    """A checked setup. Mappings are keyed in seating order."""

    players: tuple[str, ...]
    chokos: dict[str, int]
    pairing: tuple[str, ...]
    hands: dict[str, tuple[str, ...]]
    ages: dict[str, float] | None = None
    chokos_given: bool = True

    def main_deck(self) -> dict[str, int]:
        """The rest of the 58 cards (S5): the main deck at the start, as a multiset."""
        deck = dict(DECK)
        for kind in self.pairing:
            deck[kind] -= 1
        for cards in self.hands.values():
            for kind in cards:
                deck[kind] -= 1
        return {k: n for k, n in deck.items() if n}


@RULES.decides("S1")
def check_players(players: Sequence[str], pointer: str = "/players") -> tuple[str, ...]:
    """S1: 2 to 6 players, unique non-empty string ids, listed in seating order."""
    if not PLAYERS.start <= len(players) < PLAYERS.stop:
        raise RULES.fail(check_players, "seating_count",
                         {"count": len(players), "min": PLAYERS.start, "max": PLAYERS.stop - 1}, pointer)
    seen: set[str] = set()
    for i, player in enumerate(players):
        if type(player) is not str or not player:
            raise RULES.fail(check_players, "player_id_blank", {"value": repr(player)}, f"{pointer}/{i}")
        if player in seen:
            raise RULES.fail(check_players, "player_listed_twice", {"player": player}, pointer)
        seen.add(player)
    return tuple(players)


@RULES.decides("S2")
def check_chokos(players: tuple[str, ...], chokos: Mapping[str, int] | None) -> dict[str, int]:
    """S2: each player starts with the table's number of Chokos (60 shared out); a given
    `setup.chokos` must give every player, and nobody else, exactly that number."""
    each = CHOKOS_EACH[len(players)]
    if chokos is None:
        return {p: each for p in players}

    def no(code: str, params: dict[str, Any]) -> RuleViolation:
        return RULES.fail(check_chokos, code, params, "/setup/chokos")

    for key in chokos:
        if key not in players:
            raise no("chokos_for_stranger", {"player": key})
    for player in players:
        if player not in chokos:
            raise no("chokos_missing", {"player": player})
        if chokos[player] != each:
            raise no("chokos_count", {"player": player, "count": chokos[player], "expected": each,
                                      "players": len(players)})
    return {p: each for p in players}


@RULES.decides("S3")
def check_pairing(pairing: Sequence[str]) -> tuple[str, ...]:
    """S3: exactly 3 pairing cards, of 3 different kinds (the table replaces a duplicate;
    the history records the result)."""
    if len(pairing) != PAIRING:
        raise RULES.fail(check_pairing, "pairing_count", {"count": len(pairing)}, "/setup/pairing")
    seen: set[str] = set()
    for kind in pairing:
        if kind in seen:
            raise RULES.fail(check_pairing, "pairing_alike", {"card": kind, "card_it": italian(kind)},
                             "/setup/pairing")
        seen.add(kind)
    return tuple(pairing)


@RULES.decides("S4")
def check_hands(players: tuple[str, ...], hands: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, ...]]:
    """S4: `setup.hands` gives every player, and nobody else, exactly 4 cards."""
    def no(code: str, params: dict[str, Any]) -> RuleViolation:
        return RULES.fail(check_hands, code, params, "/setup/hands")

    for key in hands:
        if key not in players:
            raise no("hand_for_stranger", {"player": key})
    for player in players:
        if player not in hands:
            raise no("hand_missing", {"player": player})
        if len(hands[player]) != HAND:
            raise no("hand_count", {"player": player, "count": len(hands[player])})
    return {p: tuple(hands[p]) for p in players}


@RULES.decides("S5")
def check_possible(pairing: tuple[str, ...], hands: Mapping[str, tuple[str, ...]]) -> None:
    """S5: no kind appears in the pairing cards and hands more often than its count (C2);
    the main deck is the rest, the discard pile empty, no mood, no quarantine."""
    dealt = of(pairing)
    for cards in hands.values():
        add_each(dealt, cards)
    for kind in KIND_IDS:
        if dealt.get(kind, 0) > COPIES[kind]:
            raise RULES.fail(check_possible, "too_many_copies",
                             {"card": kind, "card_it": italian(kind), "count": dealt[kind], "copies": COPIES[kind]},
                             "/setup")


@RULES.decides("S6")
def check_ages(players: tuple[str, ...], ages: Mapping[str, float] | None,
               pointer: str = "/setup/ages") -> dict[str, float] | None:
    """S6: `ages`, if given, gives every player, and nobody else, a number (smaller is
    younger); only W8 uses it."""
    if ages is None:
        return None
    for key in ages:
        if key not in players:
            raise RULES.fail(check_ages, "age_for_stranger", {"player": key}, pointer)
    for player in players:
        if player not in ages:
            raise RULES.fail(check_ages, "age_missing", {"player": player}, pointer)
    return {p: ages[p] for p in players}


def make_setup(players: Sequence[str], setup: Mapping[str, Any]) -> Setup:
    """Check a loaded setup (S1..S6, in this order) and return it; raise RuleViolation at
    the first problem."""
    seated = check_players(players)
    chokos = check_chokos(seated, setup.get("chokos"))
    pairing = check_pairing(setup["pairing"])
    hands = check_hands(seated, setup["hands"])
    check_possible(pairing, hands)
    ages = check_ages(seated, setup.get("ages"))
    return Setup(seated, chokos, pairing, hands, ages, setup.get("chokos") is not None)


def deal(players: Sequence[str], seed: int, ages: Mapping[str, float] | None = None) -> Setup:
    """A legal random setup, dealt as at the table: the 58 cards shuffled, 3 turned up as
    pairing cards (while two are alike, one is replaced by a card from the main deck and
    shuffled back into it), then 4 to each player in seat order. The same players, ages
    and seed always give the same setup (``random.Random(seed)``). Checks S1 and S6 (the
    ages at ``/ages`` of the deal body)."""
    seated = check_players(players)
    ages = check_ages(seated, ages, pointer="/ages")
    rng = random.Random(seed)
    deck = [kind for kind in KIND_IDS for _ in range(COPIES[kind])]
    rng.shuffle(deck)
    pairing = [deck.pop() for _ in range(PAIRING)]
    while len(set(pairing)) < PAIRING:
        alike = next(i for i in range(1, PAIRING) if pairing[i] in pairing[:i])
        returned = pairing[alike]
        pairing[alike] = deck.pop()
        deck.append(returned)
        rng.shuffle(deck)
    hands = {p: tuple(sorted((deck.pop() for _ in range(HAND)), key=RANK.__getitem__)) for p in seated}
    return make_setup(seated, {"pairing": tuple(pairing), "hands": hands, "ages": ages,
                               "chokos": {p: CHOKOS_EACH[len(seated)] for p in seated}})
