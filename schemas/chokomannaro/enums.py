"""The enumerations of the ChokoMannaro API, each a named component of the OpenAPI document
(``ChokoMannaroRuleId``, ``ChokoMannaroMoveType``, ``ChokoMannaroPhase``,
``ChokoMannaroCardId``, ``ChokoMannaroFamily``, ``ChokoMannaroEventKind``).

The values come from the engine itself (the catalogue, the move types, the phases, the
cards, the events), so the document cannot drift from what the service cites.
"""

from __future__ import annotations

from marshmallow import fields

from schemas.common import Enums, enum_component, move_type_component, rule_id_component
from service.games.chokomannaro import GAME
from service.games.chokomannaro.cards import EDITION, FAMILY_NAMES, KIND_IDS, Family
from service.games.chokomannaro.events import EventKind
from service.games.chokomannaro.moves import MOVES as MOVE_TYPES
from service.games.chokomannaro.phases import Phase
from service.referee.catalogue import catalogue_of

PREFIX = "ChokoMannaro"
SLUG = GAME.slug
CATALOGUE = catalogue_of(SLUG)
CARD_IDS = list(KIND_IDS)
NOT_A_CARD = f"Must be one of: {', '.join(CARD_IDS)}."
"""A card id that is not one (H1): a schema error, in a move as in the setup."""

PHASE_DESCRIPTIONS = {
    "quarantine": "A round start: the first quarantined player in seat order decides (R1, Q4).",
    "choice": "The due players play, face down (R3): several players at once (`simultaneous`).",
    "target": "A mood, Hairdryer or Robber is being activated: its activator chooses a target (M1, X3, X4).",
    "peek": "A Peeping Tom is being activated: the next card it looks at (G1, chance).",
    "peek_pick": "The Peeping Tom's activator picks one of the cards peeked (G2).",
    "toss": "Two Chokowerewolves with equal Chokos and no younger activator: the starter is tossed (W8, chance).",
    "slaughter": "A slaughter: the picker takes a card unseen from the victim's hand (W2, D4, chance).",
    "refill": "The refill: a player draws (R6, chance).",
    "over": "The game is over (E1): no move is legal (E5).",
}

EVENT_DESCRIPTIONS = {
    "annulled": "P1: identical cards revealed together are discarded (`card`, `players`).",
    "paired": "P2, W1, G3: a revealed (or picked) card pairs with its pairing card: pending activation (`card`, "
              "`player`, or `players` for two Chokowerewolves).",
    "new_pairing": "P3, G3: a card stays on the table as a new pairing card (`card`, `player`).",
    "activated": "A1: a pair's activation begins (`card`, `player` or `players`).",
    "void": "V5, Q2 (A3): a pair discarded without effect (`card`, `player`).",
    "transfer": "V2, X1: `player` gives `chokos` to `to` (`owed` when K3 let them give less).",
    "eliminated": "V1, X3, X4, W3, W4: `player` loses `chokos` to the pool (`card`: the card picked in a "
                  "slaughter; `owed` when K3 let them lose less).",
    "received": "X5: `player` receives `chokos` from the pool (`owed` when the pool held less).",
    "mood": "M1: `player` puts the mood `card` in front of `target`.",
    "mood_discarded": "V3, V4, K5: one instance of the mood `card` in front of `player` is discarded.",
    "quarantine": "Q1: `player` enters quarantine.",
    "upkeep": "Q4: `player` keeps the quarantine and pays `chokos` (0 at the first round start).",
    "quarantine_end": "Q4, Q6: `player`'s quarantine ends and its pair is discarded.",
    "starter": "W8: `player` starts the slaughter of two Chokowerewolves, decided `by` chokos, age or toss.",
    "skipped": "W6: `player` holds no Chokos and is passed over as victim.",
    "shielded": "W5: the quarantined victim `player` loses nothing (`chokos`: what they were spared).",
    "doubled": "Q5: the quarantined victim `player` receives `chokos` from the pool.",
    "slaughter_end": "W9: `card`, a 5 or a 6, taken from `player`: the slaughter ends.",
    "destroyed": "X2: a pairing card, or a pending pair (its activator `player`), discarded by a Parcel Bomb.",
    "discarded": "G2, G3: cards the Peeping Tom's activator discards (`player`, `cards`).",
    "reshuffled": "D1: the discard pile becomes the main deck (`count`); G2: a peeked Chokowerewolf goes back "
                  "into it (`card`, `count`).",
    "game_over": "E1, E3: the game is over; `players` won.",
}

ENUMS = Enums(PREFIX, {
    "RuleId": rule_id_component(CATALOGUE, "W6"),
    "MoveType": move_type_component(MOVE_TYPES, "The kind of a move (R7: every decision and every chance outcome is "
                                                "a move).", "play"),
    "Phase": enum_component([p.value for p in Phase], PHASE_DESCRIPTIONS,
                            "What the game waits for: one phase at a time, one move type per phase (H2).", "choice"),
    "CardId": enum_component(CARD_IDS, {k.id: f"{k.name_en} (*{k.name_it}*), {k.family.value} {k.order}°, "
                                              f"rank {k.rank}, {k.count} copies" for k in EDITION},
                             "A card of the edition of record (section 1): a closed list (H1).", "fear"),
    "Family": enum_component([f.value for f in Family], {f.value: f"{FAMILY_NAMES[f][0]} (*{FAMILY_NAMES[f][1]}*)"
                                                         for f in Family},
                             "A family of cards, in activation order (C4).", "mood"),
    "EventKind": enum_component([e.value for e in EventKind], EVENT_DESCRIPTIONS,
                                "What the referee derived (R7).", "transfer"),
})


def card_id(description: str | None = None, **kwargs):
    return ENUMS.field("CardId", description=description, **kwargs)


def cards_out(description: str, **kwargs) -> fields.List:
    return fields.List(card_id(), metadata={"description": description}, **kwargs)
