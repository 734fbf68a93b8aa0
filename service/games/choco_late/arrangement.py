"""C3, the two trays: one check for every place trays are given.

The same function judges an ``arrange_trays`` move, the trays of a final form and a split
sent to ``/choco-late/trays``: whatever says "these are two trays" is checked here, so the
three can never disagree.
"""

from __future__ import annotations

from collections.abc import Collection

from service.referee.legality import Finding

from .rulebook import RULES

@RULES.refuses("C3")
def arrangement_problem(trays: object, lots: Collection[int] | None, *, player: str = "",
                        two_trays: bool = True, finished: bool = True, arranged: bool = False,
                        left: int = 0, at: str = "") -> Finding | None:
    """C3 (two_trays): at the end each player divides all of their lots into exactly two
    trays (``arrange_trays``, once; either tray may be empty); their score is the sum of the
    two tray values.

    `lots` is the player's collection (None for a split sent without one: then only the
    number of trays is judged here). For a move, `finished` says whether the game has
    ended (`left` lots are still to be auctioned) and `arranged` whether the player has
    already arranged. Fields are under `at` (``trays`` for a move)."""
    under = f"{at}/" if at else ""
    if not two_trays:
        return "trays_without_two_trays", {}, "type" if at else ""
    if not finished:
        return "arrange_before_end", {"player": player, "lots": left}, "type"
    if arranged:
        return "arranged_twice", {"player": player}, "player"
    if not isinstance(trays, (tuple, list)) or len(trays) != 2:
        count = len(trays) if isinstance(trays, (tuple, list)) else 0
        return "trays_not_two", {"count": count}, at
    if lots is None:
        return None
    own = set(lots)
    placed: set[int] = set()
    for i, tray in enumerate(trays):
        if not isinstance(tray, (tuple, list)):
            return "tray_not_a_list", {"player": player}, f"{under}{i}"
        for j, lot in enumerate(tray):
            if type(lot) is not int or lot not in own:
                return "trays_foreign_lot", {"player": player, "lot": lot}, f"{under}{i}/{j}"
            if lot in placed:
                return "trays_lot_twice", {"player": player, "lot": lot}, f"{under}{i}/{j}"
            placed.add(lot)
    missing = sorted(own - placed)
    if missing:
        return "trays_missing_lots", {"player": player, "lots": ", ".join(map(str, missing))}, at
    return None
