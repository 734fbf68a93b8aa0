"""The whole rules document served by GET /choco-late/rules, as plain data."""

from __future__ import annotations

from functools import lru_cache

from .cards import COLOURS, SYMBOLS, STANDARD_SETUP, TWO_TRAYS_SETUP, colour, symbol
from .combinations import COMBINATIONS
from .rules import catalogue
from .split import BUDGET_RULE
from .tray_breakdown import TIE_RULE


def _setup_rows(table) -> list[dict]:
    return [{"players": r.players, "cards": [1, r.highest_card], "lots": r.lots,
             "vouchers_per_player": r.vouchers, "box": r.box} for r in table.values()]


@lru_cache(maxsize=1)
def rules_document() -> dict:
    doc = catalogue()
    return {
        "game": "choco-late",
        "deck": {
            "cards": [1, 100],
            "symbols": list(SYMBOLS),
            "colours": list(COLOURS),
            "symbol_formula": "symbol(n) = ((n - 1) mod 5) + 1",
            "colour_formula": "colour(n) = (((n - 1) div 5) mod 5) + 1",
            "cards_by_number": [{"card": n, "symbol": symbol(n), "colour": colour(n)} for n in range(1, 101)],
        },
        "combinations": [{"id": c.id, "label": c.label, "lots": c.size, "shape": list(c.shape),
                          "symbol_points": c.symbol_points, "colour_points": c.colour_points}
                         for c in COMBINATIONS],
        "setup": {"standard": _setup_rows(STANDARD_SETUP), "two_trays": _setup_rows(TWO_TRAYS_SETUP)},
        "sections": doc["sections"],
        "rules": doc["rules"],
        "variants": doc["variants"],
        "rulings_policy": doc["rulings_policy"],
        "variants_note": doc["variants_note"],
        "tie_rule": TIE_RULE,
        "split_budget": BUDGET_RULE,
    }
