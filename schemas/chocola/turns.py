"""A game's log as JSON: the `turns` of a validate answer (its `state` is the engine's own
declared snapshot, :mod:`service.games.chocola.snapshot`)."""

from __future__ import annotations

import msgspec
from marshmallow import Schema, fields

from schemas.chocola.enums import ENUMS
from schemas.common import answer_field, player_out
from service.games.chocola.cards import CHOCOLATE_ORDER
from service.games.chocola.moves import MOVES as MOVE_TYPES
from service.games.chocola.moves import DrawRequest, Prepare, SwapChocolate, TakeChocolate
from service.referee.moves import tag_of
from service.games.chocola.payment import Cost, per_flavour


def _position() -> fields.List:
    return fields.List(fields.Integer(), metadata={"minItems": 2, "maxItems": 2, "description": "[row, col]"})


class ChocolaPlacementSchema(Schema):
    row = fields.Integer(required=True, metadata={"description": "The row y of the laid card (G1); -1 is above "
                                                                 "the Tavoletta, 2 below."})
    x = fields.Integer(required=True, metadata={"description": "Its left square's half-column."})
    turned = fields.Boolean(required=True, metadata={"description": "Turned half a turn (G3)."})
    side = fields.String(required=True, metadata={"enum": ["top", "bottom", "left", "right"],
                                                  "description": "The side chosen (G4)."})

    class Meta:
        description = "The first legal lay of the used card touching the cards named (K3)."


class ChocolaTurnSchema(Schema):
    move_index = fields.Integer(required=True, metadata={"minimum": 0, "description": "0-based index in `moves`."})
    player = player_out("Who moved; null for a chance move.", required=True, allow_none=True)
    type = ENUMS.field("MoveType", required=True)
    decided_by = ENUMS.rule_ids("The rules that decided the move and its outcome.", example=["T1", "K1", "K3", "K4"])
    placement = fields.Nested(ChocolaPlacementSchema, metadata={"description": "take_chocolate: the lay (K3)."})
    taken = fields.List(fields.String(), metadata={
        "description": "take_chocolate: the ids taken, by row then column (K4); swap_chocolate: the card taken."})
    left = fields.List(_position(), metadata={"description": "take_chocolate: the positions left (K5)."})
    request = fields.String(metadata={"description": "prepare: the Request prepared."})
    payment = fields.List(fields.String(), metadata={"description": "prepare: the ids paid (P2)."})
    waste = answer_field(Cost, ENUMS, metadata={"description": "prepare: the units wasted per flavour."})
    given = fields.String(metadata={"description": "swap_chocolate: the card put on the stack."})
    card = fields.String(metadata={"description": "draw_request: the card drawn into the emptied slot."})

    class Meta:
        description = "One legal move replayed, with the rules that decided it and what it brought about."


_TAGS = {cls: tag_of(cls) for cls in MOVE_TYPES.classes}


LOG = {"turns": fields.List(fields.Nested(ChocolaTurnSchema), required=True, metadata={
    "description": "Every move replayed as legal, in order, with the rules that decided it (the take's lay, "
                   "the payment and its waste...)."})}


def turn(entry) -> dict:
    """A log entry as JSON (tuples stand for arrays: the answer is written by orjson)."""
    index, move, decided, extra = entry
    kind = type(move)
    if kind is TakeChocolate:
        (row, x, turned, side), taken = extra
        return {"move_index": index, "player": move.player, "type": _TAGS[kind], "decided_by": decided,
                "placement": {"row": row, "x": x, "turned": turned, "side": side}, "taken": taken,
                "left": move.leave or ()}
    if kind is Prepare:
        (spare,) = extra
        return {"move_index": index, "player": move.player, "type": _TAGS[kind], "decided_by": decided,
                "request": move.request, "payment": sorted(move.pay, key=CHOCOLATE_ORDER.__getitem__),
                "waste": msgspec.to_builtins(per_flavour(spare))}
    if kind is SwapChocolate:
        return {"move_index": index, "player": move.player, "type": _TAGS[kind], "decided_by": decided,
                "taken": extra, "given": move.give}
    if kind is DrawRequest:
        return {"move_index": index, "player": move.player, "type": _TAGS[kind], "decided_by": decided,
                "card": move.card}
    return {"move_index": index, "player": move.player, "type": _TAGS[kind], "decided_by": decided}


def turns(s) -> list[dict]:
    return [turn(entry) for entry in s.turns]


