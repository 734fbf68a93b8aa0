"""Realistic examples for the OpenAPI document: real trays from the rulebook, a real short
game and a finished one. Answers (and problem documents) are computed by the service's own
verdict functions and the engine, so they can never be wrong: the committed document is
regenerated (bin/openapi) whenever the engine's answers change."""

from __future__ import annotations

import copy
from functools import lru_cache

TRAY_REQUEST = {"lots": [26, 32, 44, 37, 23]}
SPLIT_REQUEST = {"trays": [[46, 16, 11, 33], [39, 28, 7, 45]]}
BEST_SPLIT_REQUEST = {"lots": [46, 33, 39, 16, 11, 28, 7, 45]}

SCORE_FINAL_REQUEST = {
    "final": {
        "variants": {"best_wins": True},
        "players": [
            {"player": "ann", "lots": [26, 32, 44, 37, 23], "pile": [20, 30]},
            {"player": "bob", "lots": [2, 22, 25, 4, 9, 5], "pile": [12]},
            {"player": "cat", "lots": [6, 7, 10, 35]},
        ],
    }
}

# A two-player deal (seed 7 of POST /choco-late/deal) and its first turn: ann chooses lot
# 15, the bidding ends tied at 2 (A4c), bob's voucher 2 is invalid and he replaces it with
# 50 (V3), ann wins the tie-break with 20 against bob's 40 (W1); then bob chooses lot 11.
HISTORY = {
    "players": ["ann", "bob"],
    "variants": {"free_bidding": False, "best_wins": False, "two_trays": False},
    "setup": {
        "lots": [25, 36, 15, 32, 11, 49, 12, 17, 29],
        "hands": {"ann": [1, 9, 13, 20, 22, 30, 31, 39, 43, 44, 47],
                  "bob": [2, 8, 18, 19, 23, 34, 37, 40, 41, 48, 50]},
        "first_player": "ann",
    },
    "moves": [
        {"type": "choose_lot", "player": "ann", "lot": 15},
        {"type": "open", "player": "ann", "amount": 1},
        {"type": "raise", "player": "bob", "amount": 2},
        {"type": "join", "player": "ann"},
        {"type": "reveal", "player": "ann", "vouchers": [20, 30]},
        {"type": "reveal", "player": "bob", "vouchers": [2, 40]},
        {"type": "replace", "player": "bob", "vouchers": [50]},
        {"type": "choose_lot", "player": "bob", "lot": 11},
    ],
}

# The same game, where bob's raise is more vouchers than he holds (A2).
ILLEGAL_HISTORY = copy.deepcopy(HISTORY)
ILLEGAL_HISTORY["moves"] = HISTORY["moves"][:2] + [{"type": "raise", "player": "bob", "amount": 12}]

SCORE_GAME_REQUEST = {"game": HISTORY}
SCORE_ILLEGAL_GAME_REQUEST = {"game": ILLEGAL_HISTORY}
DEAL_REQUEST = {"players": ["ann", "bob"], "variants": {"two_trays": False}, "seed": 7}

# Seed 4 of the engine's seeded random player: a whole two-player game, 36 moves.
FINISHED_GAME_SEED = 4


def finished_history() -> dict:
    """A whole two-player game, played to its end by the engine's seeded random player."""
    from service.games.choco_late.autoplay import random_game
    from service.games.choco_late.variants import Variants

    from .serialize import history

    setup, moves = random_game(2, FINISHED_GAME_SEED, Variants())
    return history(setup, moves)


def example(summary: str, value, description: str | None = None) -> dict:
    """An OpenAPI Example object."""
    out = {"summary": summary, "value": value}
    if description:
        out["description"] = description
    return out


@lru_cache(maxsize=1)
def answers() -> dict:
    """Every answer example, computed by the service's verdict functions (English)."""
    from service.games.choco_late.catalogue import rules_document
    from service.verdicts import choco_late as verdicts

    from . import requests

    def load(schema, body):
        return schema().load(copy.deepcopy(body))

    options = verdicts.split_options(None, None)  # the engine's node budget, no wall clock
    finished = finished_history()
    rules = rules_document()
    return {
        "tray": verdicts.trays_answer(load(requests.TrayRequestSchema, TRAY_REQUEST), "en"),
        "split": verdicts.trays_answer(load(requests.TrayRequestSchema, SPLIT_REQUEST), "en"),
        "best_split": verdicts.best_split_answer(load(requests.LotsRequestSchema, BEST_SPLIT_REQUEST), "en",
                                                 options),
        "score_final": verdicts.score_answer(load(requests.ScoreRequestSchema, SCORE_FINAL_REQUEST), "en",
                                             options),
        "score_game": verdicts.score_answer(load(requests.ScoreRequestSchema, SCORE_GAME_REQUEST), "en",
                                            options),
        "finished_game": finished,
        "score_finished": verdicts.score_answer(load(requests.ScoreRequestSchema, {"game": finished}), "en",
                                                options),
        "validate": verdicts.validate_answer(load(requests.HistorySchema, HISTORY), "en"),
        "validate_illegal": verdicts.validate_answer(load(requests.HistorySchema, ILLEGAL_HISTORY), "en"),
        "legal_moves": verdicts.legal_moves_answer(load(requests.HistorySchema, HISTORY)),
        "deal": verdicts.deal_answer(load(requests.DealRequestSchema, DEAL_REQUEST)),
        # The catalogue, shortened: two rules, one section, one variant, a few cards.
        "rules": {**rules,
                  "deck": {**rules["deck"], "cards_by_number": rules["deck"]["cards_by_number"][:3]},
                  "combinations": rules["combinations"][:2],
                  "setup": {k: v[:1] for k, v in rules["setup"].items()},
                  "sections": rules["sections"][3:4],
                  "rules": [r for r in rules["rules"] if r["id"] in ("A2", "W7")],
                  "variants": rules["variants"][1:2]},
    }


@lru_cache(maxsize=1)
def problems() -> dict:
    """Problem documents (422) of each operation, computed like the service computes them."""
    from marshmallow import ValidationError

    from service.errors import schema_problem
    from service.games.choco_late.violations import RuleViolation
    from service.openapi import problem_example
    from service.verdicts import choco_late as verdicts

    from . import requests
    from .serialize import violation, violation_detail

    def invalid(schema, body, path):
        try:
            schema().load(copy.deepcopy(body))
        except ValidationError as exc:
            p = schema_problem(exc)
            return problem_example("invalid-body", p.detail, path, **p.extra)
        raise AssertionError(f"{body} is valid")

    def broken(path, verdict, schema, body, *args):
        try:
            verdict(schema().load(copy.deepcopy(body)), *args)
        except RuleViolation as exc:
            v = violation(exc.violation, "en")
            return problem_example("rule-violation", violation_detail(v), path, violation=v)
        raise AssertionError(f"{body} breaks no rule")

    options = verdicts.split_options(None, None)
    R = requests
    return {
        "trays_invalid": invalid(R.TrayRequestSchema, {"lots": [26, "32", 44], "tray": [1]}, "/choco-late/trays"),
        "trays_broken": broken("/choco-late/trays", verdicts.trays_answer, R.TrayRequestSchema,
                               {"lots": [26, 32, 26]}, "en"),
        "split_broken": broken("/choco-late/trays", verdicts.trays_answer, R.TrayRequestSchema,
                               {"trays": [[46, 16], [16, 39]]}, "en"),
        "best_split_invalid": invalid(R.LotsRequestSchema, {"lots": 46}, "/choco-late/trays/best-split"),
        "best_split_broken": broken("/choco-late/trays/best-split", verdicts.best_split_answer,
                                    R.LotsRequestSchema, {"lots": [46, 33, 139]}, "en", options),
        "score_invalid": invalid(R.ScoreRequestSchema, {"game": HISTORY, "final": SCORE_FINAL_REQUEST["final"]},
                                 "/score/choco-late"),
        "score_broken": broken("/score/choco-late", verdicts.score_answer, R.ScoreRequestSchema,
                               SCORE_ILLEGAL_GAME_REQUEST, "en", options),
        "history_invalid": invalid(R.HistorySchema, {**HISTORY, "moves": [{"type": "bid", "player": "ann"},
                                                                          {"type": "open", "player": ""}]},
                                   "/choco-late/validate"),
        "legal_moves_broken": broken("/choco-late/legal-moves", verdicts.legal_moves_answer, R.HistorySchema,
                                     ILLEGAL_HISTORY),
        "deal_invalid": invalid(R.DealRequestSchema, {"players": ["ann", "bob"], "seed": -1},
                                "/choco-late/deal"),
        "deal_broken": broken("/choco-late/deal", verdicts.deal_answer, R.DealRequestSchema,
                              {"players": ["ann", "bob", "cat", "dan", "eve", "fay", "gus"], "seed": 7}),
    }
