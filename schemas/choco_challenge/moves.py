"""The `moves` of a Choco Challenge history: the shape of each move type (schemas.moves, H1),
loaded into the engine's :class:`~service.games.choco_challenge.moves.Move`."""

from __future__ import annotations

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

SHAPES = {
    "draw": MoveShape(MOVE_DESCRIPTIONS["draw"], {"card": CARD}),
    "use_tool": MoveShape(MOVE_DESCRIPTIONS["use_tool"], {"tool": TOOL}),
    "bust": MoveShape(MOVE_DESCRIPTIONS["bust"]),
    "stop": MoveShape(MOVE_DESCRIPTIONS["stop"], {}, {"buy": BUY, "dessert": DESSERT}),
    "refill": MoveShape(MOVE_DESCRIPTIONS["refill"], {"card": CARD}),
    "extra_draw": MoveShape(MOVE_DESCRIPTIONS["extra_draw"], {"card": CARD}),
    "extra_pick": MoveShape(MOVE_DESCRIPTIONS["extra_pick"], {"position": POSITION}, {"card": PICK_CARD}),
    "extra_tool": MoveShape(MOVE_DESCRIPTIONS["extra_tool"], {"tool": TOOL}),
    "extra_decline": MoveShape(MOVE_DESCRIPTIONS["extra_decline"]),
}
_TYPES = {t.value: t for t in MoveType}
_new = tuple.__new__  # a Move made in one call: hundreds are loaded per request


def _build(kind: str, player: str, values: dict) -> Move:
    get = values.get
    buy = get("buy")
    if buy is not None:
        buy = Buy(buy["position"], buy["card"])
    return _new(Move, (_TYPES[kind], player, get("card"), get("tool"), get("position"), buy, get("dessert")))


MOVES = Moves(PREFIX, SHAPES, _build, description="A decision of a player, or a chance outcome it reveals (E4).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it (its optional fields only when set)."""
    out: dict = {"type": m.type.value, "player": m.player}
    for name in SHAPES[m.type.value].required:
        out[name] = getattr(m, name)
    if m.type is MoveType.STOP:
        if m.buy is not None:
            out["buy"] = buy_json(m.buy)
        if m.dessert is not None:
            out["dessert"] = m.dessert
    elif m.type is MoveType.EXTRA_PICK and m.card is not None:
        out["card"] = m.card
    return out


def buy_json(buy: Buy) -> dict:
    out: dict = {"position": buy.position}
    if buy.card is not None:
        out["card"] = buy.card
    return out
