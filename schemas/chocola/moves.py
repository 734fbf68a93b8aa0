"""The `moves` of a Chocola' history: the shape of each move type (schemas.moves), loaded
into the engine's :class:`~service.games.chocola.moves.Move`.

A member of another move type, or a note a legal-moves entry carries (`chance`, `count`,
`probability`, `approx`, `template`), is read for its JSON type and then ignored (section 7
of the rules of record: "fields a move type does not use are ignored"), so that a
legal-moves entry can be appended to a history as it is; any other member is refused.
"""

from __future__ import annotations

from schemas.chocola.enums import MOVE_DESCRIPTIONS, PREFIX
from schemas.fields import check_player_id
from schemas.moves import (MAX_LIST, MoveShape, Moves, Value, boolean, dump, integer, listing, mapping, number, player,
                           string)
from service.games.chocola.moves import Move, MoveType

CHOCOLATE = "A Chocolate card id, `<left>_<right>` (C2; another string is a broken rule)."
ID_MAX = 64

POSITION = listing(integer("A row (0-1) or a column (0-3) of the Tavoletta (checked as a rule)."),
                   "A Tavoletta position `[row, col]` (G1): exactly two integers.", [1, 0], exact=2)


# Fast paths: a value of the usual shape is read in one loop; anything else goes to the
# Value it stands for, which says what is wrong (the same answer, found the slow way).

def _is_position(p) -> bool:
    return type(p) is list and len(p) == 2 and type(p[0]) is int and type(p[1]) is int


def positions(value: Value) -> Value:
    slow = value.load

    def load(v):
        if type(v) is list and len(v) <= MAX_LIST and all(_is_position(p) for p in v):
            return tuple((p[0], p[1]) for p in v), None
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
        if type(v) is list and len(v) <= MAX_LIST and all(type(x) is str and len(x) <= ID_MAX for x in v):
            return tuple(v), None
        return slow(v)

    return Value(load, value.doc)

SHAPES = {
    "take_chocolate": MoveShape(MOVE_DESCRIPTIONS["take_chocolate"], {
        "card": string("The used card, from the reserve (K2).", "marbled_white"),
        "touched": positions(listing(POSITION, "The positions the lay touches: 1 or 2, side by side in a row (K3, "
                                               "G5).", [[0, 1], [0, 2]], max_items=MAX_LIST))}, {
        "leave": positions(listing(POSITION, "Touched positions whose card stays (K5): exactly as many as would take "
                                             "the reserve past 6; empty or absent otherwise.", [], max_items=MAX_LIST))}),
    "prepare": MoveShape(MOVE_DESCRIPTIONS["prepare"], {
        "request": string("A visible Request (P1): a Dessert id, in phase 2 a Decoration id.", "dark_semifreddo"),
        "pay": ids(listing(string(CHOCOLATE, "milk_dark"), "The reserve cards paid (P2-P4), copies repeated.",
                           ["milk_dark", "marbled_white", "dark_marbled"], max_items=MAX_LIST))}),
    "swap_chocolate": MoveShape(MOVE_DESCRIPTIONS["swap_chocolate"], {
        "take": position(listing(integer("A row or a column."), "The position whose visible card is taken (X1).",
                                 [1, 3], exact=2)),
        "give": string("The reserve card put on top of that stack (X1).", "white_milk")}),
    "pass": MoveShape(MOVE_DESCRIPTIONS["pass"]),
    "draw_request": MoveShape(MOVE_DESCRIPTIONS["draw_request"], {
        "card": string("The card drawn from the Request deck (H2).", "dark_praline")}, player="optional"),
    "make_tray": MoveShape(MOVE_DESCRIPTIONS["make_tray"], {
        "tray": listing(string("A Dessert id.", "milk_praline"), "The tray (V2): own Desserts, each once.",
                        ["milk_praline", "white_semifreddo"], max_items=MAX_LIST)}),
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
                               "the first of them.")}, player="optional"),
    "decorate": MoveShape(MOVE_DESCRIPTIONS["decorate"], {
        "decorations": mapping(listing(string("A Decoration id.", "red_sprinkles"), "Decorations on one Dessert.",
                                       max_items=MAX_LIST),
                               "The assignment (D1, D2): own Dessert id -> its Decorations.",
                               {"white_semifreddo": ["red_sprinkles"], "milk_mousse": ["milk_glaze", "caramel"]})}, {
        "unassigned": listing(string("A Decoration id.", "caramel"), "Decorations left unassigned (D3).",
                              max_items=MAX_LIST),
        "tray": listing(string("A Dessert id.", "milk_praline"), "The tray (V2); absent: the best (V3).",
                        max_items=MAX_LIST)}),
}

# What a legal-moves entry carries beside a move (H3, templates): ignored in a history.
ANNOTATIONS = {
    "chance": boolean("A legal-moves note: a chance outcome."),
    "count": integer("A legal-moves note: the copies of the card left in the deck."),
    "probability": string("A legal-moves note: the outcome's exact probability."),
    "approx": number("A legal-moves note: the probability as a float."),
    "template": boolean("A legal-moves note: a move not enumerated."),
}

_TYPES = {t.value: t for t in MoveType}


def _build(kind: str, who, values: dict) -> Move:
    return Move(_TYPES[kind], who, **values)


class ChocolaMoves(Moves):
    """The moves loader with a fast path: a move of the usual shape (only its own members,
    each of its JSON type) is read in one short function per move type; anything else goes
    to the generic loader, which reads it the same way and says what is wrong."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        own = {kind: frozenset(("type", "player", *shape.required, *shape.optional)) for kind, shape in SHAPES.items()}
        self._fast = {kind: (own[kind], FAST[kind]) for kind in FAST}

    def load(self, raw, players_ok: set[str]):
        if type(raw) is dict:
            kind = raw.get("type")
            found = self._fast.get(kind) if type(kind) is str else None
            if found is not None and raw.keys() <= found[0]:
                who = raw.get("player")
                if who is None or (type(who) is str and (who in players_ok or not check_player_id(who))):
                    move = found[1](raw, who)
                    if move is not None:
                        if who is not None:
                            players_ok.add(who)
                        return move, {}
        return super().load(raw, players_ok)


def _id(v) -> bool:
    return type(v) is str and len(v) <= ID_MAX


def _positions(v) -> tuple | None:
    if type(v) is not list or len(v) > MAX_LIST:
        return None
    out = []
    for p in v:
        if type(p) is not list or len(p) != 2:
            return None
        r, c = p
        if type(r) is not int or type(c) is not int:
            return None
        out.append((r, c))
    return tuple(out)


def _ids(v) -> tuple | None:
    if type(v) is not list or len(v) > MAX_LIST:
        return None
    for x in v:
        if type(x) is not str or len(x) > ID_MAX:
            return None
    return tuple(v)


_NEW = tuple.__new__
_TAKE, _PREPARE, _SWAP, _PASS, _DRAW = (MoveType.TAKE_CHOCOLATE, MoveType.PREPARE, MoveType.SWAP_CHOCOLATE,
                                        MoveType.PASS, MoveType.DRAW_REQUEST)


def _fast_take(raw: dict, who):
    card, touched, leave = raw.get("card"), _positions(raw.get("touched")), raw.get("leave")
    if who is None or not _id(card) or touched is None:
        return None
    if leave is not None:
        leave = _positions(leave)
        if leave is None:
            return None
    return _NEW(Move, (_TAKE, who, card, touched, leave, None, None, None, None, None, None, None, None, None, None,
                       None, None))


def _fast_prepare(raw: dict, who):
    request, pay = raw.get("request"), _ids(raw.get("pay"))
    if who is None or not _id(request) or pay is None:
        return None
    return _NEW(Move, (_PREPARE, who, None, None, None, request, pay, None, None, None, None, None, None, None, None,
                       None, None))


def _fast_swap(raw: dict, who):
    take, give = raw.get("take"), raw.get("give")
    if who is None or not _is_position(take) or not _id(give):
        return None
    return _NEW(Move, (_SWAP, who, None, None, None, None, None, (take[0], take[1]), give, None, None, None, None, None,
                       None, None, None))


def _fast_pass(raw: dict, who):
    return None if who is None else _NEW(Move, (_PASS, who, *(None,) * 15))


def _fast_draw(raw: dict, who):
    card = raw.get("card")
    return _NEW(Move, (_DRAW, who, card, *(None,) * 14)) if _id(card) else None


FAST = {"take_chocolate": _fast_take, "prepare": _fast_prepare, "swap_chocolate": _fast_swap, "pass": _fast_pass,
        "draw_request": _fast_draw}


MOVES = ChocolaMoves(PREFIX, SHAPES, _build, unknown="ignore_known", annotations=ANNOTATIONS,
                     description="A decision of a player, or a chance outcome (T2, H1).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it."""
    return dump(MOVES, m)
