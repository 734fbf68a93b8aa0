"""The slaughters log (M1-M4) as JSON: every pairing of the ChokoMannaro, with each guess,
the pair it settled and what became of it."""

from __future__ import annotations

from marshmallow import fields

from schemas.chokomasquerade.enums import ENUMS
from schemas.common import described, members_of, schema
from service.games.chokomasquerade.records import SlaughterLog
from service.referee.shown import shown


ChokoMasqueradeSlaughterSchema = schema("ChokoMasqueradeSlaughter", members_of(SlaughterLog, ENUMS),
                                        described(SlaughterLog))
"""A slaughter as the answers write it: the engine's declared log, its summary in words."""


SLAUGHTERS_DESCRIPTION = "The game's log: every pairing of the ChokoMannaro and its guesses, in order (M1-M4)."


LOG = {"slaughters": fields.List(fields.Nested(ChokoMasqueradeSlaughterSchema), required=True, metadata={
    "description": SLAUGHTERS_DESCRIPTION + " Up to the first violation."})}


def slaughters(state, lang: str) -> list[dict]:
    """The log (:class:`~service.games.chokomasquerade.records.SlaughterLog`), as declared, each
    slaughter's summary said in `lang`."""
    return [] if state is None else shown(state.slaughters, lang)
