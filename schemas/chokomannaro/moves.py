"""The `moves` of a ChokoMannaro history: the shape of each move type (schemas.moves), loaded
into the engine's :class:`~service.games.chokomannaro.moves.Move`. Card ids are a closed
list (H1): another string is a schema error."""

from __future__ import annotations

from schemas.chokomannaro.enums import CARD_IDS, MOVE_DESCRIPTIONS, PREFIX
from schemas.moves import MoveShape, Moves, Value, boolean, choice, dump, player
from service.games.chokomannaro.moves import Move, MoveType


def _card(description: str, example: str) -> object:
    return choice(tuple(CARD_IDS), description + " One of the 17 card ids of section 1 (H1).", example)


KEEP = boolean("true: keep the quarantine (2 Chokos to the pool, but not at the first round start after it "
               "began, Q4); false: end it.", True)
PLAYED = _card("The card played from hand (R4).", "fear")
TARGET = player("The opponent chosen: an opponent of the activator who holds Chokos (M1, X3, X4).")
ECHO_CARD = _card("Optional echo: the kind being activated (H3); null is the same as absent.", "fear")
# An optional field is nullable, and an enumeration takes null only when it lists it (OpenAPI 3.0).
ECHO_CARD = Value(ECHO_CARD.load, {**ECHO_CARD.doc, "enum": [*CARD_IDS, None]})
PEEKED = _card("The card looked at: it must be in the main deck (D2).", "cinema")
PICKED = _card("One of the cards peeked (G2).", "cinema")
TAKEN = _card("The card taken from the victim's hand (W2).", "masseur")
VICTIM = player("Optional echo: the victim, the first holder to the picker's left (W6, H3).")
DRAWN = _card("The card drawn: it must be in the main deck (D2).", "beggar")

SHAPES = {
    "quarantine": MoveShape(MOVE_DESCRIPTIONS["quarantine"], {"keep": KEEP}),
    "play": MoveShape(MOVE_DESCRIPTIONS["play"], {"card": PLAYED}),
    "target": MoveShape(MOVE_DESCRIPTIONS["target"], {"target": TARGET}, {"card": ECHO_CARD}),
    "peek": MoveShape(MOVE_DESCRIPTIONS["peek"], {"card": PEEKED}),
    "peek_pick": MoveShape(MOVE_DESCRIPTIONS["peek_pick"], {"card": PICKED}),
    "toss": MoveShape(MOVE_DESCRIPTIONS["toss"]),
    "slaughter_pick": MoveShape(MOVE_DESCRIPTIONS["slaughter_pick"], {"card": TAKEN}, {"victim": VICTIM}),
    "draw": MoveShape(MOVE_DESCRIPTIONS["draw"], {"card": DRAWN}),
}
_T = MoveType
_new = tuple.__new__  # a Move straight from its fields (a history has thousands of moves)


def _build(kind: str, who: str, v: dict) -> Move:
    """The move its shape loaded (fields in the order of Move: type, player, card, target,
    keep, victim), the commonest types first."""
    if kind == "play":
        return _new(Move, (_T.PLAY, who, v["card"], None, None, None))
    if kind == "draw":
        return _new(Move, (_T.DRAW, who, v["card"], None, None, None))
    if kind == "target":
        return _new(Move, (_T.TARGET, who, v["card"], v["target"], None, None))
    if kind == "slaughter_pick":
        return _new(Move, (_T.SLAUGHTER_PICK, who, v["card"], None, None, v["victim"]))
    if kind == "peek":
        return _new(Move, (_T.PEEK, who, v["card"], None, None, None))
    if kind == "peek_pick":
        return _new(Move, (_T.PEEK_PICK, who, v["card"], None, None, None))
    if kind == "quarantine":
        return _new(Move, (_T.QUARANTINE, who, None, None, v["keep"], None))
    return _new(Move, (_T.TOSS, who, None, None, None, None))


MOVES = Moves(PREFIX, SHAPES, _build, description="A decision of a player, or a chance outcome (R7).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it."""
    return dump(MOVES, m)
