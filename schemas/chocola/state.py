"""A game's state and log as JSON: the `state` and the `turns` of a validate answer."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chocola.enums import ENUMS
from schemas.chocola.trays import ChocolaCostSchema
from schemas.common import player_out, players_out
from service.games.chocola.cards import CHOCOLATE_ORDER
from service.games.chocola.moves import MOVES as MOVE_TYPES
from service.games.chocola.moves import DrawRequest, Prepare, SwapChocolate, TakeChocolate
from service.referee.moves import tag_of
from service.games.chocola.payment import per_flavour


def _ids(description: str, **kwargs) -> fields.List:
    return fields.List(fields.String(), required=True, metadata={"description": description}, **kwargs)


def _position() -> fields.List:
    return fields.List(fields.Integer(), metadata={"minItems": 2, "maxItems": 2, "description": "[row, col]"})


class ChocolaStackSchema(Schema):
    top = fields.String(required=True, allow_none=True, metadata={
        "example": "milk_white", "description": "The visible card (G2); null for a hole."})
    size = fields.Integer(required=True, metadata={"minimum": 0, "description": "How many cards the stack holds."})


class ChocolaCollectionSchema(Schema):
    desserts = _ids("The Desserts prepared (phase 1), in the order prepared.")
    decorations = _ids("The Decorations prepared (phase 2), in the order prepared.")


class ChocolaPhaseScoresSchema(Schema):
    phase_number = fields.Integer(required=True, metadata={"enum": [1, 2]})
    scores = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "Each player's score for the phase (V8). Keys are player ids."})


class ChocolaInspirationStateSchema(Schema):
    dessert = fields.String(required=True)
    decoration = fields.String(required=True)


class ChocolaGameStateSchema(Schema):
    phase = ENUMS.field("Phase", description="Where the phase stands.", required=True)
    phase_number = fields.Integer(required=True, metadata={"enum": [1, 2], "description": "The phase (1 or 2)."})
    to_act = players_out("The players whose move is due (empty at a chance point, for an optional make_tray, or "
                         "once the game is over).")
    finished = fields.Boolean(required=True, metadata={
        "description": "Nothing may be appended (as in legal-moves): the game has ended (E4, E7) and no `make_tray` "
                       "is left. A one-phase game that has ended with trays still to declare (E3) is not finished; "
                       "its scores are final all the same."})
    tavoletta = fields.List(fields.List(fields.Nested(ChocolaStackSchema)), required=True, metadata={
        "description": "2 rows of 4 positions: each its top card (null for a hole) and its size."})
    reserves = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), required=True, metadata={
        "description": "Each player's reserve, in C2 id order. Keys are player ids."})
    requests = fields.List(fields.String(allow_none=True), required=True, metadata={
        "description": "The visible Requests in slot order; null for the slot a refill is due to fill (H2)."})
    deck_size = fields.Integer(required=True, metadata={"minimum": 0, "description": "Cards left in the Request "
                                                                                     "deck."})
    collections = fields.Dict(keys=fields.String(), values=fields.Nested(ChocolaCollectionSchema), required=True,
                              metadata={"description": "Each player's Desserts and Decorations. Keys are player "
                                                       "ids."})
    passed = players_out("Who has passed for good in the final round (E2), in seating order.")
    scores = fields.List(fields.Nested(ChocolaPhaseScoresSchema), required=True, metadata={
        "description": "Per ended phase, each player's score (V8)."})
    declared = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), required=True, metadata={
        "description": "The trays declared with make_tray (E3). Keys are player ids."})
    decorated = players_out("Who has decorated (E7), in seating order.")
    inspiration = fields.Nested(ChocolaInspirationStateSchema, required=True)
    removed = _ids("The Chocolate cards removed unseen this phase (S4).")
    discarded = _ids("The Chocolate cards paid this phase (P2), in C2 id order.")

    class Meta:
        description = "The state of a game after the last legal move of its history."


def state(s) -> dict:
    """The engine's state as JSON (the `state` of a validate answer)."""
    return snapshot_json(s.snapshot())


def snapshot_json(snap) -> dict:
    """A :class:`~service.games.chocola.snapshot.Snapshot` as JSON (a player's view leaves
    `removed` out: None)."""
    return {
        "phase": snap.phase.value,
        "phase_number": snap.phase_number,
        "to_act": list(snap.to_act),
        "finished": snap.finished,
        "tavoletta": [[{"top": top, "size": size} for top, size in row] for row in snap.tavoletta],
        "reserves": {p: list(cards) for p, cards in snap.reserves.items()},
        "requests": list(snap.requests),
        "deck_size": snap.deck_size,
        "collections": {p: {"desserts": list(snap.desserts[p]), "decorations": list(snap.decorations[p])}
                        for p in snap.desserts},
        "passed": list(snap.passed),
        "scores": [{"phase_number": n, "scores": scores} for n, scores in snap.scores],
        "declared": {p: list(tray) for p, tray in snap.declared.items()},
        "decorated": list(snap.decorated),
        "inspiration": {"dessert": snap.inspiration[0], "decoration": snap.inspiration[1]},
        "removed": None if snap.removed is None else list(snap.removed),
        "discarded": list(snap.discarded),
    }


class ChocolaSeenStateSchema(ChocolaGameStateSchema):
    removed = fields.List(fields.String(), required=True, allow_none=True, metadata={
        "description": "Always null in a player's view: the cards removed face down are nobody's (I3); "
                       "`removed_count` is public."})
    removed_count = fields.Integer(required=True, metadata={
        "minimum": 0, "description": "How many Chocolate cards were removed face down this phase (public, I3)."})

    class Meta:
        description = ("The state as one player may know it (I1-I4): each stack its visible card and size (I2), the "
                       "removed cards left out (I3).")


def seen_state(view) -> dict:
    """A player's :class:`~service.referee.view.View` of the state as JSON."""
    return {**snapshot_json(view.state), **view.public}


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
    waste = fields.Nested(ChocolaCostSchema, metadata={"description": "prepare: the units wasted per flavour."})
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
                "waste": per_flavour(spare)}
    if kind is SwapChocolate:
        return {"move_index": index, "player": move.player, "type": _TAGS[kind], "decided_by": decided,
                "taken": extra, "given": move.give}
    if kind is DrawRequest:
        return {"move_index": index, "player": move.player, "type": _TAGS[kind], "decided_by": decided,
                "card": move.card}
    return {"move_index": index, "player": move.player, "type": _TAGS[kind], "decided_by": decided}


def turns(s) -> list[dict]:
    return [turn(entry) for entry in s.turns]


