"""The `moves` of a Choco Late history: the shape of each move type (schemas.moves), loaded
into the engine's :class:`~service.games.choco_late.moves.Move`."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from schemas.choco_late.enums import MOVE_DESCRIPTIONS, PREFIX
from schemas.moves import MAX_LIST, MoveShape, Moves, dump, integer, listing
from service.games.choco_late.moves import (ARRANGE_TRAYS, CHOOSE_LOT, JOIN, OPEN, PASS, RAISE, REPLACE, REVEAL, Move,
                                            MoveType)

CARD = "A card number (1..100, rule D1, checked as a rule)."

LOT = integer("The lot chosen, from the centre (T1; a lot not in the centre breaks T1).", 15)
AMOUNT = integer("The total offer in vouchers: at least 1 (A1) and at most the vouchers in hand (A2), checked "
                 "as rules.", 2)
VOUCHERS = listing(integer(CARD, 15), "Vouchers from the player's hand. Cards are 1..100 (D1, checked as a rule).",
                   [5, 11], max_items=MAX_LIST)
TRAYS = listing(listing(integer(CARD, 15), "A tray: lots of the player's collection.", max_items=MAX_LIST),
                "The two trays, either may be empty; together exactly the player's collection (C3).",
                [[15], [3, 27]], exact=2)

_new = tuple.__new__  # a Move made in one call: hundreds are read per request

SHAPES = {
    "choose_lot": MoveShape(MOVE_DESCRIPTIONS["choose_lot"], {"lot": LOT},
                            make=lambda p, lot: _new(Move, (CHOOSE_LOT, p, lot, None, None, None))),
    "open": MoveShape(MOVE_DESCRIPTIONS["open"], {"amount": AMOUNT},
                      make=lambda p, amount: _new(Move, (OPEN, p, None, amount, None, None))),
    "join": MoveShape(MOVE_DESCRIPTIONS["join"], make=lambda p: _new(Move, (JOIN, p, None, None, None, None))),
    "raise": MoveShape(MOVE_DESCRIPTIONS["raise"], {"amount": AMOUNT},
                       make=lambda p, amount: _new(Move, (RAISE, p, None, amount, None, None))),
    "pass": MoveShape(MOVE_DESCRIPTIONS["pass"], make=lambda p: _new(Move, (PASS, p, None, None, None, None))),
    "reveal": MoveShape(MOVE_DESCRIPTIONS["reveal"], {"vouchers": VOUCHERS},
                        make=lambda p, vouchers: _new(Move, (REVEAL, p, None, None, vouchers, None))),
    "replace": MoveShape(MOVE_DESCRIPTIONS["replace"], {"vouchers": VOUCHERS},
                         make=lambda p, vouchers: _new(Move, (REPLACE, p, None, None, vouchers, None))),
    "arrange_trays": MoveShape(MOVE_DESCRIPTIONS["arrange_trays"], {"trays": TRAYS},
                               make=lambda p, trays: _new(Move, (ARRANGE_TRAYS, p, None, None, None, trays))),
}
assert set(SHAPES) == {t.value for t in MoveType}
assert Move._fields == ("type", "player", "lot", "amount", "vouchers", "trays")  # the order `make` writes


def _build(kind: str, player: str, values: dict) -> Move:
    """A move from the values the full path loaded (each shape's `make`)."""
    shape = SHAPES[kind]
    make = cast("Callable[..., Move]", shape.make)  # every shape of this game has its make
    return make(player, *[values[name] for name in shape.required])


MOVES = Moves(PREFIX, SHAPES, _build, description="A decision of a player (E2).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it."""
    return dump(MOVES, m)
