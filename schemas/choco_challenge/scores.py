"""Scores of Choco Challenge as JSON: a player's crowns (their standing's breakdown, W1), how
W3 ordered equal totals, and what a score of a history adds (its end and its log). The values
are the engine's, declared there (:mod:`service.games.choco_challenge.scoring`); the words of
a tiebreak, in the request's language, are added here."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from marshmallow import fields
from msgspec import Meta

from schemas.choco_challenge.enums import CATALOGUE, ENUMS
from schemas.choco_challenge.turns import ChocoChallengeTurnSchema, turns
from schemas.common import members_of, nested, schema, standing_fields
from service.games.choco_challenge import scoring
from service.games.choco_challenge.ending import Ending, ending

ChocoChallengePlayerScoreSchema = schema("ChocoChallengePlayerScore", {
    **standing_fields(), **members_of(scoring.Breakdown, ENUMS),
}, "One player's final or provisional score: rank (1 to P, never shared: W4), total in Crowns (W1) and its "
   "breakdown.")


class Tiebreak(scoring.Tiebreak, frozen=True):
    __doc__ = scoring.Tiebreak.__doc__

    message: Annotated[str, Meta(description="What decided it, in the request's language.")]


TIEBREAK_FIELD = nested(Tiebreak, "null when no two totals are equal; else how W3 ordered them.", ENUMS)

SCORE_EXTRA: dict[str, fields.Field[Any]] = {
    **members_of(Ending, ENUMS, always=False),
    "turns": fields.List(fields.Nested(ChocoChallengeTurnSchema), metadata={
        "description": "With a history only: every turn played, in order."}),
}


def tiebreak(tb: scoring.Tiebreak | None, lang: str) -> dict | None:
    """The engine's tiebreak with its words in `lang`."""
    if tb is None:
        return None
    message = "; ".join(CATALOGUE.word("tiebreak_group", lang, order=", ".join(g.order), total=g.total,
                                       first_player=tb.first_player) for g in tb.groups)
    return {**msgspec.to_builtins(tb), "message": message}


def score_extra(state) -> dict:
    if state is None:
        return {}
    return {**msgspec.to_builtins(ending(state)), "turns": turns(state)}
