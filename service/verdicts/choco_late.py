"""Choco Late's own answers beside the family's: a tray or a split scored, a best split."""

from __future__ import annotations

from typing import Any

from service.games.choco_late import split, trays
from service.games.choco_late.arrangement import arrangement_problem
from service.games.choco_late.combinations import combination_of
from service.games.choco_late.tables import tie_rule_order
from service.referee.shown import shown


def trays_answer(body: dict, lang: str) -> dict:
    """One tray (`lots`, C2) or a two-tray split (`trays`, C3), with breakdowns."""
    decided_by = [combination_of.rule, trays.score_checked.rule]
    if "lots" in body:
        scored = [trays.score_tray(body["lots"])]
    else:
        scored = list(trays.score_split(body["trays"]).trays)
        decided_by.append(arrangement_problem.rule)
    return {
        "trays": shown(scored, lang),
        "total": sum(t.points for t in scored),
        "decided_by": decided_by,
        "tie_rule": tie_rule_order(),
    }


def best_split_answer(body: dict, lang: str, limits: dict[str, Any]) -> dict:
    result = split.best_split(body["lots"], **limits)
    return {
        "lots": list(body["lots"]),
        "trays": shown(list(result.trays), lang),
        "total": result.total,
        "optimal": result.optimal,
        "search": {"nodes": result.nodes, "max_nodes": result.max_nodes, "upper_bound": result.upper_bound},
        "decided_by": [trays.score_checked.rule, arrangement_problem.rule],
    }
