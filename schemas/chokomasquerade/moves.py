"""The `moves` of a ChokoMasquerade history (H2): the shape of each move type
(:mod:`schemas.moves`), loaded into the engine's
:class:`~service.games.chokomasquerade.moves.Move`."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from schemas.chokomasquerade.enums import MOVE_DESCRIPTIONS, PREFIX
from schemas.chokomasquerade.values import card_value, column_value, found_value
from schemas.moves import MoveShape, Moves, dump
from service.games.chokomasquerade.moves import Move, MoveType

PAIRED = card_value("The card paired: its character (D1).")
TAKEN = card_value("The character whose two cards are taken from the table (D1).")
LAID = card_value("The card laid, from the player's hand (D1).")
DRAWN = card_value("The card drawn from the deck (D1): chance, recorded here.")
COLUMN = column_value("The column the card is laid on, 1 to 4 (C1); an empty one while there is one (L2).")
FOUND = found_value("What the victim uncovered (D2): `choko` saves the pair at stake, `chokomannaro` eats it (M4).")

_new = tuple.__new__  # a Move made in one call (each shape's `make`): hundreds are read per request
# Module constants: an enum member looked up on its class costs a property call.
DRAW, GUESS, HAND_PAIR, LAY, PAIR, TABLE_PAIR = tuple(MoveType)

SHAPES = {
    "pair": MoveShape(MOVE_DESCRIPTIONS["pair"], {"card": PAIRED},
                      make=lambda p, card: _new(Move, (PAIR, p, card, None, None))),
    "hand_pair": MoveShape(MOVE_DESCRIPTIONS["hand_pair"], {"card": PAIRED},
                           make=lambda p, card: _new(Move, (HAND_PAIR, p, card, None, None))),
    "table_pair": MoveShape(MOVE_DESCRIPTIONS["table_pair"], {"card": TAKEN},
                            make=lambda p, card: _new(Move, (TABLE_PAIR, p, card, None, None))),
    "lay": MoveShape(MOVE_DESCRIPTIONS["lay"], {"card": LAID, "column": COLUMN},
                     make=lambda p, card, column: _new(Move, (LAY, p, card, column, None))),
    "draw": MoveShape(MOVE_DESCRIPTIONS["draw"], {"card": DRAWN},
                      make=lambda p, card: _new(Move, (DRAW, p, card, None, None))),
    "guess": MoveShape(MOVE_DESCRIPTIONS["guess"], {"found": FOUND},
                       make=lambda p, found: _new(Move, (GUESS, p, None, None, found))),
}
assert set(SHAPES) == {t.value for t in MoveType}


def _build(kind: str, player: str, values: dict) -> Move:
    """A move from the values the full path loaded (each shape's `make`, in declared order)."""
    shape = SHAPES[kind]
    make = cast("Callable[..., Move]", shape.make)  # every shape of this game has its make
    return make(player, *[values[name] for name in shape.required])


MOVES = Moves(PREFIX, SHAPES, _build, description="A move of the game (H2): a decision of a player, or a chance "
                                                  "outcome they record (a draw, a guess).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it."""
    return dump(MOVES, m)
