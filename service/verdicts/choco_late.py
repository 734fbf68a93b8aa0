"""Choco Late answers: the engine called on loaded bodies, answers serialised."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from schemas.choco_late import requests, serialize
from service.games.choco_late import game as engine_game
from service.games.choco_late import scoring, setup, split, trays
from service.games.choco_late.violations import RuleViolation


def split_options(max_nodes: int | None, deadline: float | None) -> dict[str, Any]:
    """Keyword arguments for the best-split search (the engine's defaults where None)."""
    options: dict[str, Any] = {}
    if max_nodes is not None:
        options["max_nodes"] = max_nodes
    if deadline is not None:
        options["deadline"] = deadline
    return options


def _prefixed(exc: RuleViolation, prefix: str) -> RuleViolation:
    v = exc.violation
    return RuleViolation(replace(v, pointer=prefix + v.pointer))


def trays_answer(body: dict, lang: str) -> dict:
    """One tray (`lots`, C2) or a two-tray split (`trays`, C3), with breakdowns."""
    if "lots" in body:
        scored = [trays.score_tray(body["lots"])]
        decided_by = ["C1", "C2"]
    else:
        scored = list(trays.score_split(body["trays"]).trays)
        decided_by = ["C1", "C2", "C3"]
    return {
        "trays": [serialize.tray(t, lang) for t in scored],
        "total": sum(t.points for t in scored),
        "decided_by": decided_by,
        "tie_rule": trays.TIE_RULE,
    }


def best_split_answer(body: dict, lang: str, options: dict) -> dict:
    result = split.best_split(body["lots"], **options)
    return {
        "lots": list(body["lots"]),
        "trays": [serialize.tray(t, lang) for t in result.trays],
        "total": result.total,
        "optimal": result.optimal,
        "search": {"nodes": result.nodes, "max_nodes": result.max_nodes, "upper_bound": result.upper_bound},
        "decided_by": ["C2", "C3"],
    }


def make_setup(history: dict) -> setup.Setup:
    """The deal of a loaded history, checked under S1-S3."""
    s = history["setup"]
    return setup.make_setup(
        history["players"], requests.load_variants(history.get("variants")),
        s["lots"], s["hands"], first_player=s.get("first_player"), box=s.get("box"))


def replay_history(history: dict, prefix: str = "") -> engine_game.Replay:
    """The replay of a loaded history; a setup error raises (pointer under `prefix`)."""
    try:
        game_setup = make_setup(history)
    except RuleViolation as exc:
        raise _prefixed(exc, prefix) from None
    return engine_game.replay(game_setup, history["moves"])


def legal_replay(history: dict, prefix: str = "") -> engine_game.Replay:
    """The replay of a history that must be legal: the first violation raises."""
    result = replay_history(history, prefix)
    if not result.legal:
        raise _prefixed(RuleViolation(result.violation), prefix)
    return result


def validate_answer(history: dict, lang: str) -> dict:
    """The verdict on a history: always an answer, legal or not."""
    try:
        result = replay_history(history)
    except RuleViolation as exc:
        return {"legal": False, "violation": serialize.violation(exc.violation, lang),
                "moves_checked": 0, "auctions": [], "state": None}
    return {
        "legal": result.legal,
        "violation": serialize.violation(result.violation, lang) if result.violation else None,
        "moves_checked": result.moves_checked,
        "auctions": [serialize.auction(a, lang) for a in result.auctions],
        "state": serialize.state(result.state),
    }


def legal_moves_answer(history: dict) -> dict:
    return serialize.legal_moves(legal_replay(history).legal_moves)


def final_collections(final: dict) -> list[scoring.PlayerCollection]:
    return [scoring.PlayerCollection(
        player=p["player"], lots=tuple(p["lots"]),
        trays=tuple(tuple(t) for t in p["trays"]) if "trays" in p else None,
        pile=tuple(p.get("pile", ())),
    ) for p in final["players"]]


def score_answer(body: dict, lang: str, options: dict) -> dict:
    """Scores from `final` collections or a `game` history (replayed first)."""
    if "final" in body:
        final = body["final"]
        score = scoring.score_final(requests.load_variants(final.get("variants")),
                                    final_collections(final), pointer="/final", **options)
        return serialize.game_score(score, lang)
    result = legal_replay(body["game"], "/game")
    score = scoring.score_final(result.setup.variants, engine_game.final_collections(result),
                                pointer="/game", **options)
    return serialize.game_score(score, lang, provisional=not result.state.finished,
                                auctions=[serialize.auction(a, lang) for a in result.auctions])


def deal_answer(body: dict) -> dict:
    dealt = setup.deal(body["players"], requests.load_variants(body.get("variants")), body["seed"],
                       first_player=body.get("first_player"))
    return serialize.deal(dealt, body["seed"])
