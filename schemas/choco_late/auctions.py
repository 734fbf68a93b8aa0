"""Auctions as JSON: an auction's outcome (the `auctions` log: the engine's own declaration,
:class:`~service.games.choco_late.outcomes.AuctionOutcome`, and its summary in words, which
the writer adds; an auction under way is the engine's
:class:`~service.games.choco_late.snapshot.AuctionInProgress`)."""

from __future__ import annotations

import re

import msgspec
from marshmallow import fields

from schemas.choco_late.enums import CATALOGUE, ENUMS
from schemas.common import members_of, schema
from service.games.choco_late.outcomes import AuctionOutcome
from service.games.choco_late.phases import AuctionResult


ChocoLateAuctionSchema = schema("ChocoLateAuction", {
    **members_of(AuctionOutcome, ENUMS),
    "summary": fields.String(required=True, metadata={
        "description": "The outcome in words, in the request's language.",
        "example": "ann wins lot 15 at 2 vouchers on the tie-break (A4c, V3, W1)."}),
}, "The outcome of one auction, with every step that decided it (A, V, W rules).")


LOG = {"auctions": fields.List(fields.Nested(ChocoLateAuctionSchema), required=True, metadata={
    "description": "Every auction resolved before the first violation, in order."})}


_WON = AuctionResult.WON
_SUMMARY = {r: f"auction_{r.value}" for r in AuctionResult if r is not _WON}  # a won lot's: sole or tie
_PLURAL = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")


def _summary_templates() -> dict[str, dict[str, tuple[str, str]]]:
    """Each language's summary templates by message code, worked out once: the catalogue's
    text (English when the language has none) with its `{offer|one|other}` word already
    chosen, for an offer other than 1 and for an offer of 1."""
    codes = ("auction_won_tie", "auction_won_sole", *_SUMMARY.values())
    langs = {lang for code in codes for lang in CATALOGUE.messages[code]}
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for lang in langs:
        table = out[lang] = {}
        for code in codes:
            texts = CATALOGUE.messages[code]
            text = texts.get(lang) or texts["en"]
            assert all(m.group(1) == "offer" for m in _PLURAL.finditer(text)), text
            table[code] = (_PLURAL.sub(lambda m: m.group(3), text), _PLURAL.sub(lambda m: m.group(2), text))
    return out


_SUMMARIES = _summary_templates()


def summaries(lang: str) -> dict[str, tuple[str, str]]:
    """The summary templates of a language (English for one the catalogue does not have)."""
    return _SUMMARIES.get(lang) or _SUMMARIES["en"]


def summary(a, templates: dict[str, tuple[str, str]]) -> str:
    """An auction's outcome in words, from the templates of :func:`summaries`."""
    if a.result is _WON:
        code = "auction_won_tie" if len(a.participants) - len(a.forfeited) > 1 else "auction_won_sole"
    else:
        code = _SUMMARY[a.result]
    return templates[code][a.offer == 1].format(lot=a.lot, winner=a.winner, offer=a.offer,
                                                rules=", ".join(a.decided_by))


def auction(a: AuctionOutcome, templates: dict[str, tuple[str, str]]) -> dict:
    """An :class:`~service.games.choco_late.outcomes.AuctionOutcome` as JSON (written as
    declared), its summary from the templates of :func:`summaries`."""
    return {**msgspec.to_builtins(a), "summary": summary(a, templates)}
