"""The setup of a game (S1-S9): who plays, in which order, the base sets, the market, and
what is in play.

:func:`make_setup` checks a client's setup in the order of S9 (the first failure is the
violation, ``move_index`` null, with a JSON pointer into the history: ``/players``,
``/variants``, ``/setup/first_player``, ``/setup/base_sets``, ``/setup/market/4``);
:func:`deal` makes a legal random one for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeGuard

from service.referee.multiset import take

from .cards import (BASE_SET, BASE_SETS, COPIES, DESSERT_VALUES, INGREDIENT_SET, INGREDIENTS, KINDS,
                    PLAYER_COUNTS, TOOLS, Kind, dessert_id, edition_problem, label_it, symbol_copies_in_play)
from .market import place_refill
from .rulebook import RULES

MARKET_SIZE = 6


@dataclass(frozen=True)
class Setup:
    """A checked setup. `base_sets` maps each player to their set number (None when the
    history gives none: the numbers are cosmetic, S3)."""

    players: tuple[str, ...]
    first_player: str
    market: tuple[str, ...]
    base_sets: Mapping[str, int] | None = None


def _is_list(value: object) -> TypeGuard[Sequence[Any]]:
    if type(value) is list or type(value) is tuple:  # what a loaded body holds: no ABC check
        return True
    return isinstance(value, Sequence) and not isinstance(value, (str, bytes))


@RULES.decides("S1")
def check_players(players: object, pointer: str = "/players") -> tuple[str, ...]:
    """S1: 3 to 5 players with unique non-empty ids, in clockwise seating order."""

    def no(code: str, params: dict[str, Any]) -> Exception:
        return RULES.fail(check_players, code, params, pointer)

    if not _is_list(players):
        raise no("players_not_a_list", {})
    if not PLAYER_COUNTS[0] <= len(players) <= PLAYER_COUNTS[-1]:
        raise no("player_count", {"count": len(players), "min": PLAYER_COUNTS[0], "max": PLAYER_COUNTS[-1]})
    seen: set[str] = set()
    for player in players:
        if type(player) is not str or not player:
            raise no("player_id_blank", {"value": repr(player)})
        if player in seen:
            raise no("player_listed_twice", {"player": player})
        seen.add(player)
    return tuple(players)


@lru_cache(maxsize=None)
@RULES.decides("S2")
def cards_in_play(players: int) -> dict[str, int]:
    """S2: the copies of each card in play: one base set per player, all 36 ingredients, the
    tools and desserts K3 keeps, the first player card. The rest stays in the box. (Computed
    once per player count: a shared dict, never changed.)"""
    out: dict[str, int] = {}
    for card, kind in KINDS.items():
        if kind is Kind.BASE:
            out[card] = BASE_SET[card] * players
        elif kind is Kind.DESSERT or kind is Kind.TOOL:
            out[card] = symbol_copies_in_play(card, players)
        else:
            out[card] = COPIES[card]
    return out


@RULES.decides("S3")
def check_base_sets(players: tuple[str, ...], base_sets: object,
                    pointer: str = "/setup/base_sets") -> dict[str, int] | None:
    """S3: each player receives one base set (2 cocoa, 2 butter, 2 sugar, 2 milk) as their
    draw pile and one whisk. `base_sets`, if given, maps exactly the players to distinct set
    numbers 1-5 (cosmetic: a player only ever draws their own set)."""
    if base_sets is None:
        return None

    def no(code: str, params: dict[str, Any]) -> Exception:
        return RULES.fail(check_base_sets, code, params, pointer)

    if type(base_sets) is not dict and not isinstance(base_sets, Mapping):
        raise no("base_sets_not_an_object", {})
    seated = set(players)
    for key in base_sets:
        if key not in seated:
            raise no("base_set_stranger", {"player": str(key)})
    for player in players:
        if player not in base_sets:
            raise no("base_set_missing", {"player": player})
    owner: dict[int, str] = {}
    for player in players:
        number = base_sets[player]
        if type(number) is not int or not 1 <= number <= BASE_SETS:
            raise no("base_set_number", {"player": player, "number": str(number), "sets": BASE_SETS})
        if number in owner:
            raise no("base_set_shared", {"player": player, "other": owner[number], "number": number})
        owner[number] = player
    return {p: base_sets[p] for p in players}


def base_set() -> dict[str, int]:
    """A fresh draw pile of one base set (S3), as counts by type."""
    return dict(BASE_SET)


@RULES.decides("S4")
def check_market(market: object, pointer: str = "/setup/market") -> tuple[str, ...]:
    """S4: exactly 6 ingredient ids from position 1 (next to the deck) to 6; no type beyond its
    copies (K1); every filling nearer the deck than every spice, any split and any order
    within a kind. Checked in S9's order: the length, K1's ids, K1's copies, the order."""
    if not _is_list(market) or len(market) != MARKET_SIZE:
        size = len(market) if _is_list(market) else 0
        raise RULES.fail(check_market, "market_length", {"count": size, "size": MARKET_SIZE}, pointer)
    for k, card in enumerate(market):
        found = edition_problem(card, INGREDIENT_SET)
        if found is not None:
            code, params = found
            raise RULES.fail(edition_problem, code, {**params, "position": k + 1}, f"{pointer}/{k}")
    counted: dict[str, int] = {}
    for k, card in enumerate(market):
        found = edition_problem(card, INGREDIENT_SET, counted)
        if found is not None:
            code, params = found
            raise RULES.fail(edition_problem, code, {**params, "position": k + 1}, f"{pointer}/{k}")
    for k, card in enumerate(market):
        if KINDS[card] is Kind.SPICE:
            farther = next((j for j in range(k + 1, MARKET_SIZE) if KINDS[market[j]] is Kind.FILLING), None)
            if farther is not None:
                raise RULES.fail(check_market, "market_order", {
                    "card": card, "card_it": label_it(card), "position": k + 1, "filling": market[farther],
                    "filling_it": label_it(market[farther]), "filling_position": farther + 1}, f"{pointer}/{k}")
    return tuple(market)


_INGREDIENTS = {card: COPIES[card] for card in INGREDIENTS}  # all 36, by type


def deck_after(market: Sequence[str]) -> dict[str, int]:
    """S4: the ingredient deck is the 36 ingredients minus the market, as counts by type."""
    deck = dict(_INGREDIENTS)
    for card in market:
        take(deck, card)
    return deck


@lru_cache(maxsize=None)
@RULES.decides("S5")
def dessert_piles(players: int) -> dict[int, int]:
    """S5: one face-up pile per value 4-9, of the copies in play (K3): 3/3/2/2/1/1 with 3
    players, 4/4/3/2/2/1 with 4, 5/5/4/3/2/1 with 5. (Computed once per player count: a
    game plays on its own copy.)"""
    in_play = cards_in_play(players)
    return {v: in_play[dessert_id(v)] for v in DESSERT_VALUES}


@lru_cache(maxsize=None)
@RULES.decides("S6")
def tool_piles(players: int) -> dict[str, int]:
    """S6: the pastry bags and measuring cups in play lie in two piles in the middle; the
    whisks are in front of the players (S3), so the whisk pile starts empty. (Computed once
    per player count: a game plays on its own copy.)"""
    in_play = cards_in_play(players)
    return {tool: (0 if tool == "whisk" else in_play[tool]) for tool in TOOLS}


@RULES.decides("S7")
def check_first_player(players: tuple[str, ...], first_player: object,
                       pointer: str = "/setup/first_player") -> str:
    """S7: the first player (default: the first listed) holds the first player card and takes
    the first turn. (The rulebook says the youngest; ages are not checked.)"""
    if first_player is None:
        return players[0]
    if type(first_player) is not str or first_player not in players:
        raise RULES.fail(check_first_player, "first_player_unknown", {"player": str(first_player)}, pointer)
    return first_player


@RULES.decides("S8")
def check_variants(variants: object, pointer: str = "/variants") -> None:
    """S8: the rulebook has no variants: `variants` is absent or ``{}``."""
    if variants is None:
        return
    if type(variants) is not dict and not isinstance(variants, Mapping):
        raise RULES.fail(check_variants, "variants_not_an_object", {}, pointer)
    for key in variants:
        raise RULES.fail(check_variants, "no_variants", {"variant": str(key)}, pointer)


@RULES.decides("S9")
def make_setup(players: object, variants: object, setup: Mapping[str, object]) -> Setup:
    """S9: a setup is checked in this order, the first failure being the violation: S1, S8,
    S7, S3, then the market (S4's length, K1's ids and copies, S4's order)."""
    seated = check_players(players)
    check_variants(variants)
    first = check_first_player(seated, setup.get("first_player"))
    sets = check_base_sets(seated, setup.get("base_sets"))
    market = check_market(setup.get("market"))
    return Setup(seated, first, market, sets)


def deal(players: object, variants: object = None, seed: int = 0, first_player: object = None) -> Setup:
    """A legal random setup: the 36 ingredients shuffled with `seed` (``random.Random``,
    stable across runs), the first 6 laid out one at a time as refills would (M2); base sets
    numbered 1..P in seat order. The players are checked as S1 (``/players``), the variants
    as S8 (``/variants``), the first player as S7 (``/first_player``, a field of the deal)."""
    seated = check_players(players)
    check_variants(variants)
    first = check_first_player(seated, first_player, pointer="/first_player")
    deck = [card for card in INGREDIENTS for _ in range(COPIES[card])]
    random.Random(seed).shuffle(deck)
    market: list[str] = []
    for card in deck[:MARKET_SIZE]:
        place_refill(market, card)
    return make_setup(seated, None, {"market": market, "first_player": first,
                                     "base_sets": {p: i + 1 for i, p in enumerate(seated)}})
