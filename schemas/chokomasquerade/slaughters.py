"""The slaughters log (M1-M4) as JSON: every pairing of the ChokoMannaro, with each guess,
the pair it settled and what became of it."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.chokomasquerade.enums import CATALOGUE, ENUMS, card
from schemas.common import player_out


class ChokoMasqueradeGuessSchema(Schema):
    move_index = fields.Integer(required=True, metadata={"minimum": 0, "description": "Index of the guess move."})
    found = ENUMS.field("Found", description="What the victim uncovered (D2).", required=True)
    pair = card("The character of the pair the guess settled: the victim's oldest pair not yet settled (M4).",
                required=True)
    result = ENUMS.field("GuessResult", description="`saved` or `eaten` (M4).", required=True)

    class Meta:
        description = "One guess of a slaughter and its effect (M2-M4)."


class ChokoMasqueradeSlaughterSchema(Schema):
    move_index = fields.Integer(required=True, metadata={
        "minimum": 0, "description": "Index of the move that paired the ChokoMannaro (P5)."})
    attacker = player_out("Who paired the ChokoMannaro (M1).", required=True)
    victim = player_out("Their opponent, who guesses (M1).", required=True)
    at_stake = fields.Integer(required=True, metadata={
        "minimum": 0, "description": "How many of the victim's pairs were at stake: one guess each (M1)."})
    guesses = fields.List(fields.Nested(ChokoMasqueradeGuessSchema), required=True, metadata={
        "description": "Every guess so far, in order; empty when the victim held no pair (M1)."})
    summary = fields.String(required=True, metadata={
        "description": "What happened, in the request's language.",
        "example": "ann paired the ChokoMannaro (moves[6]): 3 of bob's pairs were at stake; 1 saved, 2 eaten"})

    class Meta:
        description = "A slaughter (mattanza): the pairing of the ChokoMannaro and every guess it brought (M1-M4)."


SLAUGHTERS_DESCRIPTION = "The game's log: every pairing of the ChokoMannaro and its guesses, in order (M1-M4)."


LOG = {"slaughters": fields.List(fields.Nested(ChokoMasqueradeSlaughterSchema), required=True, metadata={
    "description": SLAUGHTERS_DESCRIPTION + " Up to the first violation."})}


def summary(log, lang: str) -> str:
    params = {"attacker": log.attacker, "victim": log.victim, "index": log.move_index, "count": log.at_stake}
    if not log.at_stake:
        return CATALOGUE.render("slaughter_none", params, lang)
    if log.done:
        return CATALOGUE.render("slaughter_done", {**params, "saved": log.saved, "eaten": log.eaten}, lang)
    return CATALOGUE.render("slaughter_running", {**params, "left": log.at_stake - len(log.guesses)}, lang)


def slaughter(log, lang: str) -> dict:
    """A :class:`~service.games.chokomasquerade.records.SlaughterLog` as JSON."""
    return {
        "move_index": log.move_index,
        "attacker": log.attacker,
        "victim": log.victim,
        "at_stake": log.at_stake,
        "guesses": [{"move_index": g.move_index, "found": g.found, "pair": g.pair, "result": g.result.value}
                    for g in log.guesses],
        "summary": summary(log, lang),
    }


def slaughters(state, lang: str) -> list[dict]:
    return [] if state is None else [slaughter(log, lang) for log in state.slaughters]
