"""The referee's answers for the command line: raw JSON-like input is loaded through the
API's request schemas and handed to :mod:`service.verdicts.choco_late`, the functions the
HTTP blueprint calls too, so the command line and the API always agree.

Every function raises :class:`RuleViolation` (a rule says no) or marshmallow's
``ValidationError`` (the input does not match the schema).
"""

from __future__ import annotations

from typing import Any

from schemas.choco_late import requests
from service.config import Settings
from service.verdicts import choco_late as verdicts


def split_options(settings: Settings | None = None) -> dict:
    settings = settings or Settings.from_env()
    return verdicts.split_options(settings.SPLIT_MAX_NODES, settings.SPLIT_DEADLINE_SECONDS)


def trays_answer(raw: dict, lang: str) -> dict:
    return verdicts.trays_answer(requests.TrayRequestSchema().load(raw), lang)


def best_split_answer(raw: dict, lang: str, settings: Settings | None = None) -> dict:
    return verdicts.best_split_answer(requests.LotsRequestSchema().load(raw), lang, split_options(settings))


def load_history(raw: Any) -> dict:
    return requests.HistorySchema().load(raw)


def validate_answer(history: dict, lang: str) -> dict:
    return verdicts.validate_answer(history, lang)


def score_answer(raw: dict, lang: str, settings: Settings | None = None) -> dict:
    return verdicts.score_answer(requests.ScoreRequestSchema().load(raw), lang, split_options(settings))


def deal_answer(players: list[str], variants: dict, seed: int, first_player: str | None) -> dict:
    raw: dict[str, Any] = {"players": players, "variants": variants, "seed": seed}
    if first_player is not None:
        raw["first_player"] = first_player
    return verdicts.deal_answer(requests.DealRequestSchema().load(raw))
