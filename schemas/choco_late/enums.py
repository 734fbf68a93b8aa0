"""The enumerations of the Choco Late API, each a named component of the OpenAPI document.

Rule ids, move types, variants and phases are closed sets: the document lists every value
with what it means (``description`` and ``x-enum-descriptions``), and answer schemas refer
to the component wherever such a value appears, so a client generator makes one type of
each (``RuleId``, ``MoveType``, ``VariantId``, ``Phase``).

The values come from the engine itself (the rule catalogue, the move types, the variants),
so the document cannot drift from what the service cites.
"""

from __future__ import annotations

from marshmallow import fields

from schemas.choco_late.moves import MOVE_DESCRIPTIONS
from schemas.fields import EnumRef as _EnumRef
from service.games.choco_late.moves import MoveType
from service.games.choco_late.rules import RULES, VARIANTS

RULE_IDS: tuple[str, ...] = tuple(r.id for r in RULES)
MOVE_TYPES: tuple[str, ...] = tuple(t.value for t in MoveType)
VARIANT_IDS: tuple[str, ...] = tuple(v.id for v in VARIANTS)
PHASES: tuple[str, ...] = ("choose_lot", "bidding", "reveal", "replace", "arrange_trays", "over")

MOVE_TYPE_DESCRIPTIONS = MOVE_DESCRIPTIONS

PHASE_DESCRIPTIONS = {
    "choose_lot": "The token holder must choose a lot (T1).",
    "bidding": "An auction is open: open, join, raise or pass (A1-A5).",
    "reveal": "The bidding ended in a tie: the tied bidders reveal their vouchers (V1).",
    "replace": "Invalid vouchers were revealed: their owners replace them (V3) or forfeit (V4).",
    "arrange_trays": "The centre is empty and two_trays is on: each player arranges two trays (C3).",
    "over": "The game is over (E1): nothing may happen any more.",
}


def _bullets(descriptions: dict[str, str]) -> str:
    return "\n".join(f"- `{value}`: {text}" for value, text in descriptions.items())


def _rule_title(rule) -> str:
    return f"{rule.title_en} ({rule.section})"


RULE_ID_DESCRIPTIONS = {r.id: _rule_title(r) for r in RULES}
VARIANT_DESCRIPTIONS = {v.id: f"{v.name_en} (*{v.label_it}*): {v.effect_en}" for v in VARIANTS}

COMPONENTS: dict[str, dict] = {
    "RuleId": {
        "type": "string",
        "enum": list(RULE_IDS),
        "x-enum-descriptions": [RULE_ID_DESCRIPTIONS[i] for i in RULE_IDS],
        "example": "A2",
        "description": (
            "The id of a rule of Choco Late. Every verdict of the service cites one; "
            "`GET /choco-late/rules` gives each rule's full text in English and Italian.\n\n"
            + _bullets(RULE_ID_DESCRIPTIONS)
        ),
    },
    "MoveType": {
        "type": "string",
        "enum": list(MOVE_TYPES),
        "x-enum-descriptions": [MOVE_TYPE_DESCRIPTIONS[t] for t in MOVE_TYPES],
        "example": "raise",
        "description": "The kind of a move (E2: every decision of a player is a move).\n\n"
                       + _bullets(MOVE_TYPE_DESCRIPTIONS),
    },
    "VariantId": {
        "type": "string",
        "enum": list(VARIANT_IDS),
        "x-enum-descriptions": [VARIANT_DESCRIPTIONS[v] for v in VARIANT_IDS],
        "example": "best_wins",
        "description": "A variant of the game (section 5 of the rules); variants combine freely.\n\n"
                       + _bullets(VARIANT_DESCRIPTIONS),
    },
    "Phase": {
        "type": "string",
        "enum": list(PHASES),
        "x-enum-descriptions": [PHASE_DESCRIPTIONS[p] for p in PHASES],
        "example": "bidding",
        "description": "What the game waits for.\n\n" + _bullets(PHASE_DESCRIPTIONS),
    },
}


def register_enum_components(spec) -> None:
    for name, component in COMPONENTS.items():
        spec.components.schema(name, component)


def enum_ref(component: str, *, description: str | None = None, **kwargs) -> fields.Field:
    """A value of one of the enumerations above, as a reference to its component."""
    return _EnumRef(component, COMPONENTS[component]["enum"], description=description, **kwargs)


def rule_id(description: str | None = None, **kwargs) -> fields.Field:
    return enum_ref("RuleId", description=description, **kwargs)


def rule_ids(description: str, **metadata) -> fields.List:
    """A list of rule ids (``decided_by``)."""
    return fields.List(rule_id(), required=True, metadata={"description": description, **metadata})
