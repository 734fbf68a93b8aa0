"""Auctions as JSON: an auction's outcome (the `auctions` log; an auction under way is the
engine's own declaration, :class:`~service.games.choco_late.snapshot.AuctionInProgress`)."""

from __future__ import annotations

import re

from marshmallow import Schema, fields

from schemas.choco_late.cards import by_player, card
from schemas.choco_late.enums import CATALOGUE, ENUMS
from schemas.common import player_out, players_out
from service.games.choco_late.phases import AuctionEnd, AuctionResult


class ChocoLateAuctionSchema(Schema):
    lot = card("The lot auctioned.", example=15, required=True)
    chooser = player_out("The token holder who chose the lot (T1).", required=True)
    end = fields.String(required=True, metadata={
        "enum": [e.value for e in AuctionEnd],
        "description": "How bidding ended: `no_offer` (A4a), `sole_participant` (A4b), `tie` (A4c, or "
                       "A5's first reveal)."})
    offer = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "description": "The final offer in vouchers, null when nobody offered."})
    participants = players_out("Who was still bidding at the end (those who must reveal on a tie).")
    reveals = by_player("The vouchers each participant first revealed (V1).")
    invalid = by_player("The revealed vouchers that were invalid for the lot (V2).")
    replacements = by_player("The valid vouchers that replaced them (V3); they never count in a tie-break.")
    forfeited = players_out("Participants who could not replace their invalid vouchers (V4).")
    winner = player_out("Who won the lot; null when nobody did.", required=True, allow_none=True)
    result = fields.String(required=True, metadata={
        "enum": [r.value for r in AuctionResult],
        "description": "`won` (T2), `removed` from the game (A4a), `returned` to the centre (W3)."})
    decided_by = ENUMS.rule_ids("The rules that decided the outcome, in the order applied.", example=["A4c", "W1"])
    spent = fields.List(card(), required=True, metadata={"description": "Vouchers that left the game (W4, V4)."})
    pile = fields.List(card(), required=True, metadata={
        "description": "Vouchers put on the winner's pile, top first (W5, best_wins)."})
    counting = fields.Dict(keys=fields.String(), values=card(allow_none=True), required=True, metadata={
        "description": "Each remaining participant's lowest counting voucher (W1), null when none (W2). "
                       "Keys are player ids."})
    first_move = fields.Integer(required=True, metadata={"minimum": 0,
                                                         "description": "Index of the auction's choose_lot move."})
    last_move = fields.Integer(required=True, metadata={"minimum": 0,
                                                        "description": "Index of the move that closed it."})
    summary = fields.String(required=True, metadata={
        "description": "The outcome in words, in the request's language.",
        "example": "ann wins lot 15 at 2 vouchers on the tie-break (A4c, V3, W1)."})

    class Meta:
        description = "The outcome of one auction, with every step that decided it (A, V, W rules)."


LOG = {"auctions": fields.List(fields.Nested(ChocoLateAuctionSchema), required=True, metadata={
    "description": "Every auction resolved before the first violation, in order."})}


# The API's strings of the outcome's enums (an enum's `value` is a property call).
_END = {e: e.value for e in AuctionEnd}
_RESULT = {r: r.value for r in AuctionResult}
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


def auction(a, templates: dict[str, tuple[str, str]]) -> dict:
    """An :class:`~service.games.choco_late.outcomes.AuctionOutcome` as JSON (tuples are written
    as arrays; nothing is copied that the JSON writer reads as it is), its summary from the
    templates of :func:`summaries`."""
    (lot, chooser, end, offer, participants, reveals, invalid, replacements, forfeited, winner, result,
     decided_by, spent, pile, counting, first_move, last_move) = a
    return {
        "lot": lot,
        "chooser": chooser,
        "end": _END[end],
        "offer": offer,
        "participants": participants,
        "reveals": dict(reveals) if reveals else {},  # (most auctions have none of some of these)
        "invalid": dict(invalid) if invalid else {},
        "replacements": dict(replacements) if replacements else {},
        "forfeited": forfeited,
        "winner": winner,
        "result": _RESULT[result],
        "decided_by": decided_by,
        "spent": spent,
        "pile": pile,
        "counting": counting,
        "first_move": first_move,
        "last_move": last_move,
        "summary": summary(a, templates),
    }
