"""Chance, recorded and never simulated (H3), and its exact probabilities (H4).

A shuffled pile is a multiset (counts by type): a revealed card is legal when its type still
has a copy in the pile it comes from. At a chance point, outcome `t` has probability
``D[t] / |D|`` and, given the back of the top card (K4), ``D[t] / D[back]``.
"""

from __future__ import annotations

from fractions import Fraction

from service.referee.multiset import add

from service.referee.legality import Finding

from .cards import BACKS, DRAWABLE, INGREDIENT_SET, Back, label_it
from .rulebook import RULES


@RULES.refuses("H3")
def chance_problem(pile: dict[str, int], card: str, owner: str | None) -> Finding | None:
    """H3: the revealed `card` has a copy in the pile it comes from (`owner`'s draw pile, or
    the ingredient deck when `owner` is None); an id that is no card of that pile included.
    No order is checked."""
    if card in pile:
        return None
    params = {"card": card, "card_it": label_it(card), "size": sum(pile.values())}
    if owner is None:
        return ("deck_no_copy" if card in INGREDIENT_SET else "deck_not_a_card"), params, "card"
    params["player"] = owner
    return ("pile_no_copy" if card in DRAWABLE else "pile_not_a_card"), params, "card"


def by_back(pile: dict[str, int]) -> dict[Back, int]:
    """D[back]: the cards of a pile by the class of their back (only backs it holds)."""
    out: dict[Back, int] = {}
    for card, n in pile.items():
        add(out, BACKS[card], n)
    return out


@RULES.decides("H4")
def outcome_odds(pile: dict[str, int], size: int, card: str, backs: dict[Back, int]) -> tuple[Fraction, Back, Fraction]:
    """H4: the probability of revealing `card` from a pile of `size` cards (D[t] / |D|), its
    back, and its probability given that back (D[t] / D[back]). Exact fractions."""
    n = pile[card]
    back = BACKS[card]
    return Fraction(n, size), back, Fraction(n, backs[back])


def bust_odds(pile: dict[str, int], in_front: list[str]) -> tuple[Fraction, dict[Back, Fraction]]:
    """H4 for a draw: the bust probability (the sum of D[t] / |D| over the types in front) and,
    for each back the pile holds, the bust probability given that back."""
    backs = by_back(pile)
    size = sum(pile.values())
    plain = Fraction(0)
    given = {back: Fraction(0) for back in backs}
    for card in dict.fromkeys(in_front):
        if card in pile:
            p, back, q = outcome_odds(pile, size, card, backs)
            plain += p
            given[back] += q
    return plain, given
