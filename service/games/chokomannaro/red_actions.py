"""Red actions 2°-6° (X1-X5): Beggar, Parcel Bomb, Hairdryer, Robber, Migration. (The
Chokowerewolf, red 1°, is :mod:`werewolf`.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding

from . import events as ev
from .activation import complete, void
from .cards import CHOKOWEREWOLF, RANK_OF
from .chokos import aim_problem
from .end import after_effect
from .quarantine import no_gain
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import Target
    from .state import State

BEGGAR_GIFT, BEGGAR_GIFT_OF_TWO = 2, 4
HAIRDRYER_LOSS, ROBBER_LOSS, MIGRATION_GAIN = 5, 4, 6


@RULES.decides("X1")
def beggar(state: State, activator: str) -> None:
    """X1: every opponent gives the activator 2 Chokos (K3); in a game of 2 players (seated,
    not holders) the opponent gives 4. It works for an activator without Chokos; a
    quarantined one's is void (Q2)."""
    if no_gain(state, activator):
        void(state, no_gain.rule)
        return
    before = dict(state.chokos)
    owed = BEGGAR_GIFT_OF_TWO if len(state.players) == 2 else BEGGAR_GIFT
    for opponent in state.opponents[activator]:
        paid = state.transfer(opponent, activator, owed)
        state.record_transfer(beggar.rule, opponent, activator, paid, owed)
    if not after_effect(state, state.players, before):
        complete(state)


@RULES.decides("X2")
def parcel_bomb(state: State) -> None:
    """X2: every pairing card on the table is discarded, pending pairs included (they are
    not activated), except Chokowerewolf cards; moods and quarantines are not on the
    table and stay."""
    for kind in sorted(state.pairing, key=RANK_OF):
        if kind != CHOKOWEREWOLF:
            state.destroy_pairing(kind)
            state.record(parcel_bomb.rule, ev.DESTROYED, card=kind)
    for kind in sorted(state.pending, key=RANK_OF):
        if kind != CHOKOWEREWOLF:
            activators = state.destroy_pending(kind)
            state.record_card(parcel_bomb.rule, ev.DESTROYED, kind, activators[0])
    complete(state)


@RULES.refuses("X3")
def hairdryer_target(state: State, move: Target) -> Finding | None:
    """X3: the Hairdryer's activator chooses an opponent who holds Chokos (`target`)."""
    return aim_problem(state, move)


def hairdryer(state: State, target: str) -> None:
    """X3: the target loses 5 Chokos to the pool (K3)."""
    _blow(state, target, HAIRDRYER_LOSS, hairdryer_target.rule)


@RULES.refuses("X4")
def robber_target(state: State, move: Target) -> Finding | None:
    """X4: the Robber's activator chooses an opponent who holds Chokos (`target`)."""
    return aim_problem(state, move)


def robber(state: State, target: str) -> None:
    """X4: the target loses 4 Chokos, to the pool, not to the activator (K3)."""
    _blow(state, target, ROBBER_LOSS, robber_target.rule)


def _blow(state: State, target: str, owed: int, rule: str) -> None:
    before = dict(state.chokos)
    paid = state.lose(target, owed)
    state.record_chokos(rule, ev.ELIMINATED, target, paid, owed)
    if not after_effect(state, (target,), before):
        complete(state)


@RULES.decides("X5")
def migration(state: State, activator: str) -> None:
    """X5: the activator receives 6 Chokos from the pool (K3). It works for an activator
    without Chokos; a quarantined one's is void (Q2)."""
    if no_gain(state, activator):
        void(state, no_gain.rule)
        return
    before = dict(state.chokos)
    got = state.from_pool(activator, MIGRATION_GAIN)
    state.record_chokos(migration.rule, ev.RECEIVED, activator, got, MIGRATION_GAIN)
    if not after_effect(state, (activator,), before):
        complete(state)
