"""The turn (T1-T6): whose turn it is, the reshuffle, drawing, the first draw, going on or
stopping, and the cards drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING


from service.referee.legality import Finding
from service.referee.moves import tag_of

from .cards import matches_any
from .moves import ChocoChallengeMove, Draw, Stop
from .phases import Phase
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

DRAW_PHASE, BUST_PHASE = Phase.DRAW, Phase.BUST


@RULES.refuses("T1")
def turn_check(state: State, move: ChocoChallengeMove) -> Finding | None:
    """T1: turns go clockwise from the first player (turn t is played by the player t mod P
    seats from them, in round t div P + 1); while a turn is in phase `draw`, only its player
    acts, with `draw` or `stop`."""
    if move.player != state.player:
        return "draw_phase_player", {"player": move.player, "to_act": state.player,
                                     "turn": state.turn + 1, "round": state.round}, ""
    kind = type(move)
    if kind is not Draw and kind is not Stop:
        return "draw_phase_type", {"type": tag_of(move), "to_act": state.player}, ""
    return None


@RULES.decides("T2")
def reshuffle(state: State, player: str) -> None:
    """T2: at the start of every turn but a player's very first, the cards in front of them
    and their discard pile join the rest of their draw pile, which is shuffled (no move is
    sent; the order is observed through the draws)."""
    state.gather(player)


@RULES.decides("T3")
def place_drawn(state: State, card: str) -> None:
    """T3: `draw` reveals the top card of the player's own pile (its `card` checked by H3). A
    card that matches none in front (K5) is placed in front, and the phase stays `draw` (T5);
    one that matches is a matching draw (B1): the pending card, never placed in front."""
    state.reveal(card, matches_any(card, state.in_front[state.player]))


@RULES.refuses("T4")
def first_draw_check(state: State, move: Stop) -> Finding | None:
    """T4: every turn begins with a `draw`: `stop` needs at least one card in front (and the
    first draw of a turn cannot match)."""
    if not state.in_front[state.player]:
        return "stop_without_draw", {"player": move.player}, ""
    return None


@RULES.decides("T5")
def go_on(state: State) -> None:
    """T5: after a draw that does not match (the phase stays `draw`, T3), or a rescued bust
    (B2, which calls this), the player sends `draw` again or `stop`. (The pile cannot run out
    meanwhile: the four base pairs alone would need four rescues, and a player holds at most
    three tools.)"""
    state.await_draw()


@RULES.decides("T6")
def cards_drawn(in_front: list[str]) -> int:
    """T6: the number of cards drawn, `n`, is the number of cards in front of the player now:
    the distinct types drawn this turn (a matching card discarded with a tool is not
    counted)."""
    return len(in_front)
