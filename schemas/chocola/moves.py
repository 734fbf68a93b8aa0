"""The `moves` of a Chocola' history: the shape of each move type (schemas.moves), loaded
into the engine's :class:`~service.games.chocola.moves.Move`.

A member of another move type, or a note a legal-moves entry carries (`chance`, `count`,
`probability`, `approx`, `template`), is read for its JSON type and then ignored (section 7
of the rules of record: "fields a move type does not use are ignored"), so that a
legal-moves entry can be appended to a history as it is; any other member is refused.
"""

from __future__ import annotations

from schemas.chocola.enums import MOVE_DESCRIPTIONS, PREFIX
from schemas.moves import MAX_LIST, MoveShape, Moves, boolean, dump, integer, listing, mapping, number, player, string
from service.games.chocola.moves import Move, MoveType

CHOCOLATE = "A Chocolate card id, `<left>_<right>` (C2; another string is a broken rule)."
ID = "A card id (what it must be is a rule of the game, checked as one)."

POSITION = listing(integer("A row (0-1) or a column (0-3) of the Tavoletta (checked as a rule)."),
                   "A Tavoletta position `[row, col]` (G1): exactly two integers.", [1, 0], exact=2)
POSITIONS = listing(POSITION, "Tavoletta positions `[row, col]`.", [[0, 1], [0, 2]], max_items=MAX_LIST)
CARDS = listing(string(ID, "milk_dark"), "Card ids (copies repeated).", ["milk_dark", "marbled_white"],
                max_items=MAX_LIST)

SHAPES = {
    "take_chocolate": MoveShape(MOVE_DESCRIPTIONS["take_chocolate"], {
        "card": string("The used card, from the reserve (K2).", "marbled_white"),
        "touched": listing(POSITION, "The positions the lay touches: 1 or 2, side by side in a row (K3, G5).",
                           [[0, 1], [0, 2]], max_items=MAX_LIST)}, {
        "leave": listing(POSITION, "Touched positions whose card stays (K5): exactly as many as would take the "
                                   "reserve past 6; empty or absent otherwise.", [], max_items=MAX_LIST)}),
    "prepare": MoveShape(MOVE_DESCRIPTIONS["prepare"], {
        "request": string("A visible Request (P1): a Dessert id, in phase 2 a Decoration id.", "dark_semifreddo"),
        "pay": listing(string(CHOCOLATE, "milk_dark"), "The reserve cards paid (P2-P4), copies repeated.",
                       ["milk_dark", "marbled_white", "dark_marbled"], max_items=MAX_LIST)}),
    "swap_chocolate": MoveShape(MOVE_DESCRIPTIONS["swap_chocolate"], {
        "take": listing(integer("A row or a column."), "The position whose visible card is taken (X1).", [1, 3],
                        exact=2),
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


MOVES = Moves(PREFIX, SHAPES, _build, unknown="ignore_known", annotations=ANNOTATIONS,
              description="A decision of a player, or a chance outcome (T2, H1).")
MOVE_COMPONENT = MOVES.component


def move(m: Move) -> dict:
    """A move as a history carries it."""
    return dump(MOVES, m)
