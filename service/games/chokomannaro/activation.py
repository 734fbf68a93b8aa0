"""The activation of pending pairs (A1-A3): always the pending pair of lowest rank next; an
activated pair leaves the table when its activation is complete; a pair whose effect the
rules cancel is still activated, and discarded without effect."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from . import events as ev
from .cards import MOODS, QUARANTINE, RANK_OF
from .rounds import mark_activated
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State


@RULES.decides("A1")
def next_pair(pending: Mapping[str, tuple[str, ...]]) -> str:
    """A1: the pending pair activated next is the one of lowest rank (C4): as each kind is
    pending at most once, the order never depends on who played."""
    return min(pending, key=RANK_OF)


def begin(state: State, kind: str) -> tuple[str, ...]:
    """The pair of `kind` leaves the pending pairs and is being activated (still on the
    table: A2). Returns its activators."""
    activators = state.begin_activation(kind)
    if len(activators) == 1:
        state.record_card(next_pair.rule, ev.ACTIVATED, kind, activators[0])
    else:
        state.record(next_pair.rule, ev.ACTIVATED, card=kind, players=list(activators))
    return activators


@RULES.decides("A2")
def complete(state: State) -> None:
    """A2: when its activation is complete the pair leaves the table: discarded, except a
    mood pair (in front of its target, M1) and a quarantine pair (beside its activator,
    Q1), which went there already. Its activators activated a card (R5)."""
    kind, activators = state.end_activation()
    if kind not in MOODS and kind != QUARANTINE:
        state.to_discard(kind, 2)
    mark_activated(state, activators)


@RULES.decides("A3")
def void(state: State, because: str) -> None:
    """A3: a pair whose effect the rules cancel (V5, Q2: `because` is that rule) is still
    activated, and discarded without effect."""
    kind, activators = state.end_activation()
    state.record_card(because, ev.VOID, kind, activators[0])
    state.to_discard(kind, 2)
    mark_activated(state, activators)
