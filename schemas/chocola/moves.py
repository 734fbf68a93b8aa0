"""The `moves` of a Chocola' history: the shape of each move type (schemas.moves), loaded
into the engine's :class:`~service.games.chocola.moves.Move`.

A member of another move type, or a note a legal-moves entry carries (`chance`, `count`,
`probability`, `approx`, `template`), is read for its JSON type and then ignored (section 7
of the rules of record: "fields a move type does not use are ignored"), so that a
legal-moves entry can be appended to a history as it is; any other member is refused.
"""

from __future__ import annotations

from schemas.chocola.enums import MOVE_DESCRIPTIONS, PREFIX
from schemas.moves import (MAX_LIST, MoveShape, Moves, Value, boolean, dump, integer, listing, mapping, number, player,
                           string)
from service.games.chocola.moves import Move, MoveType

CHOCOLATE = "A Chocolate card id, `<left>_<right>` (C2; another string is a broken rule)."
ID_MAX = 64

POSITION = listing(integer("A row (0-1) or a column (0-3) of the Tavoletta (checked as a rule)."),
                   "A Tavoletta position `[row, col]` (G1): exactly two integers.", [1, 0], exact=2)


# A position list or an id list of the usual shape is read in one loop; anything else goes
# to the Value it stands for, which says what is wrong (the same answer, found the slow way).

def _is_position(p) -> bool:
    return type(p) is list and len(p) == 2 and type(p[0]) is int and type(p[1]) is int


def positions(value: Value) -> Value:
    slow = value.load

    def load(v):
        if type(v) is list and len(v) <= MAX_LIST:
            if not v:
                return (), None
            out = []
            for p in v:
                if type(p) is not list or len(p) != 2:
                    return slow(v)
                r, c = p
                if type(r) is not int or type(c) is not int:
                    return slow(v)
                out.append((r, c))
            return tuple(out), None
        return slow(v)

    return Value(load, value.doc)


def position(value: Value) -> Value:
    slow = value.load

    def load(v):
        return ((v[0], v[1]), None) if _is_position(v) else slow(v)

    return Value(load, value.doc)


def ids(value: Value) -> Value:
    slow = value.load

    def load(v):
        if type(v) is list and len(v) <= MAX_LIST:
            for x in v:
                if type(x) is not str or len(x) > ID_MAX:
                    return slow(v)
            return tuple(v), None
        return slow(v)

    return Value(load, value.doc)


_new = tuple.__new__  # a Move made in one call (each shape's `make`): hundreds are read per request
# Module constants: an enum member looked up on its class costs a property call.
TAKE, PREPARE, SWAP, PASS, DRAW, MAKE_TRAY, DEAL, DECORATE = tuple(MoveType)
_: None = None  # a field the move type does not use

SHAPES = {
    "take_chocolate": MoveShape(MOVE_DESCRIPTIONS["take_chocolate"], {
        "card": string("The used card, from the reserve (K2).", "marbled_white"),
        "touched": positions(listing(POSITION, "The positions the lay touches: 1 or 2, side by side in a row (K3, "
                                               "G5).", [[0, 1], [0, 2]], max_items=MAX_LIST))}, {
        "leave": positions(listing(POSITION, "Touched positions whose card stays (K5): exactly as many as would take "
                                             "the reserve past 6; empty or absent otherwise.", [], max_items=MAX_LIST))},
        make=lambda p, card, touched, leave: _new(Move, (TAKE, p, card, touched, leave, _, _, _, _, _, _, _, _, _, _,
                                                         _, _))),
    "prepare": MoveShape(MOVE_DESCRIPTIONS["prepare"], {
        "request": string("A visible Request (P1): a Dessert id, in phase 2 a Decoration id.", "dark_semifreddo"),
        "pay": ids(listing(string(CHOCOLATE, "milk_dark"), "The reserve cards paid (P2-P4), copies repeated.",
                           ["milk_dark", "marbled_white", "dark_marbled"], max_items=MAX_LIST))},
        make=lambda p, request, pay: _new(Move, (PREPARE, p, _, _, _, request, pay, _, _, _, _, _, _, _, _, _, _))),
    "swap_chocolate": MoveShape(MOVE_DESCRIPTIONS["swap_chocolate"], {
        "take": position(listing(integer("A row or a column."), "The position whose visible card is taken (X1).",
                                 [1, 3], exact=2)),
        "give": string("The reserve card put on top of that stack (X1).", "white_milk")},
        make=lambda p, take, give: _new(Move, (SWAP, p, _, _, _, _, _, take, give, _, _, _, _, _, _, _, _))),
    "pass": MoveShape(MOVE_DESCRIPTIONS["pass"],
                      make=lambda p: _new(Move, (PASS, p, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _))),
    "draw_request": MoveShape(MOVE_DESCRIPTIONS["draw_request"], {
        "card": string("The card drawn from the Request deck (H2).", "dark_praline")}, player="optional",
        make=lambda p, card: _new(Move, (DRAW, p, card, _, _, _, _, _, _, _, _, _, _, _, _, _, _))),
    "make_tray": MoveShape(MOVE_DESCRIPTIONS["make_tray"], {
        "tray": ids(listing(string("A Dessert id.", "milk_praline"), "The tray (V2): own Desserts, each once.",
                            ["milk_praline", "white_semifreddo"], max_items=MAX_LIST))},
        make=lambda p, tray: _new(Move, (MAKE_TRAY, p, _, _, _, _, _, _, _, tray, _, _, _, _, _, _, _))),
    "deal_second_phase": MoveShape(MOVE_DESCRIPTIONS["deal_second_phase"], {
        "reserves": mapping(listing(string(CHOCOLATE, "milk_dark"), "A reserve.", max_items=MAX_LIST),
                            "Each player's new reserve of 2 cards (S3), by player id.",
                            {"ann": ["milk_dark", "marbled_white"], "bob": ["white_milk", "dark_marbled"]},
                            key=player()),
        "tavoletta": listing(listing(listing(string(CHOCOLATE, "milk_white"), "A stack, top card first.",
                                             max_items=MAX_LIST), "A row of 4 stacks.", max_items=MAX_LIST),
                             "The new Tavoletta: 2 rows of 4 stacks (S5).", max_items=MAX_LIST),
        "requests": listing(string("A Decoration id.", "caramel"), "The 4 visible Decoration Requests (S8, E5).",
                            ["caramel", "white_glaze", "cherry_topping", "red_sprinkles"], max_items=MAX_LIST)}, {
        "removed": listing(string(CHOCOLATE, "milk_dark"), "The cards removed unseen (S4); derived when absent.",
                           max_items=MAX_LIST),
        "first_player": player("Who plays first in phase 2: a player with the lowest phase-1 score (E5); absent: "
                               "the first of them.")}, player="optional",
        make=lambda p, reserves, tavoletta, requests, removed, first_player: Move(
            DEAL, p, reserves=reserves, removed=removed, tavoletta=tavoletta, requests=requests,
            first_player=first_player)),
    "decorate": MoveShape(MOVE_DESCRIPTIONS["decorate"], {
        "decorations": mapping(listing(string("A Decoration id.", "red_sprinkles"), "Decorations on one Dessert.",
                                       max_items=MAX_LIST),
                               "The assignment (D1, D2): own Dessert id -> its Decorations.",
                               {"white_semifreddo": ["red_sprinkles"], "milk_mousse": ["milk_glaze", "caramel"]})}, {
        "unassigned": listing(string("A Decoration id.", "caramel"), "Decorations left unassigned (D3).",
                              max_items=MAX_LIST),
        "tray": listing(string("A Dessert id.", "milk_praline"), "The tray (V2); absent: the best (V3).",
                        max_items=MAX_LIST)},
        make=lambda p, decorations, unassigned, tray: Move(DECORATE, p, decorations=decorations, unassigned=unassigned,
                                                           tray=tray)),
}

# What a legal-moves entry carries beside a move (H3, templates): ignored in a history.
ANNOTATIONS = {
    "chance": boolean("A legal-moves note: a chance outcome."),
    "count": integer("A legal-moves note: the copies of the card left in the deck."),
    "probability": string("A legal-moves note: the outcome's exact probability."),
    "approx": number("A legal-moves note: the probability as a float."),
    "template": boolean("A legal-moves note: a move not enumerated."),
}

assert set(SHAPES) == {t.value for t in MoveType}


def _build(kind: str, player, values: dict) -> Move:
    """A move from the values the full path loaded (each shape's `make`, in declared order)."""
    shape = SHAPES[kind]
    assert shape.make is not None  # every shape above has its make
    return shape.make(player, *[values[name] for name in (*shape.required, *shape.optional)])


MOVES = Moves(PREFIX, SHAPES, _build, unknown="ignore_known", annotations=ANNOTATIONS,
              description="A decision of a player, or a chance outcome (T2, H1).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it."""
    return dump(MOVES, m)
