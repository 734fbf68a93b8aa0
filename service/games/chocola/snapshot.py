"""A snapshot of a game of Chocola', as ``validate`` shows it (the answer's `state`, declared
once: the engine builds it, the service writes it and the document describes it)."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta

from service.referee.shown import BY_PLAYER, Player, Shown

from .phases import Phase

PhaseNumber = Literal[1, 2]
"""A phase of the game: 1, or 2 in the game with the second phase (E5)."""

PHASE_NUMBERS: tuple[PhaseNumber, ...] = (1, 2)

Ids = list[str]


class Stack(Shown, frozen=True):
    # A position of the Tavoletta as the table sees it (G2): its top card and its size.
    top: Annotated[str | None, Meta(description="The visible card (G2); null for a hole.", examples=["milk_white"])]
    size: Annotated[int, Meta(ge=0, description="How many cards the stack holds.")]


class Collection(Shown, frozen=True):
    # A player's collection: what they prepared, phase by phase.
    desserts: Annotated[Ids, Meta(description="The Desserts prepared (phase 1), in the order prepared.")]
    decorations: Annotated[Ids, Meta(description="The Decorations prepared (phase 2), in the order prepared.")]


class PhaseScores(Shown, frozen=True):
    # An ended phase and each player's score for it.
    phase_number: PhaseNumber
    scores: Annotated[dict[str, int], Meta(description=f"Each player's score for the phase (V8). {BY_PLAYER}")]


class InspirationState(Shown, frozen=True):
    # The Inspiration of the game (S7): its Dessert and its Decoration.
    dessert: str
    decoration: str


class Snapshot(Shown, frozen=True):
    """The state of a game after the last legal move of its history."""

    phase: Annotated[Phase, Meta(description="Where the phase stands.")]
    phase_number: Annotated[PhaseNumber, Meta(description="The phase (1 or 2).")]
    to_act: Annotated[list[Player], Meta(description=(
        "The players whose move is due (empty at a chance point, for an optional make_tray, or once the game is "
        "over)."))]
    finished: Annotated[bool, Meta(description=(
        "Nothing may be appended (as in legal-moves): the game has ended (E4, E7) and no `make_tray` is left. A "
        "one-phase game that has ended with trays still to declare (E3) is not finished; its scores are final all "
        "the same."))]
    tavoletta: Annotated[list[list[Stack]], Meta(description=(
        "2 rows of 4 positions: each its top card (null for a hole) and its size."))]
    reserves: Annotated[dict[str, Ids], Meta(description=f"Each player's reserve, in C2 id order. {BY_PLAYER}")]
    requests: Annotated[list[str | None], Meta(description=(
        "The visible Requests in slot order; null for the slot a refill is due to fill (H2)."))]
    deck_size: Annotated[int, Meta(ge=0, description="Cards left in the Request deck.")]
    collections: Annotated[dict[str, Collection], Meta(description=(
        f"Each player's Desserts and Decorations. {BY_PLAYER}"))]
    passed: Annotated[list[Player], Meta(description=(
        "Who has passed for good in the final round (E2), in seating order."))]
    scores: Annotated[list[PhaseScores], Meta(description="Per ended phase, each player's score (V8).")]
    declared: Annotated[dict[str, Ids], Meta(description=f"The trays declared with make_tray (E3). {BY_PLAYER}")]
    decorated: Annotated[list[Player], Meta(description="Who has decorated (E7), in seating order.")]
    inspiration: InspirationState
    removed: Annotated[Ids, Meta(description="The Chocolate cards removed unseen this phase (S4).")]
    discarded: Annotated[Ids, Meta(description="The Chocolate cards paid this phase (P2), in C2 id order.")]


class SeenSnapshot(Snapshot, frozen=True):
    """The state as one player may know it (I1-I4): each stack its visible card and size (I2),
    the removed cards left out (I3)."""

    # The member of the same name and place, which holds the cards nobody sees as null:
    removed: Annotated[Ids | None, Meta(description=(  # type: ignore[assignment]  # nobody's (I3)
        "Always null in a player's view: the cards removed face down are nobody's (I3); `removed_count` is "
        "public."))]
    removed_count: Annotated[int, Meta(ge=0, description=(
        "How many Chocolate cards were removed face down this phase (public, I3)."))]
