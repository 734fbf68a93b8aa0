"""The setup of a game (S1-S3): who plays, the deal, who holds the token first.

:func:`make_setup` checks a deal sent by a client; :func:`deal` makes a legal random one.
Violations carry ``move_index=None`` and a JSON pointer into the history document
(``/players/2``, ``/setup/lots/3``, ``/setup/hands/bob/3``, ``/setup/box``,
``/setup/first_player``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from service.referee.violations import RuleViolation, pointer_token

from .cards import SetupRow, setup_table
from .deck import Seen, check_cards
from .rulebook import RULES
from .variants import Variants


@dataclass(frozen=True)
class Setup:
    """A checked deal. `hands` is in seating order; `box` is None when it was not given."""

    players: tuple[str, ...]
    variants: Variants
    lots: tuple[int, ...]
    hands: tuple[tuple[str, tuple[int, ...]], ...]
    first_player: str
    box: tuple[int, ...] | None = None

    def hand(self, player: str) -> tuple[int, ...]:
        for who, cards in self.hands:
            if who == player:
                return cards
        raise KeyError(player)

    @property
    def row(self) -> SetupRow:
        """The row of the setup table in force (S2)."""
        return setup_table(self.variants.two_trays)[len(self.players)]

    def rest(self) -> tuple[int, ...]:
        """The cards of the range used that were dealt to nobody: the box, given or not."""
        if self.box is not None:
            return self.box
        dealt = set(self.lots)
        for _, cards in self.hands:
            dealt.update(cards)
        return tuple(c for c in self.row.cards_used if c not in dealt)


def _is_list(value: object) -> TypeGuard[Sequence[Any]]:
    return type(value) in _LISTS or isinstance(value, Sequence) and not isinstance(value, (str, bytes))


_LISTS = (list, tuple)  # as loaded (the ABC check costs more than the rest of a hand's checks)


@RULES.decides("S1")
def check_players(players: object, variants: Variants, pointer: str = "/players",
                  item: str = "/players/{i}") -> tuple[str, ...]:
    """S1: 2 to 6 players (2 to 4 with two_trays), unique non-empty ids, in seating order.

    `pointer` is where the list is in the body, `item` where its i-th id is (a final form
    lists players as objects: ``/final/players/{i}/player``)."""

    def no(code: str, params: Mapping[str, Any], at: str) -> RuleViolation:
        return RULES.fail(check_players, code, params, at)

    if not _is_list(players):
        raise no("players_not_a_list", {}, pointer)
    table = setup_table(variants.two_trays)
    low, high = min(table), max(table)
    if not low <= len(players) <= high:
        code = "seating_count_two_trays" if variants.two_trays else "seating_count"
        raise no(code, {"count": len(players), "min": low, "max": high}, pointer)
    first_seen: dict[str, int] = {}
    for i, player in enumerate(players):
        if type(player) is not str or not player:
            raise no("player_id_blank", {"value": repr(player)}, item.format(i=i))
        if player in first_seen:
            first = item.format(i=first_seen[player])
            raise no("player_listed_twice", {"player": player, "first": first}, item.format(i=i))
        first_seen[player] = i
    return tuple(players)


@RULES.decides("S2")
def check_deal(
    players: tuple[str, ...],
    variants: Variants,
    lots: object,
    hands: object,
    box: object,
) -> tuple[tuple[int, ...], tuple[tuple[str, tuple[int, ...]], ...], tuple[int, ...] | None]:
    """S2: the table's number of lots and of vouchers per player, every card within the
    range used, no card twice (across lots, hands and box), a hand for every player and
    none for a stranger; a box, if given, is exactly the rest."""

    def no(code: str, params: Mapping[str, Any], pointer: str) -> RuleViolation:
        return RULES.fail(check_deal, code, params, pointer)

    row = setup_table(variants.two_trays)[len(players)]
    if not isinstance(hands, Mapping):
        raise no("hands_not_a_mapping", {}, "/setup/hands")
    seated = set(players)
    for key in hands:
        if key not in seated:
            raise no("hand_for_stranger", {"player": key}, f"/setup/hands/{pointer_token(str(key))}")
    for player in players:
        if player not in hands:
            raise no("hand_missing", {"player": player}, "/setup/hands")

    seen: Seen = {}

    def cards(value: object, pointer: str) -> tuple[int, ...]:
        if not _is_list(value):
            raise no("cards_not_a_list", {}, pointer)
        try:
            out = check_cards(value, pointer, seen)  # D1: each is a card 1..100
        except RuleViolation as exc:
            v = exc.violation
            if v.code != "card_twice":
                raise
            raise no(v.code, v.params, v.pointer) from None  # S2: no card dealt twice
        for i, card in enumerate(out if out and max(out) > row.highest_card else ()):
            if card > row.highest_card:
                raise no(
                    "card_outside_range",
                    {"card": card, "highest": row.highest_card, "players": len(players)},
                    f"{pointer}/{i}",
                )
        return out

    lot_cards = cards(lots, "/setup/lots")
    hand_cards = tuple((p, cards(hands[p], f"/setup/hands/{pointer_token(p)}")) for p in players)
    box_cards = None if box is None else cards(box, "/setup/box")

    if len(lot_cards) != row.lots:
        raise no(
            "lot_count",
            {"count": len(lot_cards), "expected": row.lots, "players": len(players)},
            "/setup/lots",
        )
    for player, held in hand_cards:
        if len(held) != row.vouchers:
            raise no(
                "hand_count",
                {"player": player, "count": len(held), "expected": row.vouchers, "players": len(players)},
                f"/setup/hands/{pointer_token(player)}",
            )
    if box_cards is not None and len(box_cards) != row.box:
        missing = [c for c in row.cards_used if c not in seen]
        raise no(
            "box_not_rest",
            {"count": len(box_cards), "expected": row.box, "missing": ", ".join(map(str, missing)) or "-"},
            "/setup/box",
        )
    return lot_cards, hand_cards, box_cards


@RULES.decides("S3")
def check_first_player(players: tuple[str, ...], first_player: object,
                       pointer: str = "/setup/first_player") -> str:
    """S3: the Choco Late token starts with `first_player` (default: the first listed)."""
    if first_player is None:
        return players[0]
    if type(first_player) is not str or first_player not in players:
        raise RULES.fail(check_first_player, "first_player_unknown", {"player": str(first_player)}, pointer)
    return first_player


def make_setup(
    players: Sequence[str],
    variants: Variants | None,
    lots: Sequence[int],
    hands: Mapping[str, Sequence[int]],
    first_player: str | None = None,
    box: Sequence[int] | None = None,
) -> Setup:
    """Check a deal (S1, S2, S3) and return it as a :class:`Setup`; raise
    :class:`RuleViolation` at the first problem."""
    variants = variants if variants is not None else Variants()
    seated = check_players(players, variants)
    lot_cards, hand_cards, box_cards = check_deal(seated, variants, lots, hands, box)
    first = check_first_player(seated, first_player)
    return Setup(seated, variants, lot_cards, hand_cards, first, box_cards)


def deal(
    players: Sequence[str],
    variants: Variants | None = None,
    seed: int = 0,
    first_player: str | None = None,
) -> Setup:
    """A legal random deal, box included: the same players, variants and seed always give
    the same deal (``random.Random(seed)``, stable across Python runs). Lots are in the
    order drawn; hands and box are sorted."""
    variants = variants if variants is not None else Variants()
    seated = check_players(players, variants)
    first = check_first_player(seated, first_player, pointer="/first_player")  # a field of the deal request
    row = setup_table(variants.two_trays)[len(seated)]
    deck = list(row.cards_used)
    random.Random(seed).shuffle(deck)
    lots = deck[: row.lots]
    at = row.lots
    hands = {}
    for player in seated:
        hands[player] = sorted(deck[at : at + row.vouchers])
        at += row.vouchers
    box = sorted(deck[at:])
    return make_setup(seated, variants, lots, hands, first, box)
