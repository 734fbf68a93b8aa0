"""The enumerations of the ChokoMasquerade API, each a named component of the OpenAPI
document (``ChokoMasqueradeRuleId``, ``ChokoMasqueradeMoveType``, ``ChokoMasqueradePhase``,
``ChokoMasqueradeCard``, ``ChokoMasqueradeFound``, ``ChokoMasqueradeGuessResult``).

The values come from the engine itself (the catalogue, the cards, the move types, the
phases), so the document cannot drift from what the service cites.
"""

from __future__ import annotations

from marshmallow import fields

from schemas.common import Enums, enum_component, move_type_component, rule_id_component
from service.games.chokomasquerade import GAME
from service.games.chokomasquerade.cards import CHARACTERS, CHOKOMANNARO, SET_ASIDE
from service.games.chokomasquerade.moves import MOVES as MOVE_TYPES
from service.games.chokomasquerade.phases import GuessResult, Phase
from service.referee.catalogue import catalogue_of

PREFIX = "ChokoMasquerade"
SLUG = GAME.slug
CATALOGUE = catalogue_of(SLUG)


PHASE_DESCRIPTIONS = {
    "turn": "The player to act pairs (P1-P3) or lays (L1) (T2).",
    "draw": "The player whose turn ended refills their hand, one draw at a time (R1).",
    "slaughter": "The ChokoMannaro was paired: its victim guesses, once for each pair at stake (M1, M2).",
    "over": "The deck and both hands are empty: the game is over (E1).",
}

CARD_DESCRIPTIONS = {card: ("The ChokoMannaro: pairing it starts the slaughter (P5)." if card == CHOKOMANNARO
                            else "A masked Choko (D1; a printed copy maps its masks onto these ids, D4).")
                     for card in CHARACTERS}

FOUND_DESCRIPTIONS = {
    "choko": "The victim found the Choko: the pair at stake is saved (M4).",
    "chokomannaro": "The victim found the ChokoMannaro: the pair at stake is eaten (M4).",
}

RESULT_DESCRIPTIONS = {
    "saved": "Saved (choko): the pair is kept and can never be eaten (M4).",
    "eaten": "Eaten (chokomannaro): the pair leaves the game and counts for nobody (M4).",
}

ENUMS = Enums(PREFIX, {
    "RuleId": rule_id_component(CATALOGUE, "L1"),
    "MoveType": move_type_component(MOVE_TYPES, "The kind of a move (H2).", "lay"),
    "Phase": enum_component([p.value for p in Phase], PHASE_DESCRIPTIONS, "What the game waits for.", "turn"),
    "Card": enum_component(CHARACTERS, CARD_DESCRIPTIONS,
                           "A card id (D1): the character it shows. Each is printed on exactly 2 cards, which pair.",
                           "mask_07"),
    "Found": enum_component(SET_ASIDE, FOUND_DESCRIPTIONS,
                            "What a guess uncovered: one of the two set-aside cards (D2).", "choko"),
    "GuessResult": enum_component([r.value for r in GuessResult], RESULT_DESCRIPTIONS,
                                  "What a guess did to the pair it settled (M4).", "saved"),
})


def card(description: str | None = None, **kwargs):
    """A card id in an answer."""
    return ENUMS.field("Card", description=description, **kwargs)


def cards(description: str, **metadata) -> fields.List:
    return fields.List(card(), required=True, metadata={"description": description, **metadata})
