"""Assigning Decorations (D1-D3): each Decoration a player holds goes on one of their own
Desserts, at most one of each kind per Dessert; one stays unassigned only where it has no
place left."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from service.referee.legality import Finding
from service.referee.violations import pointer_token

from .cards import DECORATIONS
from .rulebook import RULES


@RULES.refuses("D1")
def assignment_problem(desserts: Sequence[str], held: Mapping[str, int] | None,
                       decorations: Mapping[str, Sequence[str]], unassigned: Sequence[str]) -> Finding | None:
    """D1: each Decoration a player holds is assigned to one of their own Desserts, in the
    tray or set aside, never to the Inspiration or another player's Dessert: the keys of
    `decorations` are own Desserts, and the Decorations assigned plus `unassigned` are
    exactly those held, as a multiset (`held` None: what is listed is what is held, as in
    a final form)."""
    own = set(desserts)
    for key in decorations:
        if key not in own:
            return "decorated_not_own", {"card": key}, f"decorations/{pointer_token(key)}"
    if held is None:
        return None
    left = dict(held)
    placed = [(card, f"decorations/{pointer_token(key)}/{i}") for key, cards in decorations.items()
              for i, card in enumerate(cards)]
    placed += [(card, f"unassigned/{i}") for i, card in enumerate(unassigned)]
    for card, field in placed:
        n = left.get(card, 0)
        if n == 0:
            return "decoration_not_held", {"card": card, "held": held.get(card, 0)}, field
        left[card] = n - 1
    missing = sorted(card for card, n in left.items() for _ in range(n))
    if missing:
        return "decorations_not_placed", {"cards": ", ".join(missing), "count": len(missing)}, "decorations"
    return None


@RULES.refuses("D2")
def one_per_kind_problem(decorations: Mapping[str, Sequence[str]]) -> Finding | None:
    """D2: a Dessert carries at most one Decoration of each kind (glaze, topping, drops,
    sprinkles, caramel), so at most five."""
    for key, cards in decorations.items():
        kinds: dict[str, str] = {}
        for i, card in enumerate(cards):
            kind = DECORATIONS[card].kind
            if kind in kinds:
                return ("kind_twice", {"card": card, "other": kinds[kind], "dessert": key, "kind": kind},
                        f"decorations/{pointer_token(key)}/{i}")
            kinds[kind] = card
    return None


@RULES.refuses("D3")
def unassigned_problem(desserts: Sequence[str], decorations: Mapping[str, Sequence[str]],
                       unassigned: Sequence[str]) -> Finding | None:
    """D3: a Decoration may stay unassigned only if every own Dessert already carries one of
    its kind (a player without Desserts keeps all unassigned). It scores 0 and alters
    nothing."""
    for i, card in enumerate(unassigned):
        kind = DECORATIONS[card].kind
        free = [d for d in desserts if not any(DECORATIONS[c].kind == kind for c in decorations.get(d, ()))]
        if free:
            return "unassigned_has_place", {"card": card, "desserts": ", ".join(free), "kind": kind}, f"unassigned/{i}"
    return None
