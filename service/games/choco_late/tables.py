"""The tables GET /choco-late/rules serves beside the rules: the deck (D1), the
combinations (C1), the setup tables (S2), and the catalogue's own tables of text
(variants, the rulings policy, the tie rule, the split budget)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from service.referee.catalogue import catalogue_of

from .cards import COLOURS, STANDARD_SETUP, SetupRow, SYMBOLS, TWO_TRAYS_SETUP, colour, symbol
from .combinations import COMBINATIONS
from .rulebook import RULES


def _setup_rows(table: Mapping[int, SetupRow]) -> list[dict[str, Any]]:
    return [{"players": r.players, "cards": [1, r.highest_card], "lots": r.lots,
             "vouchers_per_player": r.vouchers, "box": r.box} for r in table.values()]


def tie_rule_order() -> list[str]:
    """C2's tie rule as a value: its criteria, in order (``tie_rule`` in the tables says it
    in words)."""
    return list(catalogue_of(RULES.game).tables["tie_rule_order"])


@lru_cache(maxsize=1)
def tables() -> dict[str, Any]:
    text = catalogue_of(RULES.game).tables
    return {
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
        "variants": [dict(v) for v in text["variants"]],
        "rulings_policy": dict(text["rulings_policy"]),
        "variants_note": dict(text["variants_note"]),
        # served in English, as the contract has them; the rulebook page reads both languages
        "tie_rule": text["tie_rule"]["en"],
        "split_budget": text["split_budget"]["en"],
    }
