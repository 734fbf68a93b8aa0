"""Chocola's own answers beside the family's: one player's tray scored (POST /chocola/trays)
and the cheapest payments of a Request (POST /chocola/payments). The command line shares
them."""

from __future__ import annotations

from schemas.chocola.trays import payment_answer, tray_answer
from service.games.chocola.final import check_holding, check_inspiration, inspiration_copies, score_holding
from service.games.chocola.game import holding
from service.games.chocola.payment import plan


def trays_answer(body: dict, lang: str) -> dict:
    """One player's Desserts (and Decorations) scored (section 5), checked as a final form's
    player is (S7, C3, C4, C5, V2, D1, D2, D3; E4 aside): the tray given, or the best."""
    inspiration = check_inspiration(body["inspiration"], "")
    h = holding({"player": "", **body})  # one player, unnamed
    check_holding(h, inspiration, "", {}, inspiration_copies(inspiration), second_phase=None)
    b = score_holding(h, inspiration)
    return tray_answer(b, lang)


def payments_answer(body: dict, lang: str) -> dict:
    """The fewest-card payments of a Request from a reserve (P2-P4)."""
    return payment_answer(plan(body["request"], body["reserve"], body.get("last_card", False)), lang)
