"""Valid request bodies for every path, and the schema each path's 200 answer follows.

Shared by the fuzz suite (it mutates these), the hostile-input tests and the determinism
test. Histories are real games played by the engine's seeded random player
(tests/api/games.py), so every body here is accepted as it is.
"""

from __future__ import annotations

import copy
import random
from functools import lru_cache

from schemas.choco_late import answers, examples
from tests.api.games import game_json

TRAYS = "/choco-late/trays"
BEST_SPLIT = "/choco-late/trays/best-split"
SCORE = "/score/choco-late"
VALIDATE = "/choco-late/validate"
LEGAL_MOVES = "/choco-late/legal-moves"
DEAL = "/choco-late/deal"

POSTS = (TRAYS, BEST_SPLIT, SCORE, VALIDATE, LEGAL_MOVES, DEAL)
HISTORY_PATHS = (VALIDATE, LEGAL_MOVES)  # a bare history as the body

# GET paths that answer 200, with one of each kind of page (API, HTML, static file).
GETS = ("/", "/docs", "/docs/assets/swagger-ui.css", "/static/checker/checker.js",
        "/static/docs/init.js", "/openapi.json", "/healthz", "/readyz", "/metrics",
        "/problems/malformed-json", "/choco-late/rules")

ANSWER_SCHEMAS = {
    TRAYS: answers.TraysAnswerSchema,
    BEST_SPLIT: answers.BestSplitAnswerSchema,
    SCORE: answers.GameScoreSchema,
    VALIDATE: answers.ValidateAnswerSchema,
    LEGAL_MOVES: answers.LegalMovesAnswerSchema,
    DEAL: answers.DealAnswerSchema,
}


def history(players: int = 3, seed: int = 1, **kw) -> dict:
    return game_json(players, seed, **kw)


def two_trays_game_unarranged(players: int = 3, seed: int = 2) -> dict:
    """A finished two_trays game without its arrangements: scoring searches best splits."""
    game = history(players, seed, two_trays=True, best_wins=True)
    game["moves"] = [m for m in game["moves"] if m["type"] != "arrange_trays"]
    return game


@lru_cache(maxsize=None)
def _valid_bodies() -> dict[str, tuple[dict, ...]]:
    rng = random.Random(20)
    return {
        TRAYS: (examples.TRAY_REQUEST, examples.SPLIT_REQUEST, {"lots": []},
                {"lots": sorted(rng.sample(range(1, 101), 12))}, {"trays": [[], list(range(1, 11))]}),
        BEST_SPLIT: (examples.BEST_SPLIT_REQUEST, {"lots": []},
                     {"lots": sorted(rng.sample(range(1, 101), 14))}),
        SCORE: (examples.SCORE_FINAL_REQUEST, {"game": history(3, 1)}, {"game": history(6, 2, free_bidding=True)},
                {"game": history(4, 5, stop_after=40)}, {"game": history(2, 3, two_trays=True)},
                {"final": {"players": [{"player": "ann", "lots": [1, 2, 3]}, {"player": "bob", "lots": [50]}]}}),
        VALIDATE: (examples.HISTORY, examples.ILLEGAL_HISTORY, history(3, 4), history(5, 6, best_wins=True),
                   history(4, 7, stop_after=25)),
        LEGAL_MOVES: (examples.HISTORY, history(4, 8, stop_after=30), history(2, 9, two_trays=True, stop_after=60),
                      history(3, 10)),
        DEAL: (examples.DEAL_REQUEST, {"players": ["ann", "bob", "cat", "dan", "eve", "fay"], "seed": 2**63 - 1},
               {"players": ["x", "y", "z"], "variants": {"two_trays": True, "best_wins": True}, "seed": 0,
                "first_player": "z"}),
    }


def valid_bodies(path: str) -> list[dict]:
    """Fresh copies of the valid bodies of `path`."""
    return copy.deepcopy(list(_valid_bodies()[path]))


def all_valid() -> list[tuple[str, dict]]:
    return [(path, body) for path in POSTS for body in valid_bodies(path)]
