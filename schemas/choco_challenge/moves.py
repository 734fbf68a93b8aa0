"""The `moves` of a Choco Challenge history: the shape of each move type (schemas.moves, H1),
loaded into the engine's :class:`~service.games.choco_challenge.moves.Move`."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from schemas.choco_challenge.enums import MOVE_DESCRIPTIONS, PREFIX
from schemas.moves import MoveShape, Moves, integer, obj, string
from service.games.choco_challenge.moves import Buy, Move, MoveType

CARD = string("The card revealed, by id (`cocoa`, `nuts`...): it must have a copy in the pile it comes from "
              "(H3, checked as a rule).", "cocoa")
TOOL = string("A tool id: `whisk`, `pastry_bag` or `measuring_cup` (checked as a rule: B2, X5).", "whisk")
POSITION = integer("A market position, 1 next to the deck up to the market's length (a range checked as a rule, "
                   "X4: the schema takes any integer).", 3)
BUY = obj({"position": integer("The market position bought, 1 next to the deck (P2: exactly n for n <= 6, any "
                               "position holding a card for n >= 7; checked as a rule, the schema takes any "
                               "integer).", 3)},
          {"card": string("The card the buyer expects at that position (optional; if given, it must be there: "
                          "P2).", "cherries")},
          description="The purchase (P2): a market position and, optionally, the card there.",
          example={"position": 2, "card": "cherries"})
DESSERT = integer("The value of the dessert taken: desserts are worth 4 to 9 (P4: at most n; P5: a non-empty "
                  "pile of that value; P6: not held; checked as rules, the schema takes any integer).", 5)
PICK_CARD = string("The card expected at that position (optional; if given, it must be there: X4).", "mint")

_new = tuple.__new__  # a Move made in one call: hundreds are read per request
# Module constants: an enum member looked up on its class costs a property call.
DRAW, USE_TOOL, BUST, STOP, REFILL, EXTRA_DRAW, EXTRA_PICK, EXTRA_TOOL, EXTRA_DECLINE = tuple(MoveType)


def _buy(buy: dict | None) -> Buy | None:
    """A purchase as sent (the fast path) or loaded: its card may be absent."""
    return None if buy is None else _new(Buy, (buy["position"], buy.get("card")))


SHAPES = {
    "draw": MoveShape(MOVE_DESCRIPTIONS["draw"], {"card": CARD},
                      make=lambda p, card: _new(Move, (DRAW, p, card, None, None, None, None))),
    "use_tool": MoveShape(MOVE_DESCRIPTIONS["use_tool"], {"tool": TOOL},
                          make=lambda p, tool: _new(Move, (USE_TOOL, p, None, tool, None, None, None))),
    "bust": MoveShape(MOVE_DESCRIPTIONS["bust"], make=lambda p: _new(Move, (BUST, p, None, None, None, None, None))),
    "stop": MoveShape(MOVE_DESCRIPTIONS["stop"], {}, {"buy": BUY, "dessert": DESSERT},
                      make=lambda p, buy, dessert: _new(Move, (STOP, p, None, None, None, _buy(buy), dessert))),
    "refill": MoveShape(MOVE_DESCRIPTIONS["refill"], {"card": CARD},
                        make=lambda p, card: _new(Move, (REFILL, p, card, None, None, None, None))),
    "extra_draw": MoveShape(MOVE_DESCRIPTIONS["extra_draw"], {"card": CARD},
                            make=lambda p, card: _new(Move, (EXTRA_DRAW, p, card, None, None, None, None))),
    "extra_pick": MoveShape(MOVE_DESCRIPTIONS["extra_pick"], {"position": POSITION}, {"card": PICK_CARD},
                            make=lambda p, position, card: _new(Move, (EXTRA_PICK, p, card, None, position, None,
                                                                       None))),
    "extra_tool": MoveShape(MOVE_DESCRIPTIONS["extra_tool"], {"tool": TOOL},
                            make=lambda p, tool: _new(Move, (EXTRA_TOOL, p, None, tool, None, None, None))),
    "extra_decline": MoveShape(MOVE_DESCRIPTIONS["extra_decline"],
                               make=lambda p: _new(Move, (EXTRA_DECLINE, p, None, None, None, None, None))),
}
assert set(SHAPES) == {t.value for t in MoveType}


def _build(kind: str, player: str, values: dict) -> Move:
    """A move from the values the full path loaded (each shape's `make`, in declared order)."""
    shape = SHAPES[kind]
    make = cast("Callable[..., Move]", shape.make)  # every shape of this game has its make
    return make(player, *[values[name] for name in (*shape.required, *shape.optional)])


MOVES = Moves(PREFIX, SHAPES, _build, description="A decision of a player, or a chance outcome it reveals (E4).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it (its optional fields only when set)."""
    out: dict = {"type": m.type.value, "player": m.player}
    for name in SHAPES[m.type.value].required:
        out[name] = getattr(m, name)
    if m.type is STOP:
        if m.buy is not None:
            out["buy"] = buy_json(m.buy)
        if m.dessert is not None:
            out["dessert"] = m.dessert
    elif m.type is EXTRA_PICK and m.card is not None:
        out["card"] = m.card
    return out


def buy_json(buy: Buy) -> dict:
    out: dict = {"position": buy.position}
    if buy.card is not None:
        out["card"] = buy.card
    return out
