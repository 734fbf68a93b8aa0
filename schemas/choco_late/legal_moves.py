"""The legal moves of Choco Late as JSON: each entry in the family's shape (`move`, `choose`,
`rule`: ``schemas.common``), with what Choco Late tells beside a move."""

from __future__ import annotations

from marshmallow import fields

from schemas.choco_late.cards import card
from schemas.choco_late.enums import ENUMS
from schemas.choco_late.moves import MOVE_COMPONENT
from schemas.common import admits as common_admits
from schemas.common import legal_move_schema

ChocoLateLegalMoveSchema = legal_move_schema("ChocoLate", ENUMS, MOVE_COMPONENT, {
    "offer": fields.Integer(metadata={"minimum": 1, "description": "join: the offer it matches."}),
    "valid_vouchers": fields.List(card(), metadata={
        "description": "reveal, replace: the vouchers in hand that are valid for the lot (V2)."}),
    "lots": fields.List(card(), metadata={
        "description": "arrange_trays: the player's collection; the entry's `move` (every lot in the first tray, "
                       "`sample`) is one split of it, and any other split into two trays is legal too (C3)."}),
}, "A legal next move of Choco Late: choose_lot (`lot` one of the centre's, T1), open and raise (`amount` in a "
   "range, A1, A2), join, pass, reveal (`vouchers`: exactly the offer's count from the hand, V1), replace (exactly "
   "the count owed from the valid vouchers, V3), arrange_trays (a sample split, C3).")


def own_fields(option) -> dict:
    """What Choco Late tells beside an entry's move (the offer a join matches, the valid
    vouchers of a reveal, the collection an arrangement splits)."""
    info = option.info
    if not info:
        return {}
    return {k: list(v) if isinstance(v, tuple) else v for k, v in info.items()}


def admits(entry: dict, move: dict) -> bool:
    """The family's reading of an entry (``schemas.common.admits``); the `sample`
    arrangement stands for every split of its `lots` into two trays (C3)."""
    if not entry.get("sample"):
        return common_admits(entry, move)
    offered = entry["move"]
    if (move.get("type"), move.get("player")) != (offered["type"], offered["player"]) or set(move) != set(offered):
        return False
    trays = move.get("trays")
    return isinstance(trays, list) and len(trays) == 2 and all(isinstance(t, list) for t in trays) and \
        sorted(trays[0] + trays[1]) == sorted(entry["lots"])
