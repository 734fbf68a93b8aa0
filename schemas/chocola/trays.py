"""The /chocola/trays and /chocola/payments answers as JSON: the engine's declared values
(:mod:`service.games.chocola.breakdown`, :class:`~service.games.chocola.payment.ShownPlan`),
written as they are, their words said in the request's language."""

from __future__ import annotations

from schemas.chocola.enums import ENUMS
from schemas.common import described, members_of, schema
from service.games.chocola.breakdown import TrayAnswer
from service.games.chocola.breakdown import tray_answer as shown_tray
from service.games.chocola.payment import ShownPlan
from service.games.chocola.scoring import Breakdown
from service.referee.shown import shown

ChocolaTrayAnswerSchema = schema("ChocolaTrayAnswer", members_of(TrayAnswer, ENUMS), described(TrayAnswer))

ChocolaPaymentAnswerSchema = schema("ChocolaPaymentAnswer", members_of(ShownPlan, ENUMS), described(ShownPlan))


def tray_answer(b: Breakdown, lang: str) -> dict:
    """A :class:`~service.games.chocola.scoring.Breakdown` as JSON."""
    return shown(shown_tray(b), lang)


def payment_answer(p, lang: str) -> dict:
    """A :class:`~service.games.chocola.payment.PaymentPlan` as JSON."""
    return shown(p.shown(), lang)
