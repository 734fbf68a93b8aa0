"""A snapshot of a game of Chocola', as ``validate`` shows it."""

from __future__ import annotations

from dataclasses import dataclass

from .phases import Phase


@dataclass(frozen=True)
class Snapshot:
    """The game after some moves. Mappings are keyed in the order of the players; reserves
    and the discard in C2 id order; the Tavoletta row by row, each stack as its top card (None
    for a hole) and its size."""

    phase: Phase
    phase_number: int
    to_act: tuple[str, ...]
    finished: bool
    tavoletta: tuple[tuple[tuple[str | None, int], ...], ...]
    reserves: dict[str, tuple[str, ...]]
    requests: tuple[str | None, ...]
    deck_size: int
    desserts: dict[str, tuple[str, ...]]
    decorations: dict[str, tuple[str, ...]]
    passed: tuple[str, ...]
    scores: tuple[tuple[int, dict[str, int]], ...]  # (phase number, each player's score) per ended phase
    declared: dict[str, tuple[str, ...]]
    decorated: tuple[str, ...]
    inspiration: tuple[str, str]
    removed: tuple[str, ...] | None  # None: in a player's view (I3)
    discarded: tuple[str, ...]
