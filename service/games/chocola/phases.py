"""Where a game of Chocola' stands (the API's `phase`)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a phase stands (the API's `phase`)."""

    MAIN = "main"  # take, prepare or swap (T1)
    FINAL_ROUND = "final_round"  # the Tavoletta is empty: prepare or pass (E2)
    PHASE_END = "phase_end"  # every player has passed: trays, the phase-2 deal or decorating (E3, E5, E7)
    OVER = "over"  # the game has ended (E4, E7)


MAIN, FINAL_ROUND, PHASE_END, OVER = tuple(Phase)
