"""The enumerations of the Choco Late API, each a named component of the OpenAPI document
(``ChocoLateRuleId``, ``ChocoLateMoveType``, ``ChocoLateVariantId``, ``ChocoLatePhase``).

The values come from the engine itself (the catalogue, the move types, the variants, the
phases), so the document cannot drift from what the service cites.
"""

from __future__ import annotations

from schemas.common import Enums, enum_component, move_type_component, rule_id_component
from service.games.choco_late import GAME
from service.games.choco_late.moves import MOVES as MOVE_TYPES
from service.games.choco_late.phases import Phase
from service.referee.catalogue import catalogue_of

PREFIX = "ChocoLate"
CATALOGUE = catalogue_of(GAME.slug)

PHASE_DESCRIPTIONS = {
    "choose_lot": "The token holder must choose a lot (T1).",
    "bidding": "An auction is open: open, join, raise or pass (A1-A5).",
    "reveal": "The bidding ended in a tie: the tied bidders reveal their vouchers (V1).",
    "replace": "Invalid vouchers were revealed: their owners replace them (V3) or forfeit (V4).",
    "arrange_trays": "The centre is empty and two_trays is on: each player arranges two trays (C3).",
    "over": "The game is over (E1): nothing may happen any more.",
}

VARIANTS = CATALOGUE.tables["variants"]

ENUMS = Enums(PREFIX, {
    "RuleId": rule_id_component(CATALOGUE, "A2"),
    "MoveType": move_type_component(MOVE_TYPES, "The kind of a move (E2: every decision of a player is a move).",
                                    "raise"),
    "VariantId": enum_component(
        [v["id"] for v in VARIANTS], {v["id"]: f"{v['name_en']} (*{v['label_it']}*): {v['effect']['en']}"
                                      for v in VARIANTS},
        "A variant of the game (section 5 of the rules); variants combine freely.", "best_wins"),
    "Phase": enum_component([p.value for p in Phase], PHASE_DESCRIPTIONS, "What the game waits for.", "bidding"),
})
