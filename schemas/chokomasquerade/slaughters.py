"""The slaughters log (M1-M4) as JSON: every pairing of the ChokoMannaro, with each guess,
the pair it settled and what became of it."""

from __future__ import annotations

import msgspec
from marshmallow import fields

from schemas.chokomasquerade.enums import CATALOGUE, ENUMS
from schemas.common import described, members_of, schema
from service.games.chokomasquerade.records import SlaughterLog


ChokoMasqueradeSlaughterSchema = schema("ChokoMasqueradeSlaughter", {
    **members_of(SlaughterLog, ENUMS),
    "summary": fields.String(required=True, metadata={
        "description": "What happened, in the request's language.",
        "example": "ann paired the ChokoMannaro (moves[6]): 3 of bob's pairs were at stake; 1 saved, 2 eaten"}),
}, described(SlaughterLog))
"""A slaughter as the answers write it: the engine's declared log, and its summary in words."""


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


def slaughters(state, lang: str) -> list[dict]:
    """The log (:class:`~service.games.chokomasquerade.records.SlaughterLog`), as declared, each
    slaughter with its summary."""
    if state is None:
        return []
    return [{**msgspec.to_builtins(log), "summary": summary(log, lang)} for log in state.slaughters]
