"""Services (V1-V5): one activation is one effect (E2): the activator pays 1 to the pool,
every opponent gives 1, or 3 if under the mood the service acts on (which loses an
instance), and the activator's own instance of it goes; unpaid or quarantined, nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as ev
from .activation import complete, void
from .cards import ACTS_ON
from .end import after_effect
from .moods import force
from .quarantine import no_gain
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State


@RULES.decides("V1")
def cost(state: State, activator: str) -> None:
    """V1: the activator loses 1 Choko to the pool."""
    state.record_chokos(cost.rule, ev.ELIMINATED, activator, state.lose(activator, 1), 1)


@RULES.decides("V2")
def gain(state: State, activator: str, mood: str) -> None:
    """V2: every opponent, clockwise from the activator's left, gives the activator 3
    Chokos if under at least one instance of the mood the service acts on (M2), otherwise
    1 (K3: what they hold, if less)."""
    moods = state.moods
    for opponent in state.opponents[activator]:
        owed = force(moods[opponent], mood)
        paid = state.transfer(opponent, activator, owed)
        state.record_transfer(gain.rule, opponent, activator, paid, owed)
        if owed == 3:
            opponents_mood(state, opponent, mood)


@RULES.decides("V3")
def opponents_mood(state: State, opponent: str, mood: str) -> None:
    """V3: an opponent charged 3 by V2 (even if K3 let them give less) has one instance of
    that mood discarded."""
    state.drop_mood(opponent, mood)
    state.record(opponents_mood.rule, ev.MOOD_DISCARDED, player=opponent, card=mood)


@RULES.decides("V4")
def own_mood(state: State, activator: str, mood: str) -> None:
    """V4: if the activator is under that mood, one instance is discarded (automatic)."""
    if mood in state.moods[activator]:
        state.drop_mood(activator, mood)
        state.record(own_mood.rule, ev.MOOD_DISCARDED, player=activator, card=mood)


@RULES.decides("V5")
def unpaid(state: State, activator: str) -> str | None:
    """V5: a service whose activator holds no Chokos, or is quarantined (Q2), is discarded
    without effect (A3). The rule that voids it, or None."""
    if state.chokos[activator] == 0:
        return unpaid.rule
    if no_gain(state, activator):
        return no_gain.rule
    return None


def activate(state: State, kind: str, activator: str) -> None:
    """A service's activation: void (V5, Q2), or one effect (V1-V4) followed by E2."""
    because = unpaid(state, activator)
    if because is not None:
        void(state, because)
        return
    before = dict(state.chokos)
    mood = ACTS_ON[kind]
    cost(state, activator)
    gain(state, activator, mood)
    own_mood(state, activator, mood)
    if not after_effect(state, state.players, before):
        complete(state)
