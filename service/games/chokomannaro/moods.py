"""Moods (M1, M2): a mood pair goes in front of an opponent who holds Chokos, as one
instance; it does nothing by itself, but makes the matching services take 3 instead of 1."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from service.referee.legality import Finding

from . import events as ev
from .chokos import aim_problem
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import Target
    from .state import State


@RULES.refuses("M1")
def mood_target(state: State, move: Target) -> Finding | None:
    """M1: the activator of a mood chooses an opponent who holds Chokos (`target`)."""
    return aim_problem(state, move)


def put(state: State, activator: str, target: str, mood: str) -> None:
    """M1: the pair goes in front of `target` as one mood instance of its kind; instances
    of one kind stack."""
    state.add_mood(target, mood)
    state.record(mood_target.rule, ev.MOOD, card=mood, player=activator, target=target)


@RULES.decides("M2")
def force(moods: Sequence[str], mood: str) -> int:
    """M2: a player under at least one instance of `mood` gives 3 to its matching services
    (V2), otherwise 1; several instances still mean 3."""
    return 3 if mood in moods else 1
