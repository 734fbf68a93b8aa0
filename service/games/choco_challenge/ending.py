"""The end of the game (E1-E3): when it ends, the last turn completed, and nothing after."""

from __future__ import annotations

from operator import countOf
from typing import TYPE_CHECKING, Annotated

from msgspec import Meta

from service.referee.legality import Finding
from service.referee.moves import tag_of
from service.referee.shown import Shown

from .phases import EndReason
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import ChocoChallengeMove
    from .state import State

THREE = 3
_DECK, _THREE = (EndReason.DECK_EXHAUSTED,), (EndReason.THREE_DESSERT_PILES,)
_BOTH = _DECK + _THREE


@RULES.decides("E1")
def end_reasons(deck_size: int, dessert_piles: dict[int, int]) -> tuple[EndReason, ...]:
    """E1: at the end of a turn (after its refill and extra cards) the game ends if the deck is
    empty, or if at least three dessert piles in play are empty; the reasons that hold, in
    this order (none while the game goes on)."""
    three = countOf(dessert_piles.values(), 0) >= THREE
    if deck_size:
        return _THREE if three else ()
    return _BOTH if three else _DECK


@RULES.decides("E2")
def turn_complete(state: State) -> bool:
    """E2: the end is only looked at once a turn is complete, with all its extra cards: the
    turn in which a condition arose is played out (an opponent with more who decides after
    the deck ran out picks from the market, X4)."""
    return not state.queue


_OVER_CODES = {
    (EndReason.DECK_EXHAUSTED,): "game_over_deck",
    (EndReason.THREE_DESSERT_PILES,): "game_over_desserts",
    (EndReason.DECK_EXHAUSTED, EndReason.THREE_DESSERT_PILES): "game_over_both",
}


class Ending(Shown, frozen=True):
    """Whether a game has ended, and why (E1): what a score of a history says of its end
    (a final form's says nothing)."""

    finished: Annotated[bool, Meta(description="With a history (`game`) only: whether the game has ended (E1).")]
    end_reason: Annotated[list[EndReason] | None, Meta(description=(
        "With a history only: why the game ended (E1), null while it goes on."))]


def ending(state: State) -> Ending:
    """Whether `state`'s game has ended, and why."""
    reasons = state.end_reason
    return Ending(finished=state.finished, end_reason=None if reasons is None else list(reasons))


@RULES.refuses("E3")
def over_check(state: State, move: ChocoChallengeMove) -> Finding | None:
    """E3: after the end no move is legal."""
    reason = state.end_reason
    assert reason is not None  # set when the game ends, the only time E3 is asked
    return _OVER_CODES[reason], {"type": tag_of(move), "player": move.player, "turn": state.turn + 1}, ""
