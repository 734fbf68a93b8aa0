"""What a game of ChokoMannaro waits for (the API's `phase`): one phase at a time, one move
type per phase (H2)."""

from __future__ import annotations

from enum import StrEnum

from .moves import ChokoMannaroMove, Draw, Peek, PeekPick, Play, Quarantine, SlaughterPick, Target, Toss


class Phase(StrEnum):
    QUARANTINE = "quarantine"  # a quarantined player decides at the round start (R1, Q4)
    CHOICE = "choice"  # the due players play, face down (R3)
    TARGET = "target"  # a mood's, Hairdryer's or Robber's activator chooses (M1, X3, X4)
    PEEK = "peek"  # the Peeping Tom's activator looks at the next card (G1)
    PEEK_PICK = "peek_pick"  # ... and picks one of them (G2)
    TOSS = "toss"  # the starter of a slaughter is tossed (W8)
    SLAUGHTER = "slaughter"  # the picker takes a card from the victim's hand (W2)
    REFILL = "refill"  # a player draws (R6)
    OVER = "over"  # the end (E1): no move is legal (E5)


MOVE_OF: dict[Phase, type[ChokoMannaroMove]] = {
    Phase.QUARANTINE: Quarantine,
    Phase.CHOICE: Play,
    Phase.TARGET: Target,
    Phase.PEEK: Peek,
    Phase.PEEK_PICK: PeekPick,
    Phase.TOSS: Toss,
    Phase.SLAUGHTER: SlaughterPick,
    Phase.REFILL: Draw,
}
"""The one move type each phase takes (H2); none after the end (E5)."""
