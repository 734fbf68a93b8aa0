"""Realistic request examples for the OpenAPI document: the game of section 8 of the rules
of record (one full round of three players), the same game broken, bodies that break the
schema, deals. The answers are computed from them by the service itself when the document
is made (service/api/examples.py), so they can never be wrong."""

from __future__ import annotations

import copy
from typing import Any

# Section 8 of the rules of record: one full round. Step 1: ann's boredom becomes a pairing
# card, cat puts fear on ann, bob's robber takes 4 from cat; step 2: cat's bodyguard; step
# 3: cat puts anxiety on bob; step 4: cat's migration matches nothing; the refill.
HISTORY: dict[str, Any] = {
    "players": ["ann", "bob", "cat"],
    "variants": {},
    "setup": {
        "chokos": {"ann": 20, "bob": 20, "cat": 20},
        "pairing": ["bodyguard", "fear", "robber"],
        "hands": {"ann": ["boredom", "cinema", "beggar", "psychology"],
                  "bob": ["robber", "anxiety", "cinema", "masseur"],
                  "cat": ["fear", "migration", "bodyguard", "anxiety"]},
        "ages": {"ann": 34, "bob": 29, "cat": 41},
    },
    "moves": [
        {"type": "play", "player": "ann", "card": "boredom"},
        {"type": "play", "player": "bob", "card": "robber"},
        {"type": "play", "player": "cat", "card": "fear"},
        {"type": "target", "player": "cat", "card": "fear", "target": "ann"},
        {"type": "target", "player": "bob", "card": "robber", "target": "cat"},
        {"type": "play", "player": "bob", "card": "anxiety"},
        {"type": "play", "player": "cat", "card": "bodyguard"},
        {"type": "play", "player": "cat", "card": "anxiety"},
        {"type": "target", "player": "cat", "card": "anxiety", "target": "bob"},
        {"type": "play", "player": "cat", "card": "migration"},
        {"type": "draw", "player": "ann", "card": "fear"},
        {"type": "draw", "player": "bob", "card": "hairdryer"},
        {"type": "draw", "player": "bob", "card": "boredom"},
        {"type": "draw", "player": "cat", "card": "cinema"},
        {"type": "draw", "player": "cat", "card": "peeping_tom"},
        {"type": "draw", "player": "cat", "card": "chokowerewolf"},
        {"type": "draw", "player": "cat", "card": "masseur"},
    ],
}

# The same game, where cat puts her fear on herself (M1 at move 3).
ILLEGAL_HISTORY = copy.deepcopy(HISTORY)
ILLEGAL_HISTORY["moves"][3]["target"] = "cat"

DEAL_REQUEST = {"players": ["ann", "bob", "cat"], "seed": 42, "ages": {"ann": 34, "bob": 29, "cat": 41}}

# Seed 10 of the seeded random player: a whole two-player game (71 moves).
FINISHED_GAME_SEED = 10

# Bodies that break the schema or a rule, for the documented problem answers.
INVALID_HISTORY = {**HISTORY, "moves": [{"type": "play", "player": "ann", "card": "joker"},
                                        {"type": "play", "player": "bob"}, {"type": "bid", "player": "cat"}]}
INVALID_SCORE = HISTORY
INVALID_DEAL = {"players": ["ann", "bob"], "seed": -1, "variants": {"two_trays": True}}
BROKEN_DEAL = {"players": ["ann", "bob", "cat"], "seed": 7, "ages": {"ann": 34, "bob": 29}}

# What the family's documentation shows for every game (service/api/examples.py).
FAMILY = {
    "history": HISTORY,
    "history_summary": "One full round of three players (section 8 of the rules of record): round 2 begins",
    "illegal_history": ILLEGAL_HISTORY,
    "illegal_summary": "An illegal history: cat puts her fear on herself (M1)",
    "invalid_history": INVALID_HISTORY,
    "invalid_score": INVALID_SCORE,
    "deal": DEAL_REQUEST,
    "invalid_deal": INVALID_DEAL,
    "broken_deal": BROKEN_DEAL,
    "broken_deal_summary": "Ages without cat's (S6)",
    "finished": {"players": 2, "seed": FINISHED_GAME_SEED},
}
