"""The `moves` of a Choco Late history: the shape of each move type (schemas.moves), loaded
into the engine's :class:`~service.games.choco_late.moves.Move`."""

from __future__ import annotations

from schemas.choco_late.enums import MOVE_DESCRIPTIONS, PREFIX
from schemas.moves import MAX_LIST, MoveShape, Moves, dump, integer, listing
from service.games.choco_late.moves import Move, MoveType

CARD = "A card number (1..100, rule D1, checked as a rule)."

LOT = integer("The lot chosen, from the centre (T1; a lot not in the centre breaks T1).", 15)
AMOUNT = integer("The total offer in vouchers: at least 1 (A1) and at most the vouchers in hand (A2), checked "
                 "as rules.", 2)
VOUCHERS = listing(integer(CARD, 15), "Vouchers from the player's hand. Cards are 1..100 (D1, checked as a rule).",
                   [5, 11], max_items=MAX_LIST)
TRAYS = listing(listing(integer(CARD, 15), "A tray: lots of the player's collection.", max_items=MAX_LIST),
                "The two trays, either may be empty; together exactly the player's collection (C3).",
                [[15], [3, 27]], exact=2)

SHAPES = {
    "choose_lot": MoveShape(MOVE_DESCRIPTIONS["choose_lot"], {"lot": LOT}),
    "open": MoveShape(MOVE_DESCRIPTIONS["open"], {"amount": AMOUNT}),
    "join": MoveShape(MOVE_DESCRIPTIONS["join"]),
    "raise": MoveShape(MOVE_DESCRIPTIONS["raise"], {"amount": AMOUNT}),
    "pass": MoveShape(MOVE_DESCRIPTIONS["pass"]),
    "reveal": MoveShape(MOVE_DESCRIPTIONS["reveal"], {"vouchers": VOUCHERS}),
    "replace": MoveShape(MOVE_DESCRIPTIONS["replace"], {"vouchers": VOUCHERS}),
    "arrange_trays": MoveShape(MOVE_DESCRIPTIONS["arrange_trays"], {"trays": TRAYS}),
}
_TYPES = {t.value: t for t in MoveType}


def _build(kind: str, player: str, values: dict) -> Move:
    return Move(_TYPES[kind], player, **values)


MOVES = Moves(PREFIX, SHAPES, _build, description="A decision of a player (E2).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it."""
    return dump(MOVES, m)
