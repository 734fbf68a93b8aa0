"""The `moves` of a ChokoMannaro history: the shape of each move type (schemas.moves), loaded
into the engine's :class:`~service.games.chokomannaro.moves.Move`. Card ids are a closed
list (H1): another string is a schema error."""

from __future__ import annotations

from dataclasses import replace
from sys import intern
from typing import Any

from schemas.chokomannaro.enums import CARD_IDS, MOVE_DESCRIPTIONS, PREFIX
from schemas.moves import MoveShape, Moves, Value, boolean, choice, player
from service.games.chokomannaro.moves import Move, MoveType


def _card(description: str, example: str) -> Value:
    return choice(tuple(CARD_IDS), description + " One of the 17 card ids of section 1 (H1).", example)


KEEP = boolean("true: keep the quarantine (2 Chokos to the pool, but not at the first round start after it "
               "began, Q4); false: end it.", True)
PLAYED = _card("The card played from hand (R4).", "fear")
TARGET = player("The opponent chosen: an opponent of the activator who holds Chokos (M1, X3, X4).")
ECHO_CARD = _card("Optional echo: the kind being activated (H3); null is the same as absent.", "fear")
# An optional field is nullable, and an enumeration takes null only when it lists it (OpenAPI 3.0).
ECHO_CARD = replace(ECHO_CARD, doc={**ECHO_CARD.doc, "enum": [*CARD_IDS, None]})  # read as the other card fields
PEEKED = _card("The card looked at: it must be in the main deck (D2).", "cinema")
PICKED = _card("One of the cards peeked (G2).", "cinema")
TAKEN = _card("The card taken from the victim's hand (W2).", "masseur")
VICTIM = player("Optional echo: the victim, the first holder to the picker's left (W6, H3).")
DRAWN = _card("The card drawn: it must be in the main deck (D2).", "beggar")

_new = tuple.__new__  # a Move made in one call: hundreds are read per request
# Module constants: an enum member looked up on its class costs a property call.
QUARANTINE, PLAY, AIM, PEEK, PEEK_PICK, TOSS, SLAUGHTER_PICK, DRAW = tuple(MoveType)

# Each shape's `make` builds the Move from the player and the fields in declared order
# (fields of Move: type, player, card, target, keep, victim), its strings interned: the state's
# dictionaries are keyed by the interned players (setup.make_setup) and card ids (the literals
# of cards.py), so that a move's player or card finds its key there by identity, without
# comparing the strings (a play, a draw or a look is made once for a player and a card, and
# found again after).
SHAPES = {
    "quarantine": MoveShape(MOVE_DESCRIPTIONS["quarantine"], {"keep": KEEP},
                            make=lambda p, keep: _new(Move, (QUARANTINE, intern(p), None, None, keep, None))),
    "play": MoveShape(MOVE_DESCRIPTIONS["play"], {"card": PLAYED},
                      make=lambda p, card: _new(Move, (PLAY, intern(p), intern(card), None, None, None))),
    "target": MoveShape(MOVE_DESCRIPTIONS["target"], {"target": TARGET}, {"card": ECHO_CARD},
                        make=lambda p, target, card: _new(Move, (AIM, intern(p), card if card is None else intern(card),
                                                                 intern(target), None, None))),
    "peek": MoveShape(MOVE_DESCRIPTIONS["peek"], {"card": PEEKED},
                      make=lambda p, card: _new(Move, (PEEK, intern(p), intern(card), None, None, None))),
    "peek_pick": MoveShape(MOVE_DESCRIPTIONS["peek_pick"], {"card": PICKED},
                           make=lambda p, card: _new(Move, (PEEK_PICK, intern(p), intern(card), None, None, None))),
    "toss": MoveShape(MOVE_DESCRIPTIONS["toss"], make=lambda p: _new(Move, (TOSS, intern(p), None, None, None, None))),
    "slaughter_pick": MoveShape(MOVE_DESCRIPTIONS["slaughter_pick"], {"card": TAKEN}, {"victim": VICTIM},
                                make=lambda p, card, victim: _new(Move, (SLAUGHTER_PICK, intern(p), intern(card), None,
                                                                         None, victim if victim is None
                                                                         else intern(victim)))),
    "draw": MoveShape(MOVE_DESCRIPTIONS["draw"], {"card": DRAWN},
                      make=lambda p, card: _new(Move, (DRAW, intern(p), intern(card), None, None, None))),
}
assert set(SHAPES) == {t.value for t in MoveType}


def _build(kind: str, player: str, values: dict) -> Move:
    """A move from the values the full path loaded (each shape's `make`, in declared order)."""
    shape = SHAPES[kind]
    make = shape.make
    assert make is not None  # every shape above has its make
    built: Move = make(player, *[values[name] for name in (*shape.required, *shape.optional)])
    return built


MOVES = Moves(PREFIX, SHAPES, _build, description="A decision of a player, or a chance outcome (R7).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict[str, Any]:
    """A move as a history carries it: its shape's fields in declared order, an optional echo
    only when set (as schemas.moves.dump writes it, without looking the shape up)."""
    mtype = m.type
    out: dict[str, Any] = {"type": mtype.value, "player": m.player}
    if mtype is AIM:
        out["target"] = m.target
        if m.card is not None:
            out["card"] = m.card
    elif mtype is QUARANTINE:
        out["keep"] = m.keep
    elif mtype is SLAUGHTER_PICK:
        out["card"] = m.card
        if m.victim is not None:
            out["victim"] = m.victim
    elif mtype is not TOSS:
        out["card"] = m.card
    return out
