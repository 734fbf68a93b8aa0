"""The setup of a game (S1-S5): who plays, the 4 table cards, the hands, a possible deal,
who starts; and a legal random deal.

:func:`make_setup` checks a setup sent by a client, in the order of H4 (S1, S2, S3, S4,
S5); :func:`deal` makes a legal random one. Violations carry ``move_index=None`` and the
pointer the rules of record give each rule (``/players``, ``/setup/table``,
``/setup/hands``, ``/setup``, ``/setup/first_player``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from service.referee.violations import pointer_token

from .cards import CHARACTERS, COPIES, full_deck, is_card
from .rulebook import RULES

PLAYERS = 2
TABLE_CARDS = 4
HAND_CARDS = 3
DECK_CARDS = len(CHARACTERS) * COPIES - TABLE_CARDS - PLAYERS * HAND_CARDS  # 50


@dataclass(frozen=True)
class Setup:
    """A checked setup. `hands` is in the order of `players`; `deck` is what the deck holds
    (each character with its copies left, 0 included), a multiset whose order is never
    recorded (S4)."""

    players: tuple[str, str]
    table: tuple[str, ...]
    hands: tuple[tuple[str, tuple[str, ...]], ...]
    first_player: str
    deck: dict[str, int]


@dataclass(frozen=True)
class Dealt:
    """A random deal: the setup, and the other 50 cards in the order of the seed's shuffle
    (a convenience for an app that draws: draws need not follow it)."""

    setup: Setup
    deck_order: tuple[str, ...]


def _is_list(value: object) -> TypeGuard[Sequence[Any]]:
    return isinstance(value, Sequence) and not isinstance(value, (str, bytes))


def _cards(value: object, pointer: str) -> tuple[str, ...]:
    """A list of card ids (D1): the schema checks them, an engine caller may not have."""
    if not _is_list(value):
        raise RULES.fail(is_card, "cards_not_a_list", {}, pointer)
    for i, card in enumerate(value):
        if not is_card(card):
            raise RULES.fail(is_card, "not_a_card", {"card": str(card)}, f"{pointer}/{i}")
    return tuple(value)


@RULES.decides("S1")
def check_players(players: object, pointer: str = "/players") -> tuple[str, str]:
    """S1: exactly 2 players, with distinct, non-empty ids."""
    if not _is_list(players):
        raise RULES.fail(check_players, "players_not_a_list", {}, pointer)
    if len(players) != PLAYERS:
        raise RULES.fail(check_players, "player_count", {"count": len(players)}, pointer)
    for player in players:
        if type(player) is not str or not player:
            raise RULES.fail(check_players, "player_id_blank", {"value": repr(player)}, pointer)
    if players[0] == players[1]:
        raise RULES.fail(check_players, "player_listed_twice", {"player": players[0]}, pointer)
    return (players[0], players[1])


@RULES.decides("S2")
def check_table(table: object, pointer: str = "/setup/table") -> tuple[str, ...]:
    """S2: exactly 4 cards, laid face up side by side; card i starts column i (C1)."""
    cards = _cards(table, pointer)
    if len(cards) != TABLE_CARDS:
        raise RULES.fail(check_table, "table_count", {"count": len(cards)}, pointer)
    return cards


@RULES.decides("S3")
def check_hands(players: tuple[str, str], hands: object,
                pointer: str = "/setup/hands") -> tuple[tuple[str, tuple[str, ...]], ...]:
    """S3: each player is dealt exactly 3 cards, and nobody else is named."""
    if not isinstance(hands, Mapping):
        raise RULES.fail(check_hands, "hands_not_a_mapping", {}, pointer)
    out = []
    for player in players:
        if player not in hands:
            raise RULES.fail(check_hands, "hand_missing", {"player": player}, pointer)
        cards = _cards(hands[player], f"{pointer}/{pointer_token(player)}")
        if len(cards) != HAND_CARDS:
            raise RULES.fail(check_hands, "hand_count", {"player": player, "count": len(cards)}, pointer)
        out.append((player, cards))
    for key in hands:
        if key not in players:
            raise RULES.fail(check_hands, "hand_for_stranger", {"player": str(key)}, pointer)
    return tuple(out)


@RULES.decides("S4")
def check_possible_deal(table: tuple[str, ...], hands: tuple[tuple[str, tuple[str, ...]], ...],
                        pointer: str = "/setup") -> dict[str, int]:
    """S4: no character more than twice among the table and the hands; the deck is the
    other 50 cards, as a multiset (each character with its copies left)."""
    deck = dict.fromkeys(CHARACTERS, COPIES)
    for card in (*table, *(c for _, cards in hands for c in cards)):
        left = deck[card] - 1
        if left < 0:
            count = table.count(card) + sum(cards.count(card) for _, cards in hands)
            raise RULES.fail(check_possible_deal, "character_too_often", {"card": card, "count": count}, pointer)
        deck[card] = left
    return deck


@RULES.decides("S5")
def check_first_player(players: tuple[str, str], first_player: object,
                       pointer: str = "/setup/first_player") -> str:
    """S5: the youngest starts, as declared by `first_player` (default: the first listed);
    the referee cannot check ages."""
    if first_player is None:
        return players[0]
    if type(first_player) is not str or first_player not in players:
        raise RULES.fail(check_first_player, "first_player_unknown", {"player": str(first_player)}, pointer)
    return first_player


def make_setup(players: object, table: object, hands: object, first_player: object = None) -> Setup:
    """Check a setup (S1, S2, S3, S4, S5, in that order) and return it; raise
    :class:`~service.referee.violations.RuleViolation` at the first problem."""
    seated = check_players(players)
    laid = check_table(table)
    dealt = check_hands(seated, hands)
    deck = check_possible_deal(laid, dealt)
    first = check_first_player(seated, first_player)
    return Setup(seated, laid, dealt, first, deck)


def deal(players: object, seed: int, first_player: object = None) -> Dealt:
    """A legal random deal for `seed` (``random.Random(seed)``: the same seed always gives
    the same deal): the 60 cards shuffled, 4 to the table in the order drawn, 3 to each
    hand (sorted), and the other 50 as the deck, in the shuffle's order."""
    seated = check_players(players)
    first = check_first_player(seated, first_player, pointer="/first_player")  # a field of the deal body
    cards = full_deck()
    random.Random(seed).shuffle(cards)
    table = cards[:TABLE_CARDS]
    at = TABLE_CARDS
    hands = {}
    for player in seated:
        hands[player] = sorted(cards[at:at + HAND_CARDS])
        at += HAND_CARDS
    setup = make_setup(seated, table, hands, first)
    return Dealt(setup, tuple(cards[at:]))
