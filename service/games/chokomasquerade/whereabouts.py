"""Where the two cards of a character are, for verdicts an organiser can read out: "the
other 05 is in the middle of column 1", "both 01s are out of the deck: one in column 1,
one in bob's hand". Only refusals ask (never a legal move), so this may look everywhere.

A place is ``("column", n, "first" | "middle" | "last" | "only")``, ``("hand", player)``,
``("pairs", player)``, ``("eaten",)`` or ``("deck",)``: one per card of the character.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Mapping, Sequence

from .cards import COPIES

Place = tuple[Any, ...]  # ("column", n, "first"|"last"|"only"|"middle"), ("hand", player), ("pairs", player), ("eaten",), ("deck",)


def column_place(n: int, column: Sequence[str], i: int) -> Place:
    if len(column) == 1:
        return ("column", n, "only")
    if i == 0:
        return ("column", n, "first")
    if i == len(column) - 1:
        return ("column", n, "last")
    return ("column", n, "middle")


def places_of(card: str, *, columns: Sequence[Sequence[str]], hands: Mapping[str, Sequence[str]],
              pairs: Mapping[str, Sequence[str]], eaten: Sequence[str], deck: Mapping[str, int]) -> list[Place]:
    """Where each card of `card`'s character is (as many places as cards found: 2 for a
    card of the game). `pairs` gives each player's paired characters."""
    out: list[Place] = []
    for n, column in enumerate(columns, 1):
        for i, c in enumerate(column):
            if c == card:
                out.append(column_place(n, column, i))
    for player, hand in hands.items():
        out.extend(("hand", player) for c in hand if c == card)
    for player, made in pairs.items():
        out.extend(("pairs", player) for c in made if c == card for _ in range(COPIES))
    out.extend(("eaten",) for c in eaten if c == card for _ in range(COPIES))
    out.extend(("deck",) for _ in range(deck.get(card, 0)))
    return out


def out_of_deck(card: str, places: Sequence[Place]) -> tuple[str, dict[str, Any]]:
    """The message code and parameters saying where both cards of a character are, when
    none is left in the deck (R2)."""
    kinds = sorted(places, key=lambda p: p[0] != "column")  # columns first, else as found
    first, second = kinds[0], kinds[1]
    if first[0] == "pairs":
        return "drawn_out_paired", {"card": card, "owner": first[1]}
    if first[0] == "eaten":
        return "drawn_out_eaten", {"card": card}
    if first[0] == "column" and second[0] == "column":
        if first[1] == second[1]:
            return "drawn_out_one_column", {"card": card, "column": first[1]}
        return "drawn_out_columns", {"card": card, "first": first[1], "second": second[1]}
    if first[0] == "column":
        return "drawn_out_column_hand", {"card": card, "column": first[1], "owner": second[1]}
    if first[1] == second[1]:
        return "drawn_out_one_hand", {"card": card, "owner": first[1]}
    return "drawn_out_hands", {"card": card, "first": first[1], "second": second[1]}
