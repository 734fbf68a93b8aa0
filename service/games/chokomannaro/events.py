"""What the referee derives, move by move (R7): the `events` of a validate answer.

An event is a plain mapping, written once when it happens: ``move_index`` (the move after
which it happened), ``rule`` (the rule that brought it about), ``event`` (an
:class:`EventKind` value) and the fields it concerns, among:

- ``player``: the player concerned (who activated, gives, loses, is targeted by a mood's
  discard, picks...); ``players``: several (the two activators of W1, who annulled, the
  winners);
- ``card``: a card id; ``cards``: several card ids;
- ``target``: the opponent a mood, Hairdryer or Robber goes to; ``to``: who receives a
  transfer;
- ``chokos``: how many Chokos moved; ``owed``: how many were due, when fewer moved (K3);
- ``count``: how many cards (a reshuffle); ``by``: how a starter was decided (W8).
"""

from __future__ import annotations

from enum import StrEnum


class EventKind(StrEnum):
    ANNULLED = "annulled"  # P1: identical cards revealed together, discarded
    PAIRED = "paired"  # P2, W1, G3: a pair pending activation
    NEW_PAIRING = "new_pairing"  # P3, G3: a card left on the table as a pairing card
    ACTIVATED = "activated"  # A1: a pair's activation begins
    VOID = "void"  # V5, Q2 (A3): a pair discarded without effect
    TRANSFER = "transfer"  # V2, X1: Chokos from one player to another
    ELIMINATED = "eliminated"  # V1, X3, X4, W3, W4: Chokos to the pool
    RECEIVED = "received"  # X5: Chokos from the pool
    MOOD = "mood"  # M1: a mood instance put in front of an opponent
    MOOD_DISCARDED = "mood_discarded"  # V3, V4, K5: a mood instance discarded
    QUARANTINE = "quarantine"  # Q1: a player enters quarantine
    UPKEEP = "upkeep"  # Q4: a quarantine kept, and what it cost
    QUARANTINE_END = "quarantine_end"  # Q4, Q6: a quarantine ends, its pair discarded
    STARTER = "starter"  # W8: who starts the slaughter of two Chokowerewolves
    SKIPPED = "skipped"  # W6: a player without Chokos passed over as victim
    SHIELDED = "shielded"  # W5: a quarantined victim loses nothing
    DOUBLED = "doubled"  # Q5: a quarantined victim receives from the pool
    SLAUGHTER_END = "slaughter_end"  # W9: a 5 or a 6 ends the slaughter
    DESTROYED = "destroyed"  # X2: a pairing card or a pending pair discarded by a Parcel Bomb
    DISCARDED = "discarded"  # G2, G3: peeked cards not picked, a picked card without a place
    RESHUFFLED = "reshuffled"  # D1, G2: cards shuffled into the main deck
    GAME_OVER = "game_over"  # E1, E3: the last holder wins


ANNULLED = EventKind.ANNULLED.value
PAIRED = EventKind.PAIRED.value
NEW_PAIRING = EventKind.NEW_PAIRING.value
ACTIVATED = EventKind.ACTIVATED.value
VOID = EventKind.VOID.value
TRANSFER = EventKind.TRANSFER.value
ELIMINATED = EventKind.ELIMINATED.value
RECEIVED = EventKind.RECEIVED.value
MOOD = EventKind.MOOD.value
MOOD_DISCARDED = EventKind.MOOD_DISCARDED.value
QUARANTINE = EventKind.QUARANTINE.value
UPKEEP = EventKind.UPKEEP.value
QUARANTINE_END = EventKind.QUARANTINE_END.value
STARTER = EventKind.STARTER.value
SKIPPED = EventKind.SKIPPED.value
SHIELDED = EventKind.SHIELDED.value
DOUBLED = EventKind.DOUBLED.value
SLAUGHTER_END = EventKind.SLAUGHTER_END.value
DESTROYED = EventKind.DESTROYED.value
DISCARDED = EventKind.DISCARDED.value
RESHUFFLED = EventKind.RESHUFFLED.value
GAME_OVER = EventKind.GAME_OVER.value

# How a starter of two Chokowerewolves was decided (W8): the event's `by`.
BY_CHOKOS, BY_AGE, BY_TOSS = "chokos", "age", "toss"
