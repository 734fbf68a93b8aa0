"""Quarantine (Q1-Q6): the activator is quarantined, its pair beside them; their gains are
void; it shields only from the Chokowerewolf; it is kept at a cost, from the second round
start on; an attacked quarantined player is doubled when the slaughter ends, and every
quarantine ends with every slaughter."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from . import events as ev
from .cards import CHOKOWEREWOLF
from .end import after_effect
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import Quarantine
    from .state import State

UPKEEP = 2


@RULES.decides("Q1")
def enter(state: State, activator: str) -> None:
    """Q1: the activator enters quarantine; the pair stays beside them, in view, for as long
    as it lasts. The first round start after this round is free (Q4)."""
    state.enter_quarantine(activator, state.round + 2)
    state.record(enter.rule, ev.QUARANTINE, player=activator)


@RULES.decides("Q2")
def no_gain(state: State, player: str) -> bool:
    """Q2: a quarantined player's own services, Beggars and Migrations (the cards that
    bring a gain) are discarded without effect (A3); their other cards act normally."""
    return player in state.quarantine


@RULES.decides("Q3")
def shielded(state: State, player: str, kind: str) -> bool:
    """Q3: quarantine shields only from the Chokowerewolf (W5): opponents' services,
    Beggar, Hairdryer and Robber take Chokos from a quarantined player as from anyone."""
    return kind == CHOKOWEREWOLF and player in state.quarantine


@RULES.decides("Q4")
def decide(state: State, move: Quarantine) -> bool:
    """Q4: at each round start a quarantined player keeps the quarantine or ends it. Ended:
    its pair is discarded. Kept: they lose 2 Chokos to the pool (K3), except at the first
    round start after the round in which it began. True when the game is over (E1)."""
    player = move.player
    if not move.keep:
        end(state, player, decide.rule)
        return False
    _, upkeep_from = state.quarantine[player]
    if state.round < upkeep_from:
        state.record(decide.rule, ev.UPKEEP, player=player, chokos=0)
        return False
    before = dict(state.chokos)
    paid = state.lose(player, UPKEEP)
    state.record_chokos(decide.rule, ev.UPKEEP, player, paid, UPKEEP)
    return after_effect(state, (player,), before)


def end(state: State, player: str, rule: str) -> None:
    state.leave_quarantine(player)
    state.record(rule, ev.QUARANTINE_END, player=player)


@RULES.decides("Q5")
def double(state: State, attacked: Iterable[str]) -> bool:
    """Q5: when a slaughter ends (W9), a quarantined player who was its victim at least once
    receives from the pool as many Chokos as they then hold (K3), once: each doubling one
    effect (E2). True when the game is over."""
    for player in attacked:
        if player in state.quarantine:
            before = dict(state.chokos)
            owed = state.chokos[player]
            got = state.from_pool(player, owed)
            state.record_chokos(double.rule, ev.DOUBLED, player, got, owed)
            if after_effect(state, (player,), before):
                return True
    return False


@RULES.decides("Q6")
def end_all(state: State) -> None:
    """Q6: when a slaughter ends, after Q5, every quarantine ends and its pair is discarded."""
    for player in [p for p in state.players if p in state.quarantine]:
        end(state, player, end_all.rule)
