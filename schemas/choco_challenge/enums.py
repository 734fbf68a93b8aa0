"""The enumerations of the Choco Challenge API, each a named component of the OpenAPI
document (``ChocoChallengeRuleId``, ``ChocoChallengeMoveType``, ``ChocoChallengePhase``...).

The values come from the engine itself (the catalogue, the move types, the phases, the
cards), so the document cannot drift from what the service cites.
"""

from __future__ import annotations


from schemas.common import Enums, enum_component, move_type_component, rule_id_component
from service.games.choco_challenge import GAME
from service.games.choco_challenge.cards import BASE_TYPES, INGREDIENTS, LABELS_IT, TOOLS, Back
from service.games.choco_challenge.moves import MOVES as MOVE_TYPES
from service.games.choco_challenge.phases import Comparison, EndReason, Phase, Result
from service.referee.catalogue import catalogue_of

PREFIX = "ChocoChallenge"
SLUG = GAME.slug
CATALOGUE = catalogue_of(SLUG)

PHASE_DESCRIPTIONS = {
    "draw": "The turn's player draws or stops (T1).",
    "bust": "A matching card was drawn: its drawer uses a tool or busts (B1).",
    "refill": "A card was bought: the buyer refills the market (M1).",
    "extra": "Opponents with more or fewer cards decide on extra cards, one at a time (X3).",
    "over": "The game has ended (E1): no move is legal (E3).",
}

ENUMS = Enums(PREFIX, {
    "RuleId": rule_id_component(CATALOGUE, "P2"),
    "MoveType": move_type_component(MOVE_TYPES, "The kind of a move (E4: every decision is a move).", "draw"),
    "Phase": enum_component([p.value for p in Phase], PHASE_DESCRIPTIONS, "What the game waits for.", "draw"),
    "Back": enum_component([Back.BASE.value, Back.FILLING.value, Back.SPICE.value], {
        "base": "a base card (its back shows its set's colour)", "filling": "a filling (nuts, rum, cherries)",
        "spice": "a spice (cinnamon, vanilla, ginger, mint, chili)"},
        "The class a face-down top card shows on its back (K4).", "spice"),
    "Comparison": enum_component([c.value for c in Comparison], {
        "more": "more cards in front than the turn's n: may take an ingredient (X4)",
        "fewer": "fewer cards in front: may take a tool (X5)",
        "equal": "as many: nothing, and no move (X2)"},
        "How an opponent's cards in front compare with the turn's n (X2).", "more"),
    "TurnResult": enum_component([r.value for r in Result], {
        "stopped": "the player stopped (P1)", "busted": "the player busted (B3)",
        "in_progress": "the turn is still being played"}, "How a turn ended.", "stopped"),
    "EndReason": enum_component([e.value for e in EndReason], {
        "deck_exhausted": "the ingredient deck is empty (E1)",
        "three_dessert_piles": "at least three dessert piles are empty (E1)"}, "Why the game ended (E1).",
        "deck_exhausted"),
    "CardId": enum_component(list(BASE_TYPES + INGREDIENTS), {c: f"{c} (*{LABELS_IT[c]}*)" for c in
                                                               BASE_TYPES + INGREDIENTS},
                             "A card of a draw pile: a base card or an ingredient (K1).", "nuts"),
    "ToolId": enum_component(list(TOOLS), {t: f"{t} (*{LABELS_IT[t]}*)" for t in TOOLS},
                             "A Chocolatier's Tool (K1).", "whisk"),
})


def card_id(description: str | None = None, **kwargs):
    return ENUMS.field("CardId", description=description, **kwargs)


def tool_id(description: str | None = None, **kwargs):
    return ENUMS.field("ToolId", description=description, **kwargs)
