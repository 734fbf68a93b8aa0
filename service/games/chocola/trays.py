"""The tray (*Vassoio*, V2, V3): which own Desserts a tray may hold, every tray a player
may declare, and the best tray.

A tray holds every Bon Bon the player owns and exactly one Dessert of each other printed
type they own (types added by toppings never count for this limit); the others are set
aside. A player only chooses copies, so the trays of a player are the product of their
choices of copies, type by type: at most 4^5 = 1024 (four flavours of five limited types).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product

from service.referee.legality import Finding

from .cards import DESSERT_ORDER, DESSERTS, TYPES, UNLIMITED_TYPES
from .rulebook import RULES


_TYPE_OF = {d.id: d.type for d in DESSERTS.values()}


def by_type(desserts: Sequence[str]) -> dict[str, list[str]]:
    """Own Desserts by printed type (C1 order of types, C3 order within one)."""
    out: dict[str, list[str]] = {}
    for d in sorted(desserts, key=DESSERT_ORDER.__getitem__):
        kind = _TYPE_OF[d]
        if kind in out:
            out[kind].append(d)
        else:
            out[kind] = [d]
    return {t: out[t] for t in TYPES if t in out}


@RULES.refuses("V2")
def tray_problem(tray: Sequence[str], desserts: Sequence[str], field: str = "tray") -> Finding | None:
    """V2: a tray lists own Desserts, each once, and nothing else: every Bon Bon the player
    owns and exactly one Dessert of each other printed type they own (added types never
    count for this limit); a player without Desserts has the empty tray."""
    own = set(desserts)
    listed: dict[str, str] = {}  # each card by its type (a Bon Bon by itself: any number of them)
    chosen: set[str] = set()
    for i, card in enumerate(tray):
        if card not in own:
            return "tray_not_own", {"card": card}, f"{field}/{i}"
        if card in chosen:
            return "tray_twice", {"card": card}, f"{field}/{i}"
        kind = _TYPE_OF[card]
        if kind in UNLIMITED_TYPES:
            listed[card] = card
        elif kind in listed:
            return "tray_type_twice", {"card": card, "other": listed[kind], "type": kind}, f"{field}/{i}"
        else:
            listed[kind] = card
        chosen.add(card)
    missing = [card for card in desserts
               if (card not in chosen if _TYPE_OF[card] in UNLIMITED_TYPES else _TYPE_OF[card] not in listed)]
    if not missing:
        return None
    kind, copies = next(iter(by_type(missing).items()))  # the first type missing (C1 order), its copies in C3 order
    if kind in UNLIMITED_TYPES:
        return "tray_missing_unlimited", {"card": copies[0], "type": kind}, field
    return "tray_missing_type", {"type": kind, "choices": ", ".join(copies)}, field


def possible_trays(desserts: Sequence[str]) -> list[tuple[str, ...]]:
    """Every tray V2 allows for these Desserts, each in C3 table order (the product of the
    choices of copies, type by type, in C3 order)."""
    groups = by_type(desserts)
    fixed = [c for t, copies in groups.items() if t in UNLIMITED_TYPES for c in copies]
    choices = [copies for t, copies in groups.items() if t not in UNLIMITED_TYPES]
    return [tuple(sorted((*pick, *fixed), key=DESSERT_ORDER.__getitem__)) for pick in product(*choices)]


@RULES.decides("V3")
def best_tray(desserts: Sequence[str], values: Mapping[str, int]) -> tuple[str, ...]:
    """V3: without a declared tray, the best: every Bon Bon, and for each other printed type
    the owned copy whose own rule scores most (R1-R3); ties go to the copy listed first in
    table C3. The domain (V5) and the decorations (V7) are the same for every tray, so this
    is optimal by construction, with no search."""
    best: dict[str, str] = {}
    chosen = []
    for d in sorted(desserts, key=DESSERT_ORDER.__getitem__):
        kind = _TYPE_OF[d]
        if kind in UNLIMITED_TYPES:
            chosen.append(d)
        elif kind not in best or values[d] > values[best[kind]]:
            best[kind] = d  # C3 order: a later copy wins only by scoring more
    chosen.extend(best.values())
    return tuple(sorted(chosen, key=DESSERT_ORDER.__getitem__))
