"""The `moves` of a ChokoMasquerade history (H2): the shape of each move type
(:mod:`schemas.moves`), loaded into the engine's
:class:`~service.games.chokomasquerade.moves.Move`."""

from __future__ import annotations

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

SHAPES = {
    "pair": MoveShape(MOVE_DESCRIPTIONS["pair"], {"card": PAIRED}),
    "hand_pair": MoveShape(MOVE_DESCRIPTIONS["hand_pair"], {"card": PAIRED}),
    "table_pair": MoveShape(MOVE_DESCRIPTIONS["table_pair"], {"card": TAKEN}),
    "lay": MoveShape(MOVE_DESCRIPTIONS["lay"], {"card": LAID, "column": COLUMN}),
    "draw": MoveShape(MOVE_DESCRIPTIONS["draw"], {"card": DRAWN}),
    "guess": MoveShape(MOVE_DESCRIPTIONS["guess"], {"found": FOUND}),
}
_TYPES = {t.value: t for t in MoveType}


_GUESS = MoveType.GUESS


def _build(kind: str, player: str, values: dict) -> Move:
    move_type = _TYPES[kind]
    if move_type is _GUESS:
        return Move(move_type, player, None, None, values["found"])
    return Move(move_type, player, values["card"], values.get("column"))


MOVES = Moves(PREFIX, SHAPES, _build, description="A move of the game (H2): a decision of a player, or a chance "
                                                  "outcome they record (a draw, a guess).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it."""
    return dump(MOVES, m)
