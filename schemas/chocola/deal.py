"""A deal as JSON: the dealt history (POST /chocola/deal), or a phase-2 deal move (with `phase` 2)."""

from __future__ import annotations

import random

from marshmallow import fields

from schemas.chocola.moves import move
from schemas.common import SEED_MAX, schema
from service.games.chocola.second_phase import random_deal
from service.games.chocola.setup import inspiration_problem, players_problem
from service.games.chocola.final import check_inspiration
from service.games.chocola.rulebook import RULES


ChocolaSecondPhaseDealSchema = schema("ChocolaSecondPhaseDeal", {
    "move": fields.Field(required=True, metadata={
        "allOf": [{"$ref": "#/components/schemas/ChocolaDealSecondPhaseMove"}],
        "description": "A random deal_second_phase move (without first_player: the referee derives it, E5), to "
                       "append to the game's moves."}),
    "seed": fields.Integer(required=True, metadata={"minimum": 0, "maximum": SEED_MAX,
                                                   "description": "The seed used: the one sent, or the one drawn."}),
}, "What a deal with `phase` 2 answers: the phase-2 deal move of a game whose phase 1 is over.")

DEAL_ANSWER_DOC = {
    "oneOf": [{"$ref": "#/components/schemas/ChocolaHistory"}, {"$ref": "#/components/schemas/ChocolaSecondPhaseDeal"}],
    "description": "Phase 1 (no `phase`, or 1): the dealt history, with no moves yet and the seed used, accepted "
                   "unchanged by every path of the game. With `phase` 2: the phase-2 deal move.",
}


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
