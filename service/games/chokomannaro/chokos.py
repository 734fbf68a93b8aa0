"""Chokos and the pool (section 2): counted, never identified (K1); the pool is what no
player holds (K2); a short payer pays what they hold and a short pool gives what it holds
(K3); a player left with none loses their moods (K5). A player without Chokos stays in the
game (K4): the rules that treat them apart say so themselves (V5, W6, M1, X3, X4, X1, X5).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import compress
from typing import TYPE_CHECKING

from service.referee.legality import Finding

from . import events as ev
from .cards import CHOKO_CARDS
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import Target
    from .state import State


@RULES.decides("K1")
def holders(chokos: Mapping[str, int]) -> list[str]:
    """K1: Chokos are counted: each player holds a whole number >= 0, and a holder is a
    player with at least one. The holders, in the mapping's order (seat order)."""
    return list(compress(chokos, chokos.values()))  # the players whose count is not 0 (never below it)


@RULES.decides("K2")
def pool(chokos: Mapping[str, int]) -> int:
    """K2: the pool of eliminated Chokos: always 60 minus what the players hold."""
    return CHOKO_CARDS - sum(chokos.values())


@RULES.decides("K3")
def settle(available: int, owed: int) -> int:
    """K3: what moves when `owed` Chokos are due from a holder (or the pool) of `available`:
    all that is owed, or all there is."""
    return owed if available >= owed else available


@RULES.decides("K5")
def zero(state: State, players: Iterable[str]) -> None:
    """K5: after an effect, every mood instance in front of a player it left without Chokos
    is discarded (both cards of each)."""
    chokos, moods = state.chokos, state.moods
    for player in players:
        if chokos[player] == 0 and moods[player]:
            for mood in state.drop_moods(player):
                state.record(zero.rule, ev.MOOD_DISCARDED, player=player, card=mood)


def aim_problem(state: State, move: Target) -> Finding | None:
    """What is wrong with the `target` of a mood, a Hairdryer or a Robber (M1, X3, X4): it
    must be an opponent of the activator who holds Chokos (K4: a player without Chokos is
    never a target)."""
    target = move.target
    if target == move.player:
        return "target_self", {"player": move.player}, "target"
    if target not in state.chokos:
        return "target_unknown", {"target": target}, "target"
    if state.chokos[target] == 0:
        return "target_without_chokos", {"target": target}, "target"
    return None
