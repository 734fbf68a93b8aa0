"""What a game of Choco Late waits for, and how an auction ends: enums, not strings."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """The phase of the game (the API's `phase`)."""

    CHOOSE_LOT = "choose_lot"  # the token holder chooses a lot (T1)
    BIDDING = "bidding"  # open, join, raise, pass (A1-A5)
    REVEAL = "reveal"  # the participants reveal (V1)
    REPLACE = "replace"  # invalid vouchers are replaced (V3)
    ARRANGE_TRAYS = "arrange_trays"  # two_trays, after the end: arrange (C3)
    OVER = "over"  # nothing more (E1)


class Stage(StrEnum):
    """Where an auction stands."""

    BIDDING = "bidding"
    REVEAL = "reveal"
    REPLACE = "replace"
    DONE = "done"

    @property
    def phase(self) -> Phase:
        return Phase(self.value)


class AuctionEnd(StrEnum):
    """How bidding ended (the API's `end`)."""

    NO_OFFER = "no_offer"  # A4a
    SOLE_PARTICIPANT = "sole_participant"  # A4b
    TIE = "tie"  # A4c, or A5's first reveal


class AuctionResult(StrEnum):
    """What became of the lot (the API's `result`)."""

    WON = "won"  # T2
    REMOVED = "removed"  # A4a
    RETURNED = "returned"  # W3


# Module constants for the hot paths: an enum member looked up on its class costs a property call.
BIDDING_STAGE, REVEAL_STAGE, REPLACE_STAGE, DONE_STAGE = Stage.BIDDING, Stage.REVEAL, Stage.REPLACE, Stage.DONE
PHASE_OF_STAGE = {stage: stage.phase for stage in (BIDDING_STAGE, REVEAL_STAGE, REPLACE_STAGE)}
NO_OFFER, SOLE_PARTICIPANT, TIE = AuctionEnd.NO_OFFER, AuctionEnd.SOLE_PARTICIPANT, AuctionEnd.TIE
WON, REMOVED, RETURNED = AuctionResult.WON, AuctionResult.REMOVED, AuctionResult.RETURNED
