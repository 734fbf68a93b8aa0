"""The examples of the OpenAPI document: the requests each game's schemas give
(``API.examples``), and the answers and problem documents the service itself computes
from them, with the same verdict functions it answers with. They can never be wrong; the
committed document is regenerated (bin/openapi) whenever an answer changes."""

from __future__ import annotations

import copy
from functools import lru_cache

from marshmallow import ValidationError

from service.errors import schema_problem
from service.openapi import problem_example
from service.referee.violations import RuleViolation
from service.verdicts import family

# The engine's node budget and no wall clock: the examples are the same on every machine.
LIMITS: dict = {}


def example(summary: str, value, description: str | None = None) -> dict:
    """An OpenAPI Example object."""
    out = {"summary": summary, "value": value}
    if description:
        out["description"] = description
    return out


def load(schema, body):
    return schema().load(copy.deepcopy(body))


def invalid(schema, body, path: str) -> dict:
    """The 422 `invalid-body` problem a body that breaks the schema gets."""
    try:
        schema().load(copy.deepcopy(body))
    except ValidationError as exc:
        p = schema_problem(exc, schema=schema)
        return problem_example("invalid-body", p.detail, path, **p.extra)
    raise AssertionError(f"{body} is valid")


def broken(path: str, verdict, schema, body, *args) -> dict:
    """The 422 `rule-violation` problem a body that breaks a rule gets."""
    try:
        verdict(schema().load(copy.deepcopy(body)), *args)
    except RuleViolation as exc:
        v = family.violation_json(exc.violation, "en")
        return problem_example("rule-violation", family.violation_detail(v, "en"), path, violation=v)
    raise AssertionError(f"{body} breaks no rule")


def shortened_rules(doc: dict) -> dict:
    """The catalogue cut to an excerpt: two rules, one section, the first rows of its lists."""
    out = {k: (v[:2] if isinstance(v, list) else v) for k, v in doc.items()}
    out["rules"] = doc["rules"][:2]
    out["sections"] = doc["sections"][:1]
    return out


@lru_cache(maxsize=None)
def answers(api) -> dict:
    """Every answer example of a game's family paths (English)."""
    ex = api.examples
    history = ex["history"]
    finished = api.random_history(ex["finished"]["players"], ex["finished"]["seed"])
    out = {
        "validate": family.validate_answer(api, load(api.history, history), "en"),
        "validate_illegal": family.validate_answer(api, load(api.history, ex["illegal_history"]), "en"),
        "legal_moves": family.legal_moves_answer(api, load(api.history, history), "en"),
        "score_game": family.score_answer(api, load(api.score_request, {"game": history}), "en", LIMITS),
        "finished_game": finished,
        "score_finished": family.score_answer(api, load(api.score_request, {"game": finished}), "en", LIMITS),
        "deal": family.deal_answer(api, load(api.deal_request, ex["deal"])),
        "rules": shortened_rules(family.rules_answer(api)),
    }
    if api.has_final:
        out["score_final"] = family.score_answer(api, load(api.score_request, ex["final"]), "en", LIMITS)
    if api.viewing is not None:
        from service.verdicts.view import view_answer

        out["view_request"] = {"game": history, "player": history["players"][0]}
        out["view"] = view_answer(api, load(api.view_request, out["view_request"]), "en", LIMITS)
    return out


@lru_cache(maxsize=None)
def problems(api) -> dict:
    """The 422 problem documents of a game's family paths, computed like the service does."""
    ex = api.examples
    slug = api.slug
    return {
        "history_invalid": invalid(api.history, ex["invalid_history"], f"/{slug}/validate"),
        "legal_moves_broken": broken(f"/{slug}/legal-moves", lambda b: family.legal_moves_answer(api, b, "en"),
                                     api.history, ex["illegal_history"]),
        "score_invalid": invalid(api.score_request, ex["invalid_score"], f"/score/{slug}"),
        "score_broken": broken(f"/score/{slug}", lambda b: family.score_answer(api, b, "en", LIMITS),
                               api.score_request, {"game": ex["illegal_history"]}),
        "deal_invalid": invalid(api.deal_request, ex["invalid_deal"], f"/{slug}/deal"),
        **({"view_invalid": invalid(api.view_request, {"game": ex["history"], "player": "zed"}, f"/{slug}/view")}
           if api.viewing is not None else {}),
        "deal_broken": broken(f"/{slug}/deal", lambda b: family.deal_answer(api, b), api.deal_request,
                              ex["broken_deal"]),
    }
