"""A deal as JSON: the `setup` of a history, the whole dealt history, and a phase-2 deal
move (POST /chocola/deal with `phase` 2)."""

from __future__ import annotations

import random

from marshmallow import Schema, fields

from schemas.chocola.moves import MOVE_COMPONENT, move
from schemas.chocola.requests import ChocolaVariantsSchema
from schemas.common import SEED_MAX, player_out, schema
from service.games.chocola.second_phase import random_deal
from service.games.chocola.setup import inspiration_problem, players_problem
from service.games.chocola.final import check_inspiration
from service.games.chocola.rulebook import RULES


class ChocolaInspirationAnswerSchema(Schema):
    dessert = fields.String(required=True, metadata={"example": "white_truffle"})
    decoration = fields.String(required=True, metadata={"example": "white_glaze"})


class ChocolaSetupAnswerSchema(Schema):
    reserves = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), required=True, metadata={
        "description": "Each player's reserve of 2 cards (S3). Keys are player ids."})
    removed = fields.List(fields.String(), required=True, metadata={"description": "The cards removed unseen (S4)."})
    tavoletta = fields.List(fields.List(fields.List(fields.String())), required=True, metadata={
        "description": "2 rows of 4 stacks, each top card first (S5)."})
    inspiration = fields.Nested(ChocolaInspirationAnswerSchema, required=True, metadata={
        "description": "The Inspiration (S7)."})
    requests = fields.List(fields.String(), required=True, metadata={"description": "The 4 Requests (S8)."})
    first_player = player_out("Who starts phase 1 (S9).", required=True)


ChocolaDealAnswerSchema = schema("ChocolaDealAnswer", {
    "players": fields.List(player_out(), metadata={"description": "The player ids, in the order sent (phase 1).",
                                                    "example": ["ann", "bob"]}),
    "variants": fields.Nested(ChocolaVariantsSchema, metadata={"description": "The variants (phase 1)."}),
    "setup": fields.Nested(ChocolaSetupAnswerSchema, metadata={"description": "The setup (phase 1)."}),
    "moves": fields.Field(metadata={
        "type": "array", "items": {"$ref": f"#/components/schemas/{MOVE_COMPONENT}"}, "maxItems": 0,
        "description": "Phase 1: empty, the answer is a history ready to be played."}),
    "move": fields.Field(metadata={
        "allOf": [{"$ref": "#/components/schemas/ChocolaDealSecondPhaseMove"}],
        "description": "With `phase` 2: a random deal_second_phase move (without first_player: the referee "
                       "derives it, E5)."}),
    "seed": fields.Integer(required=True, metadata={"minimum": 0, "maximum": SEED_MAX,
                                                   "description": "The seed used: the one sent, or the one drawn."}),
}, "A legal random setup: a complete history with no moves yet, accepted unchanged by every path of the game; or, "
   "with `phase` 2, a random phase-2 deal move.")


def dealt(s) -> dict:
    """A :class:`~service.games.chocola.setup.Setup` as a history with no moves."""
    return {
        "players": list(s.players),
        "variants": {"second_phase": s.second_phase},
        "setup": {"reserves": {p: list(c) for p, c in s.chocolate.reserves}, "removed": list(s.chocolate.removed),
                  "tavoletta": [[list(stack) for stack in row] for row in s.chocolate.tavoletta],
                  "inspiration": {"dessert": s.inspiration[0], "decoration": s.inspiration[1]},
                  "requests": list(s.requests), "first_player": s.first_player},
        "moves": [],
    }


def second_phase_deal(body: dict, seed: int) -> dict:
    """A random deal_second_phase move for the body's players and Inspiration (S1, S7)."""
    players = body["players"]
    found = players_problem(players)
    if found is not None:
        code, params, field = found
        raise RULES.fail(players_problem, code, params, f"/players/{field}" if field else "/players")
    if body.get("inspiration") is None:
        raise RULES.fail(inspiration_problem, "inspiration_needed", {}, "/inspiration")
    inspiration = check_inspiration(body["inspiration"], "")
    m = move(random_deal(random.Random(seed), players, inspiration))
    return {"move": m}
