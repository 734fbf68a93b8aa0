"""What a game of ChokoMannaro waits for (the API's `phase`): one phase at a time, one move
type per phase (H2); and what a legal-moves answer tells of it beside its moves
(:class:`Waiting`, declared once: the engine builds it, the service writes it and the
document describes it)."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import Annotated

from msgspec import Meta

from service.referee.protocol import Option
from service.referee.shown import Shown

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


class Waiting(Shown, frozen=True):
    """What the game waits for, beside the phase and the moves of a legal-moves answer."""

    chance: Annotated[bool, Meta(description=(
        "true at a chance point (peek, toss, slaughter, refill): every outcome with its probability."))]
    simultaneous: Annotated[bool, Meta(description=(
        "true at a choice: every due player who has not played yet may play now, in any order, and `moves` lists "
        "the options of each (their hands are secret at the table, but the history records every hand, so the "
        "referee sees everything and shows everything, D6; a client showing one player's view hides the rest)."))]


def waiting(phase: Phase, options: Iterable[Option]) -> Waiting:
    """What the game waits for in `phase`, whose legal moves are `options`: chance outcomes
    (each with its probability), or the players' simultaneous choice (R3)."""
    return Waiting(chance=any(o.probability is not None for o in options), simultaneous=phase is Phase.CHOICE)
