"""The end (section 7): an effect (E2) is followed by K5 and the check for the last holder
(E1); nobody left is a shared win (E3, defensive); after the end no move is legal (E5).
E4 (no stall, no limit) needs no code: a legal move always exists until the end, and an
unfinished game is reported as running."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import tag_of

from .chokos import holders, zero
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import ChokoMannaroMove
    from .state import State


@RULES.decides("E1")
def last_holder(state: State, before: Mapping[str, int]) -> bool:
    """E1: the game ends the moment only one player holds Chokos; that player wins. Checked
    after every effect, even mid-step or mid-slaughter. True when the game is over."""
    left = holders(state.chokos)
    if len(left) > 1:
        return False
    if left:
        state.finish(left, last_holder.rule)
    else:
        nobody_left(state, before)
    return True


@RULES.decides("E3")
def nobody_left(state: State, before: Mapping[str, int]) -> None:
    """E3 (defensive: it cannot happen): an effect that left nobody holding Chokos makes the
    players who held some before it share the win."""
    state.finish(holders(before), nobody_left.rule)


@RULES.decides("E2")
def after_effect(state: State, touched: Iterable[str], before: Mapping[str, int]) -> bool:
    """E2: after each effect (one upkeep, all one card does to Chokos, one victim's loss,
    one doubling), never inside one: K5 for the players it touched, then E1. True when the
    game is over."""
    zero(state, touched)
    return last_holder(state, before)


@RULES.refuses("E5")
def game_over(state: State, move: ChokoMannaroMove) -> Finding | None:
    """E5: after the end no move is legal."""
    if state.finished:
        return "game_over", {"type": tag_of(move), "winners": ", ".join(state.winners)}, ""
    return None
