"""Whose move it is (H3) and the order in which a move is checked (H4): the one source of
legality, :func:`refusal`, which the replay and the legal moves both ask."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.violations import Refusal

from .cards import is_set_aside
from .drawing import draws_come_next, in_deck
from .laying import column_check, unpairable_check
from .moves import Move, MoveType
from .pairing import hand_pair_check, pair_check, table_pair_check
from .phases import Phase
from .rulebook import RULES
from .scoring import game_ends
from .slaughter import found_check, guesses_come_next
from .turns import turn_moves

if TYPE_CHECKING:
    from .state import State

OVER, TURN, DRAW, SLAUGHTER = Phase.OVER, Phase.TURN, Phase.DRAW, Phase.SLAUGHTER
DRAW_MOVE, GUESS_MOVE = MoveType.DRAW, MoveType.GUESS
cite = RULES.cite

# The move's own rule (H4): P1 for pair, P2 for hand_pair, P3 for table_pair, L1 then L2
# for lay, R2 for draw; a guess has none beyond the schema (what it found is D2's).
OWN_CHECKS = {
    MoveType.PAIR: (pair_check,),
    MoveType.HAND_PAIR: (hand_pair_check,),
    MoveType.TABLE_PAIR: (table_pair_check,),
    MoveType.LAY: (unpairable_check, column_check),
    MoveType.DRAW: (in_deck,),
}
_WHOSE = {TURN: "not_your_turn", DRAW: "not_the_drawer", SLAUGHTER: "not_the_victim"}


@RULES.refuses("H3")
def whose_move(state: State, move: Move) -> tuple | None:
    """H3: the move's player is the one due: in a turn, the player whose turn it is; at a
    draw, the player refilling; at a guess, the victim. Nobody else, and nobody who is
    not in the game."""
    player = move.player
    if player == state.actor:
        return None
    if player not in state.opponent:
        return "unknown_player", {"player": str(player)}, "player"
    return _WHOSE[state.phase], {"player": player, "expected": state.actor}, "player"


@RULES.decides("H4")
def refusal(state: State, move: Move) -> Refusal | None:
    """H4: a move is checked for E1 (the game is over), then the phase (R1 while a draw is
    due, M2 while a guess is due; in a turn, a draw breaks R1 and a guess M2), then H3,
    then its own rule. The first problem found is the verdict."""
    phase, kind = state.phase, move.type
    if phase is OVER:
        return Refusal(game_ends.rule, "game_over", {"type": str(kind)}, "")  # type: ignore[attr-defined]
    if phase is not TURN or kind is DRAW_MOVE or kind is GUESS_MOVE:  # in a turn, R1 and M2 see only those
        check = guesses_come_next if phase is SLAUGHTER or (phase is TURN and kind is GUESS_MOVE) \
            else draws_come_next
        problem = check(state, move)
        if problem is not None:
            return cite(check, problem)
    if move.player != state.actor:
        return cite(whose_move, whose_move(state, move))
    if kind is GUESS_MOVE:
        return cite(is_set_aside, found_check(state, move))
    checks = OWN_CHECKS.get(kind)  # type: ignore[call-overload]
    if checks is None:  # not a move of a turn (an engine caller's "pass")
        return Refusal(turn_moves.rule, "not_a_turn_move", {"type": str(kind)}, "type")  # type: ignore[attr-defined]
    for check in checks:
        problem = check(state, move)
        if problem is not None:
            return cite(check, problem)
    return None
