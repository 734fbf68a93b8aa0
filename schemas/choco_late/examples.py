"""Realistic request examples for the OpenAPI document: real trays from the rulebook, a real
short game, a broken one, and bodies that break the schema. The answers are computed from
them by the service itself when the document is made (service/api/examples.py), so they can
never be wrong."""

from __future__ import annotations

import copy
from typing import Any

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
HISTORY: dict[str, Any] = {
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

# Bodies that break the schema or a rule, for the documented problem answers.
INVALID_TRAYS = {"lots": [26, "32", 44], "tray": [1]}
BROKEN_TRAYS = {"lots": [26, 32, 26]}
BROKEN_SPLIT = {"trays": [[46, 16], [16, 39]]}
INVALID_BEST_SPLIT = {"lots": 46}
BROKEN_BEST_SPLIT = {"lots": [46, 33, 139]}
INVALID_HISTORY = {**HISTORY, "moves": [{"type": "bid", "player": "ann"}, {"type": "open", "player": ""}]}
INVALID_SCORE = {"game": HISTORY, "final": SCORE_FINAL_REQUEST["final"]}
INVALID_DEAL = {"players": ["ann", "bob"], "seed": -1}
BROKEN_DEAL = {"players": ["ann", "bob", "cat", "dan", "eve", "fay", "gus"], "seed": 7}

# What the family's documentation shows for every game (service/api/examples.py).
FAMILY = {
    "history": HISTORY,
    "history_summary": "A game in progress: bob has chosen lot 11",
    "illegal_history": ILLEGAL_HISTORY,
    "illegal_summary": "An illegal history: bob raises past his vouchers (A2)",
    "invalid_history": INVALID_HISTORY,
    "final": SCORE_FINAL_REQUEST,
    "final_summary": "Final collections (best_wins): a tie on 17 broken by the piles (W7)",
    "invalid_score": INVALID_SCORE,
    "deal": DEAL_REQUEST,
    "invalid_deal": INVALID_DEAL,
    "broken_deal": BROKEN_DEAL,
    "broken_deal_summary": "Seven players (S1)",
    "finished": {"players": 2, "seed": FINISHED_GAME_SEED},
}
