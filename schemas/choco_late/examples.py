"""Realistic examples for the OpenAPI document: real trays from the rulebook and a real
short game. Answers are computed by the engine itself, so they can never be wrong."""

from __future__ import annotations

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
SCORE_GAME_REQUEST = {"game": HISTORY}
DEAL_REQUEST = {"players": ["ann", "bob"], "variants": {"two_trays": False}, "seed": 7}


@lru_cache(maxsize=1)
def answers() -> dict:
    """Every answer example, computed by the engine and the serialisers."""
    from service.games.choco_late import game, scoring, setup, split, trays
    from service.games.choco_late.variants import Variants

    from . import requests, serialize

    tray = trays.score_tray(TRAY_REQUEST["lots"])
    best = split.best_split(BEST_SPLIT_REQUEST["lots"])
    final = SCORE_FINAL_REQUEST["final"]
    score = scoring.score_final(Variants(**final["variants"]), [
        scoring.PlayerCollection(p["player"], tuple(p["lots"]), None, tuple(p.get("pile", ())))
        for p in final["players"]])
    moves = requests.HistorySchema().load(HISTORY)
    game_setup = setup.make_setup(moves["players"], requests.load_variants(moves["variants"]),
                                  moves["setup"]["lots"], moves["setup"]["hands"], moves["setup"]["first_player"])
    replay = game.replay(game_setup, moves["moves"])
    dealt = setup.deal(DEAL_REQUEST["players"], Variants(), DEAL_REQUEST["seed"])
    return {
        "tray": {"trays": [serialize.tray(tray, "en")], "total": tray.points, "decided_by": ["C1", "C2"],
                 "tie_rule": trays.TIE_RULE},
        "best_split": {"lots": BEST_SPLIT_REQUEST["lots"], "trays": [serialize.tray(t, "en") for t in best.trays],
                       "total": best.total, "optimal": best.optimal,
                       "search": {"nodes": best.nodes, "max_nodes": best.max_nodes,
                                  "upper_bound": best.upper_bound},
                       "decided_by": ["C2", "C3"]},
        "score_final": serialize.game_score(score, "en"),
        "validate": {"legal": replay.legal, "violation": None, "moves_checked": replay.moves_checked,
                     "auctions": [serialize.auction(a, "en") for a in replay.auctions],
                     "state": serialize.state(replay.state)},
        "legal_moves": serialize.legal_moves(replay.legal_moves),
        "deal": serialize.deal(dealt, DEAL_REQUEST["seed"]),
    }
