"""The tables GET /chocola/rules serves beside the rules: the cards of the edition of
record (C2-C4), the vocabulary and relations of C1, the rule kinds (R1-R10) and the setup
table (section 3). All of it read from the data of cards.toml."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .cards import (CHOCOLATE, CHOCOLATE_COPIES, CHOCOLATE_MARKED, DECORATION_KINDS, DECORATIONS, DESSERTS, FLAVOURS,
                    LABELS, SETUP_TABLE, TYPES, UNLIMITED_TYPES, ScoringRule, relations)
from service.referee.catalogue import catalogue_of

from .payment import shown_cost
from .kinds import ALL_KINDS, DECORATION_KINDS as DECORATION_RULES, DESSERT_KINDS
from .rulebook import RULES
from .setup import deck_for

KIND_PARAMS = {
    "per_type_and_flavour": ["type", "flavour", "points"], "per_distinct_type": ["points"],
    "per_distinct_flavour": ["points"], "if_on_type": ["type", "points"], "if_on_flavour": ["flavour", "points"],
    "per_decoration_on_same_dessert": ["points"], "if_other_dessert_of_type": ["type", "points"],
    "if_other_dessert_of_flavour": ["flavour", "points"], "adds_type": ["type"], "adds_flavour": ["flavour"],
}


def _rule(rule: ScoringRule) -> dict[str, Any]:
    return {"kind": rule.kind, "params": rule.params(), "rule": ALL_KINDS[rule.kind].rule}


@lru_cache(maxsize=1)
def tables() -> dict[str, Any]:
    return {
        "flavours": [{"id": f, "label": dict(LABELS["flavours"][f]), "partner": relations()["partner"][f],
                      "n1": relations()["n1"][f], "n2": relations()["n2"][f], "n3": relations()["n3"][f]}
                     for f in FLAVOURS],
        "types": [{"id": t, "label": dict(LABELS["types"][t]), "unlimited_in_tray": t in UNLIMITED_TYPES}
                  for t in TYPES],
        "chocolate": [{"id": c.id, "label": c.label, "left": c.left, "right": c.right, "copies": CHOCOLATE_COPIES,
                       "marked": CHOCOLATE_MARKED} for c in CHOCOLATE.values()],
        "desserts": [{"id": d.id, "label": d.label, "type": d.type, "flavour": d.flavour, "cost": shown_cost(d.cost),
                      "scoring": _rule(d.rule)} for d in DESSERTS.values()],
        "decorations": [{"id": d.id, "label": d.label, "kind": d.kind, "kind_label": dict(LABELS["decoration_kinds"][d.kind]),
                         "copies": d.copies, "cost": shown_cost(d.cost),
                         "effect": None if d.effect is None else _rule(d.effect), "scoring": _rule(d.rule)}
                        for d in DECORATIONS.values()],
        "rule_kinds": [{"kind": kind, "rule": fn.rule, "params": KIND_PARAMS[kind],
                        "of": "dessert" if kind in DESSERT_KINDS else "decoration" if kind in DECORATION_RULES
                        else "effect"} for kind, fn in ALL_KINDS.items()],
        "decoration_kinds": [{"id": k, "label": dict(LABELS["decoration_kinds"][k])} for k in DECORATION_KINDS],
        "setup": [{"players": r.players, "deck": sum(deck_for(r.players).values()),
                   "marked_out": r.deck == "unmarked", "removed": r.removed, "reserve": r.reserve, "stacks": 8,
                   "cards_per_stack": r.stack, "tavoletta": 8 * r.stack} for r in SETUP_TABLE.values()],
        "variants": [dict(v) for v in catalogue_of(RULES.game).tables["variants"]],
        "rulings_policy": dict(catalogue_of(RULES.game).tables["rulings_policy"]),
    }
