"""Realistic request examples for the OpenAPI document, from the rules of record: the history
of section 11, its broken variant of V1, the rulebook's end-of-game totals (R4) and bodies
that break the schema. The answers are computed from them by the service itself when the
document is made (service/api/examples.py), so they can never be wrong."""

from __future__ import annotations

import copy
from typing import Any

# Section 11: ann rescues a second cocoa with her whisk, stops at 3 and buys cherries; bob
# busts on a second milk; cat stops at 2. Round 2: ann buys rum, the nuts refill goes to
# position 1, bob (fewer) takes a pastry bag, cat (equal) sends nothing. Bob is to draw.
HISTORY: dict[str, Any] = {
    "players": ["ann", "bob", "cat"],
    "variants": {},
    "setup": {"market": ["nuts", "rum", "cherries", "nuts", "vanilla", "cinnamon"], "first_player": "ann",
              "base_sets": {"ann": 1, "bob": 2, "cat": 3}},
    "moves": [
        {"type": "draw", "player": "ann", "card": "cocoa"},
        {"type": "draw", "player": "ann", "card": "butter"},
        {"type": "draw", "player": "ann", "card": "cocoa"},
        {"type": "use_tool", "player": "ann", "tool": "whisk"},
        {"type": "draw", "player": "ann", "card": "sugar"},
        {"type": "stop", "player": "ann", "buy": {"position": 3, "card": "cherries"}},
        {"type": "refill", "player": "ann", "card": "mint"},
        {"type": "draw", "player": "bob", "card": "milk"},
        {"type": "draw", "player": "bob", "card": "milk"},
        {"type": "bust", "player": "bob"},
        {"type": "draw", "player": "cat", "card": "sugar"},
        {"type": "draw", "player": "cat", "card": "cocoa"},
        {"type": "stop", "player": "cat"},
        {"type": "draw", "player": "ann", "card": "cherries"},
        {"type": "draw", "player": "ann", "card": "milk"},
        {"type": "stop", "player": "ann", "buy": {"position": 2, "card": "rum"}},
        {"type": "refill", "player": "ann", "card": "nuts"},
        {"type": "extra_tool", "player": "bob", "tool": "pastry_bag"},
    ],
}

# V1: the same game where ann, with 3 cards drawn, buys position 2 (P2: only position 3).
ILLEGAL_HISTORY = copy.deepcopy(HISTORY)
ILLEGAL_HISTORY["moves"] = HISTORY["moves"][:5] + [{"type": "stop", "player": "ann", "buy": {"position": 2}}]

# R1-R3: the rulebook's example, 4 players; round 1 with no purchases, then William's turn,
# the refill and the extra cards.
RULEBOOK_HISTORY = {
    "players": ["william", "sabrina", "alex", "luis"],
    "variants": {},
    "setup": {"market": ["nuts", "cherries", "rum", "nuts", "cinnamon", "ginger"], "first_player": "william"},
    "moves": [
        {"type": "draw", "player": "william", "card": "cocoa"}, {"type": "draw", "player": "william", "card": "sugar"},
        {"type": "stop", "player": "william"},
        {"type": "draw", "player": "sabrina", "card": "cocoa"}, {"type": "draw", "player": "sabrina", "card": "milk"},
        {"type": "draw", "player": "sabrina", "card": "sugar"}, {"type": "stop", "player": "sabrina"},
        {"type": "draw", "player": "alex", "card": "butter"}, {"type": "draw", "player": "alex", "card": "milk"},
        {"type": "stop", "player": "alex"},
        {"type": "draw", "player": "luis", "card": "sugar"}, {"type": "stop", "player": "luis"},
        {"type": "draw", "player": "william", "card": "cocoa"}, {"type": "draw", "player": "william", "card": "butter"},
        {"type": "draw", "player": "william", "card": "butter"},
        {"type": "use_tool", "player": "william", "tool": "whisk"},
        {"type": "stop", "player": "william", "buy": {"position": 2, "card": "cherries"}},
        {"type": "refill", "player": "william", "card": "vanilla"},
        {"type": "extra_draw", "player": "sabrina", "card": "cinnamon"},
        {"type": "extra_tool", "player": "luis", "tool": "pastry_bag"},
    ],
}

# R4: the rulebook's end-of-game totals, 4 players (41, 31, 37, 31; the tie broken by seat).
SCORE_FINAL_REQUEST = {
    "final": {
        "first_player": "william",
        "players": [
            {"player": "william", "ingredients": ["nuts", "rum", "cherries", "cinnamon", "ginger"],
             "desserts": [4, 5, 6, 9]},
            {"player": "sabrina", "ingredients": ["nuts", "nuts", "rum", "cherries", "ginger"], "desserts": [4, 5, 6]},
            {"player": "alex", "ingredients": ["nuts", "rum", "cherries", "vanilla", "ginger"], "desserts": [5, 6, 8]},
            {"player": "luis", "ingredients": ["nuts", "rum", "cherries", "cinnamon", "vanilla"], "desserts": [7, 8]},
        ],
    }
}

DEAL_REQUEST = {"players": ["ann", "bob", "cat"], "seed": 7}

# Seed 3 of the engine's seeded random player: a whole four-player game.
FINISHED_GAME = {"players": 4, "seed": 3}

# Bodies that break the schema or a rule, for the documented problem answers.
INVALID_HISTORY = {**HISTORY, "moves": [{"type": "draw", "player": "ann"},
                                        {"type": "stop", "player": "ann", "buy": {"position": "3"}},
                                        {"type": "shuffle", "player": "bob"}]}
INVALID_SCORE = {"game": HISTORY, "final": SCORE_FINAL_REQUEST["final"]}
INVALID_DEAL = {"players": ["ann", "bob", "cat"], "seed": -1}
BROKEN_DEAL = {"players": ["ann", "bob"], "seed": 7}

# What the family's documentation shows for every game (service/api/examples.py).
FAMILY = {
    "history": HISTORY,
    "history_summary": "A game in progress: round 2, bob is to draw",
    "illegal_history": ILLEGAL_HISTORY,
    "illegal_summary": "An illegal history: ann buys position 2 with 3 cards drawn (P2)",
    "invalid_history": INVALID_HISTORY,
    "final": SCORE_FINAL_REQUEST,
    "final_summary": "The rulebook's end of game: 41, 37, 31 and 31, the tie broken by seat (W3)",
    "invalid_score": INVALID_SCORE,
    "deal": DEAL_REQUEST,
    "invalid_deal": INVALID_DEAL,
    "broken_deal": BROKEN_DEAL,
    "broken_deal_summary": "Two players (S1)",
    "finished": FINISHED_GAME,
}
