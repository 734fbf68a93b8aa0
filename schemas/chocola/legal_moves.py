"""The legal moves of Chocola' as JSON: each entry a complete move (appendable to the
history as it is: its notes are ignored there), a draw with its exact probability (H3), or
a template (the phase-2 deal, a player's `decorate`) with its documented ranges."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chocola.enums import ENUMS
from schemas.chocola.moves import MOVES, move
from schemas.common import CHANCE_FIELDS, player_out, schema
from service.games.chocola.cards import CHOCOLATE_ORDER, DECORATION_ORDER
from service.games.chocola.decorations import decorate_move_problem
from service.games.chocola.moves import MoveType, Template
from service.games.chocola.second_phase import deal_problem
from service.referee.multiset import of


def _list(description: str, item=None) -> fields.List:
    return fields.List(item or fields.String(), metadata={"description": description})


def _position() -> fields.List:
    return fields.List(fields.Integer(), metadata={"minItems": 2, "maxItems": 2, "description": "[row, col]"})


class ChocolaCardCountSchema(Schema):
    card = fields.String(required=True, metadata={"example": "milk_dark"})
    count = fields.Integer(required=True, metadata={"minimum": 1, "description": "Copies."})


ChocolaLegalMoveSchema = schema("ChocolaLegalMove", {
    "type": ENUMS.field("MoveType", required=True),
    "player": player_out("Who may make it; null for a chance move.", required=True, allow_none=True),
    "card": fields.String(metadata={"description": "take_chocolate: the used card; draw_request: the card drawn."}),
    "touched": fields.List(_position(), metadata={"description": "take_chocolate: the positions touched."}),
    "leave": fields.List(_position(), metadata={"description": "take_chocolate: the positions left (K5); [] when "
                                                              "none is needed."}),
    "request": fields.String(metadata={"description": "prepare: the Request."}),
    "pay": _list("prepare: a payment of the fewest cards allowed (P3, P4), in C2 id order."),
    "take": _position(),
    "give": fields.String(metadata={"description": "swap_chocolate: the card given."}),
    "tray": _list("make_tray: a tray V2 allows, in C3 table order."),
    "count": fields.Integer(metadata={"minimum": 1, "description": "draw_request: the copies of the card left in "
                                                                  "the deck (H3)."}),
    **CHANCE_FIELDS,
    "template": fields.Boolean(metadata={"description": "true: not a complete move but its ranges (a phase-2 deal, "
                                                        "drawn by POST /chocola/deal, or a decorate)."}),
    "players": _list("deal_second_phase template: the players to deal to."),
    "deck": fields.List(fields.Nested(ChocolaCardCountSchema), metadata={
        "description": "deal_second_phase template: the Chocolate deck to deal (S2), by id."}),
    "requests_pool": fields.List(fields.Nested(ChocolaCardCountSchema), metadata={
        "description": "deal_second_phase template: the Decorations the 4 Requests are drawn from (E5)."}),
    "first_player_candidates": _list("deal_second_phase template: the players `first_player` may name (E5)."),
    "desserts": _list("decorate template: the player's Desserts."),
    "decorations_held": _list("decorate template: the player's Decorations, copies repeated (D1)."),
}, "A legal next move: a complete move (its notes `chance`, `count`, `probability`, `approx` are ignored when "
   "it is appended to a history), or a template with its ranges.")


def option(o) -> dict:
    """A legal-moves entry (the family adds `chance`, `probability`, `approx` to a draw)."""
    m = o.move
    if type(m) is Template:
        info = o.info
        if m.type is MoveType.DEAL_SECOND_PHASE:
            return {"type": m.type.value, "player": None, "template": True, "chance": True,
                    "players": list(info["players"]),
                    "deck": [{"card": c, "count": n} for c, n in info["deck"].items()],
                    "requests_pool": [{"card": c, "count": n} for c, n in info["requests_pool"].items()],
                    "first_player_candidates": list(info["first_player"])}
        return {"type": m.type.value, "player": m.player, "template": True, "desserts": list(info["desserts"]),
                "decorations_held": sorted(info["decorations"], key=DECORATION_ORDER.__getitem__)}
    out = move(m)
    if m.type is MoveType.DRAW_REQUEST:
        out["player"] = None
        out["count"] = o.info["count"]
    return out


def _positions(value) -> list:
    return sorted(tuple(p) for p in value or ())


def _canonical(kind: str, m: dict):
    if kind == "take_chocolate":
        return m.get("card"), _positions(m.get("touched")), _positions(m.get("leave"))
    if kind == "prepare":
        return m.get("request"), sorted(m.get("pay") or (), key=lambda c: CHOCOLATE_ORDER.get(c, -1))
    if kind == "swap_chocolate":
        return tuple(m.get("take") or ()), m.get("give")
    if kind == "make_tray":
        return sorted(m.get("tray") or ())
    if kind == "draw_request":
        return m.get("card")
    return None  # pass


def admits(entry: dict, m: dict) -> bool:
    """Whether a move (JSON, schema-valid) is one a legal-moves entry offers: the same
    complete move (lists compared as the multisets they are), or for a template, a move its
    ranges allow, judged by the engine's own checks of those ranges."""
    kind = entry["type"]
    if m.get("type") != kind or m.get("player") != entry["player"]:
        return False
    if not entry.get("template"):
        return _canonical(kind, entry) == _canonical(kind, m)
    loaded, errors = MOVES.load(m, set())
    if errors:
        return False
    if kind == "deal_second_phase":
        pool = {c["card"]: c["count"] for c in entry["requests_pool"]}
        return deal_problem(entry["players"], pool, entry["first_player_candidates"], loaded) is None
    return decorate_move_problem(entry["desserts"], of(entry["decorations_held"]), loaded.decorations, loaded.unassigned or (),
                                 loaded.tray) is None
