"""Realistic request examples for the OpenAPI document, from the rules of record (section 7's
game in progress, the rulebook's worked scores and payments). The answers are computed
from them by the service itself when the document is made (service/api/examples.py), so
they can never be wrong."""

from __future__ import annotations

import copy
from typing import Any

# Section 7 of the rules of record: a legal game in progress, ann to act.
HISTORY: dict[str, Any] = {
    "players": ["ann", "bob"],
    "variants": {"second_phase": False},
    "setup": {
        "reserves": {"ann": ["milk_dark", "marbled_white"], "bob": ["white_milk", "dark_marbled"]},
        "removed": [],
        "tavoletta": [
            [["milk_white", "dark_milk", "marbled_dark", "white_marbled"],
             ["dark_marbled", "milk_marbled", "white_dark", "marbled_milk"],
             ["white_milk", "dark_white", "milk_dark", "marbled_dark"],
             ["marbled_milk", "white_marbled", "dark_milk", "milk_white"]],
            [["dark_white", "marbled_white", "white_dark", "milk_marbled"],
             ["white_dark", "marbled_milk", "dark_milk", "milk_white"],
             ["milk_marbled", "marbled_dark", "white_marbled", "dark_white"],
             ["marbled_white", "white_milk", "milk_dark", "dark_marbled"]]],
        "inspiration": {"dessert": "white_truffle", "decoration": "white_glaze"},
        "requests": ["milk_praline", "dark_semifreddo", "milk_mousse", "white_bonbon"],
        "first_player": "ann",
    },
    "moves": [
        {"type": "take_chocolate", "player": "ann", "card": "marbled_white", "touched": [[0, 1], [0, 2]]},
        {"type": "swap_chocolate", "player": "bob", "take": [1, 3], "give": "white_milk"},
        {"type": "prepare", "player": "ann", "request": "dark_semifreddo",
         "pay": ["milk_dark", "marbled_white", "dark_marbled"]},
        {"type": "draw_request", "card": "dark_praline"},
        {"type": "take_chocolate", "player": "bob", "card": "dark_marbled", "touched": [[1, 0]]},
    ],
}

# The same game where bob's last take names a card his dark_marbled cannot touch (K3).
ILLEGAL_HISTORY = copy.deepcopy(HISTORY)
ILLEGAL_HISTORY["moves"][4] = {"type": "take_chocolate", "player": "bob", "card": "dark_marbled",
                               "touched": [[1, 1]]}

# Section 7's final form: the rulebook's second example, 84 points.
SCORE_FINAL_REQUEST: dict[str, Any] = {"final": {
    "variants": {"second_phase": True},
    "inspiration": {"dessert": "white_truffle", "decoration": "marbled_drops"},
    "players": [{
        "player": "ann",
        "desserts": ["milk_praline", "dark_praline", "white_semifreddo", "dark_mousse", "milk_mousse"],
        "decorations": {"white_semifreddo": ["red_sprinkles"], "milk_mousse": ["milk_glaze", "caramel"],
                        "dark_praline": ["dark_drops"], "dark_mousse": ["cinnamon_topping"]},
        "unassigned": [],
        "tray": ["milk_praline", "white_semifreddo", "dark_mousse"]}]}}

# POST /chocola/trays: the rulebook's first example (51 points, the best tray) and its second (84).
TRAY_REQUEST = {"desserts": ["milk_praline", "dark_praline", "white_semifreddo", "milk_mousse"],
                "inspiration": {"dessert": "white_truffle", "decoration": "white_glaze"}}
DECORATED_TRAY_REQUEST = {k: v for k, v in SCORE_FINAL_REQUEST["final"]["players"][0].items() if k != "player"}
DECORATED_TRAY_REQUEST["inspiration"] = SCORE_FINAL_REQUEST["final"]["inspiration"]
INVALID_TRAY = {"desserts": "milk_praline", "inspiration": {"dessert": "white_truffle"}}
BROKEN_TRAY = {"desserts": ["milk_praline", "dark_praline"], "tray": ["milk_praline", "dark_praline"],
               "inspiration": {"dessert": "white_truffle", "decoration": "white_glaze"}}

# POST /chocola/payments: the rulebook's payment examples.
PAYMENT_REQUEST = {"request": "milk_praline", "reserve": ["milk_dark", "dark_milk", "milk_marbled", "white_dark"]}
WASTEFUL_PAYMENT_REQUEST = {"request": "white_truffle",
                            "reserve": ["white_milk", "milk_white", "white_milk", "white_dark", "marbled_dark"]}
LAST_CARD_PAYMENT_REQUEST = {"request": "milk_praline", "reserve": ["milk_dark", "dark_milk", "milk_marbled"]}
INVALID_PAYMENT = {"request": "milk_praline", "reserve": "milk_dark", "last_card": "yes"}
BROKEN_PAYMENT = {"request": "milk_praline", "reserve": ["milk_dark", "dark_chocolate"]}

SCORE_GAME_REQUEST = {"game": HISTORY}
DEAL_REQUEST = {"players": ["ann", "bob"], "variants": {"second_phase": False}, "seed": 7}
PHASE_TWO_DEAL_REQUEST = {"players": ["ann", "bob", "cat"], "phase": 2, "seed": 7,
                          "inspiration": {"dessert": "white_truffle", "decoration": "caramel"}}

# Seed 3 of the engine's seeded random player: a whole two-player game.
FINISHED_GAME_SEED = 3

INVALID_HISTORY = {**HISTORY, "moves": [{"type": "take", "player": "ann"},
                                        {"type": "take_chocolate", "player": "", "card": 5, "touched": [[0]]}]}
INVALID_SCORE = {"game": HISTORY, "final": SCORE_FINAL_REQUEST["final"]}
INVALID_DEAL = {"players": ["ann", "bob"], "seed": -1, "phase": 3}
BROKEN_DEAL = {"players": ["ann", "bob", "cat", "dan", "eve"], "seed": 7}

# What the family's documentation shows for every game (service/api/examples.py).
FAMILY = {
    "history": HISTORY,
    "history_summary": "A game in progress (section 7): ann to act",
    "illegal_history": ILLEGAL_HISTORY,
    "illegal_summary": "An illegal history: bob's dark_marbled cannot touch [1,1] (K3)",
    "invalid_history": INVALID_HISTORY,
    "final": SCORE_FINAL_REQUEST,
    "final_summary": "The rulebook's second example: 64 + 20 = 84 points",
    "invalid_score": INVALID_SCORE,
    "deal": DEAL_REQUEST,
    "invalid_deal": INVALID_DEAL,
    "broken_deal": BROKEN_DEAL,
    "broken_deal_summary": "Five players (S1)",
    "finished": {"players": 2, "seed": FINISHED_GAME_SEED},
}
