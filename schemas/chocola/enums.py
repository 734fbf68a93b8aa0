"""The enumerations of the Chocola' API, each a named component of the OpenAPI document
(``ChocolaRuleId``, ``ChocolaMoveType``, ``ChocolaPhase``, ``ChocolaVariantId``,
``ChocolaFlavour``, ``ChocolaType``). The values come from the engine itself (the
catalogue, the move types, the phases, the cards' vocabulary), so the document cannot
drift from what the service cites."""

from __future__ import annotations

from schemas.common import Enums, enum_component, move_type_component, rule_id_component
from service.games.chocola import GAME
from service.games.chocola.cards import FLAVOURS, LABELS, TYPES
from service.games.chocola.moves import MOVES as MOVE_TYPES
from service.games.chocola.phases import Phase
from service.referee.catalogue import catalogue_of

PREFIX = "Chocola"
SLUG = GAME.slug
CATALOGUE = catalogue_of(SLUG)

PHASE_DESCRIPTIONS = {
    "main": "The main phase: the player to act takes, prepares or swaps (T1); or a Request is refilled (H2).",
    "final_round": "The Tavoletta is empty (E1): prepare or pass (E2); or a Request is refilled (H2).",
    "phase_end": "Every player has passed (E3): after phase 1 of a second_phase game, trays may be declared and "
                 "phase 2 is dealt (E5); after phase 2, every player decorates (E7).",
    "over": "The game has ended (E4, E7); in the one-phase game trays may still be declared (E3).",
}

VARIANT_DESCRIPTIONS = {"second_phase": "Seconda fase: a second phase collecting Decorations, then decorating "
                                        "(E5-E7); the final score is phase 2's."}

ENUMS = Enums(PREFIX, {
    "RuleId": rule_id_component(CATALOGUE, "K3"),
    "MoveType": move_type_component(MOVE_TYPES, "The kind of a move (T2: every decision is a move; chance outcomes "
                                                "are chance moves).", "take_chocolate"),
    "Phase": enum_component([p.value for p in Phase], PHASE_DESCRIPTIONS, "Where a phase stands.", "main"),
    "VariantId": enum_component(list(VARIANT_DESCRIPTIONS), VARIANT_DESCRIPTIONS, "A variant of the game.",
                                "second_phase"),
    "Flavour": enum_component(FLAVOURS, {f: f"{LABELS['flavours'][f]['it']}" for f in FLAVOURS},
                              "A flavour, also the colour of Chocolate halves (C1).", "white"),
    "Type": enum_component(TYPES, {t: LABELS["types"][t]["it"] for t in TYPES}, "A Dessert type (C1).",
                           "praline"),
})

