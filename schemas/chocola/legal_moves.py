"""The legal moves of Chocola' as JSON, in the family's shape (``schemas.common``): each
entry a complete move (a draw with its exact probability, H3), or, for a move not enumerated
(the phase-2 deal, a player's `decorate`), one legal move of it marked `sample`, with what
describes the rest."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chocola.enums import ENUMS
from schemas.chocola.moves import MOVE_COMPONENT, MOVES
from schemas.common import legal_move_schema
from service.games.chocola.cards import CHOCOLATE_ORDER, DECORATION_ORDER
from service.games.chocola.legality import DEAL_RULES, DECORATION_RULES
from service.games.chocola.moves import DealSecondPhase, DrawRequest
from service.referee.legality import first_refusal
from service.referee.multiset import of


def _list(description: str, item=None) -> fields.List:
    return fields.List(item or fields.String(), metadata={"description": description})


class ChocolaCardCountSchema(Schema):
    card = fields.String(required=True, metadata={"example": "milk_dark"})
    count = fields.Integer(required=True, metadata={"minimum": 1, "description": "Copies."})


ChocolaLegalMoveSchema = legal_move_schema("Chocola", ENUMS, MOVE_COMPONENT, {
    "count": fields.Integer(metadata={"minimum": 1, "description": "draw_request: the copies of the card left in "
                                                                  "the deck (H3)."}),
    "players": _list("deal_second_phase: the players dealt to."),
    "deck": fields.List(fields.Nested(ChocolaCardCountSchema), metadata={
        "description": "deal_second_phase: the Chocolate deck every deal deals (S2), by id."}),
    "requests_pool": fields.List(fields.Nested(ChocolaCardCountSchema), metadata={
        "description": "deal_second_phase: the Decorations the 4 Requests are drawn from (E5)."}),
    "first_player_candidates": _list("deal_second_phase: the players `first_player` may name (E5)."),
    "desserts": _list("decorate: the player's Desserts."),
    "decorations_held": _list("decorate: the player's Decorations, copies repeated; any assignment D1-D3 allow is "
                              "legal, the entry's `move` is one of them."),
}, "A legal next move of Chocola': a complete move (a draw with `count` and its probability, H3), or for a move "
   "not enumerated (H3) one legal move of it marked `sample`: the phase-2 deal (`chance`, with the deck, the "
   "Request pool and the first-player candidates of every other, E5) or a `decorate` (its `tray` open: null for the "
   "best tray, V3, or a tray V2 allows; with the player's Desserts and Decorations: any assignment D1-D3 allow is "
   "legal).")

LEGAL_MOVES_EXTRA: dict[str, fields.Field] = {
    "phase_number": fields.Integer(required=True, metadata={"enum": [1, 2], "description": "The phase (1 or 2)."}),
    "chance": fields.Boolean(required=True, metadata={
        "description": "true when the next move may be a chance move (a refill, H2, or the phase-2 deal, E5)."}),
}


def option(o) -> dict:
    """Chocola's own fields of a legal-moves entry (the core writes `move`, `choose`, `rule`,
    `sample` and the chance fields)."""
    kind, info = type(o.move), o.info
    if kind is DrawRequest:
        return {"count": info["count"]}
    if not o.sample:
        return {}
    if kind is DealSecondPhase:
        return {"players": list(info["players"]),
                "deck": [{"card": c, "count": n} for c, n in info["deck"].items()],
                "requests_pool": [{"card": c, "count": n} for c, n in info["requests_pool"].items()],
                "first_player_candidates": list(info["first_player"])}
    return {"desserts": list(info["desserts"]),
            "decorations_held": sorted(info["decorations"], key=DECORATION_ORDER.__getitem__)}


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
    complete move (lists compared as the multisets they are), or for a `sample`, a move its
    own fields describe, judged by the engine's own checks of those ranges."""
    offered = entry["move"]
    kind = offered["type"]
    if m.get("type") != kind or m.get("player") != offered.get("player"):
        return False
    if not entry.get("sample"):
        return _canonical(kind, offered) == _canonical(kind, m)
    loaded, errors = MOVES.check(m)
    if errors:
        return False
    if kind == "deal_second_phase":
        return first_refusal(DEAL_RULES, _DealEntry(entry), loaded) is None
    return first_refusal(DECORATION_RULES, _DecorateEntry(entry), loaded) is None


class _DealEntry:
    """What a deal entry says every deal is judged against (E5): the players dealt to, the
    Request pool and the players `first_player` may name; the state a deal's own checks read."""

    def __init__(self, entry: dict) -> None:
        self.players = entry["players"]
        self._pool = {c["card"]: c["count"] for c in entry["requests_pool"]}
        self._first = entry["first_player_candidates"]

    def deal_pool(self) -> dict[str, int]:
        return self._pool

    def first_candidates(self) -> list[str]:
        return self._first


class _DecorateEntry:
    """What a decorate entry says its player holds (D1-D3, V2): their Desserts and
    Decorations; the state a decoration's own checks read."""

    def __init__(self, entry: dict) -> None:
        player = entry["move"]["player"]
        self.desserts = {player: entry["desserts"]}
        self._held = {player: of(entry["decorations_held"])}

    def held_decorations(self, player: str) -> dict[str, int]:
        return self._held[player]
