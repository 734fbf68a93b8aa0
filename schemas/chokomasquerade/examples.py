"""Realistic request examples for the OpenAPI document: the worked example of the slaughter
from the rules of record, the same game broken, bodies that break the schema, a final
form, deals. The answers are computed from them by the service itself when the document
is made (service/api/examples.py), so they can never be wrong."""

from __future__ import annotations

import copy
from typing import Any

# Example 4 of the rules of record (section 10): bob takes a table pair, a pair in hand and
# a pair with the table, and draws 3; ann pairs the ChokoMannaro; bob's 3 pairs are at
# stake: 01 eaten, 03 saved, 02 eaten; ann lays 05 and draws 2. bob is to act.
HISTORY: dict[str, Any] = {
    "players": ["ann", "bob"], "variants": {},
    "setup": {"table": ["mask_01", "mask_01", "chokomannaro", "mask_02"],
              "hands": {"ann": ["chokomannaro", "mask_05", "mask_06"],
                        "bob": ["mask_03", "mask_03", "mask_02"]},
              "first_player": "bob"},
    "moves": [
        {"type": "table_pair", "player": "bob", "card": "mask_01"},
        {"type": "hand_pair", "player": "bob", "card": "mask_03"},
        {"type": "pair", "player": "bob", "card": "mask_02"},
        {"type": "draw", "player": "bob", "card": "mask_07"},
        {"type": "draw", "player": "bob", "card": "mask_08"},
        {"type": "draw", "player": "bob", "card": "mask_09"},
        {"type": "pair", "player": "ann", "card": "chokomannaro"},
        {"type": "guess", "player": "bob", "found": "chokomannaro"},
        {"type": "guess", "player": "bob", "found": "choko"},
        {"type": "guess", "player": "bob", "found": "chokomannaro"},
        {"type": "lay", "player": "ann", "card": "mask_05", "column": 1},
        {"type": "draw", "player": "ann", "card": "mask_10"},
        {"type": "draw", "player": "ann", "card": "mask_11"},
    ],
}

# The same game, where ann lays a card while bob's guesses are due (M2).
ILLEGAL_HISTORY = copy.deepcopy(HISTORY)
ILLEGAL_HISTORY["moves"] = HISTORY["moves"][:7] + [{"type": "lay", "player": "ann", "card": "mask_05", "column": 1}]

# Bodies that break the schema: no pass move, no mask_30, no column 5 (H2, D1).
INVALID_HISTORY = {**HISTORY, "moves": [{"type": "pass", "player": "bob"},
                                        {"type": "lay", "player": "bob", "card": "mask_30", "column": 5}]}

FINAL = {"final": {"players": [{"player": "ann", "pairs": 16}, {"player": "bob", "pairs": 13}]}}
INVALID_SCORE = {"game": HISTORY, "final": FINAL["final"]}

DEAL = {"players": ["ann", "bob"], "first_player": "bob", "seed": 7}
INVALID_DEAL = {"players": ["ann", "bob"], "variants": {"slaughter": False}, "seed": -1}
BROKEN_DEAL = {"players": ["ann", "bob", "cat"], "seed": 7}

# Seed 3 of the seeded random player: a whole game.
FINISHED_GAME_SEED = 3

# What the family's documentation shows for every game (service/api/examples.py).
FAMILY = {
    "history": HISTORY,
    "history_summary": "Example 4 of the rules: the slaughter, then bob to act",
    "illegal_history": ILLEGAL_HISTORY,
    "illegal_summary": "An illegal history: ann lays while bob's guesses are due (M2)",
    "invalid_history": INVALID_HISTORY,
    "final": FINAL,
    "final_summary": "A final form: ann 16 pairs, bob 13 (W1, W2)",
    "invalid_score": INVALID_SCORE,
    "deal": DEAL,
    "invalid_deal": INVALID_DEAL,
    "broken_deal": BROKEN_DEAL,
    "broken_deal_summary": "Three players (S1)",
    "finished": {"players": 2, "seed": FINISHED_GAME_SEED},
}
