"""The legal moves of Choco Late as JSON: each entry a kind of move for one player, with the
ranges its values may take (amounts, vouchers, lots)."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_late.cards import card
from schemas.choco_late.enums import ENUMS, rule_id
from schemas.common import player_out


class ChocoLateLegalMoveSchema(Schema):
    type = ENUMS.field("MoveType", description="The kind of move.", required=True)
    player = player_out("Who may make it.", required=True)
    lots = fields.List(card(), metadata={"description": "choose_lot: the lots that may be chosen; "
                                                        "arrange_trays: the player's collection."})
    min_amount = fields.Integer(metadata={"minimum": 1, "description": "open/raise: the smallest amount allowed."})
    max_amount = fields.Integer(metadata={"minimum": 1, "description": "open/raise: the largest amount allowed (A2)."})
    amount = fields.Integer(metadata={"minimum": 1, "description": "join: the offer to match."})
    count = fields.Integer(metadata={"minimum": 1, "description": "reveal/replace: exactly how many vouchers."})
    hand = fields.List(card(), metadata={"description": "reveal: the vouchers in hand to pick from."})
    valid_vouchers = fields.List(card(), metadata={
        "description": "reveal/replace: the vouchers in hand that are valid for the lot (V2)."})
    rule = rule_id("The rule that allows the move.", required=True)

    class Meta:
        description = "A kind of move that is legal now, for one player, with the ranges or choices it allows."


_OPTION_FIELDS = ("lots", "min_amount", "max_amount", "amount", "count", "hand", "valid_vouchers")


def move_option(o) -> dict:
    """A :class:`~service.games.choco_late.moves.MoveOption` as JSON."""
    out = {"type": o.type.value, "player": o.player, "rule": o.rule}
    for name in _OPTION_FIELDS:
        value = getattr(o, name)
        if value is not None:
            out[name] = list(value) if isinstance(value, tuple) else value
    return out


def admits(option: dict, move: dict) -> bool:
    """Whether a move (JSON) is one of those a legal-moves entry describes: its type and
    player, and its value within the entry's ranges."""
    if (option["type"], option["player"]) != (move.get("type"), move.get("player")):
        return False
    kind = option["type"]
    if kind == "choose_lot":
        return move.get("lot") in option["lots"]
    if kind in ("open", "raise"):
        return type(move.get("amount")) is int and option["min_amount"] <= move["amount"] <= option["max_amount"]
    if kind in ("reveal", "replace"):
        vouchers = move.get("vouchers") or []
        pool = option["hand"] if kind == "reveal" else option["valid_vouchers"]
        return len(vouchers) == option["count"] == len(set(vouchers)) and set(vouchers) <= set(pool)
    if kind == "arrange_trays":
        trays = move.get("trays") or []
        placed = [lot for t in trays for lot in t]
        return len(trays) == 2 and sorted(placed) == sorted(option["lots"])
    return set(move) == {"type", "player"}  # join, pass
