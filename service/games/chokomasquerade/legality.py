"""Whose move it is (H3) and the order in which a move is checked (H4): the checks of each
move type (:data:`CHECKS`), asked by :func:`refusal`, the one source of legality, which the
replay and the legal moves both ask."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Accepted, Checks, Finding, asking, judged, refused
from service.referee.moves import tag_of
from service.referee.violations import Refusal

from .cards import is_set_aside
from .drawing import draws_come_next, in_deck
from .laying import column_check, unpairable_check
from .moves import ChokoMasqueradeMove, Draw, Guess, HandPair, Lay, PairWithTable, TablePair
from .pairing import hand_pair_check, pair_check, table_pair_check
from .phases import Phase
from .rulebook import RULES
from .scoring import game_ends
from .slaughter import found_check, guesses_come_next

if TYPE_CHECKING:
    from .state import State

OVER, TURN, DRAW, SLAUGHTER = Phase.OVER, Phase.TURN, Phase.DRAW, Phase.SLAUGHTER
cite = RULES.cite

_WHOSE = {TURN: "not_your_turn", DRAW: "not_the_drawer", SLAUGHTER: "not_the_victim"}


def _phase(state: State, move: ChokoMasqueradeMove) -> Refusal | None:
    """The phase: after the end (E1) no move comes; R1 while a draw is due, M2 while a guess
    is due; in a turn, a draw breaks R1 and a guess M2 (the other moves of a turn are the
    turn's)."""
    phase, kind = state.phase, type(move)
    if phase is TURN and kind is not Draw and kind is not Guess:
        return None
    if phase is OVER:
        return cite(game_ends, ("game_over", {"type": tag_of(move)}, ""))
    check = guesses_come_next if phase is SLAUGHTER or (phase is TURN and kind is Guess) else draws_come_next
    found = check(state, move)
    return None if found is None else cite(check, found)


@RULES.refuses("H3")
def whose_move(state: State, move: ChokoMasqueradeMove) -> Finding | None:
    """H3: the move's player is the one due: in a turn, the player whose turn it is; at a
    draw, the player refilling; at a guess, the victim. Nobody else, and nobody who is
    not in the game."""
    player = move.player
    if player == state.actor:
        return None
    if player not in state.opponent:
        return "unknown_player", {"player": str(player)}, "player"
    return _WHOSE[state.phase], {"player": player, "expected": state.actor}, "player"


_BEFORE = (_phase, whose_move)
# The checks of each move type, in the order of H4: E1 (the game is over), the phase (R1,
# M2), H3 (whose move), then the move's own rule: P1 for pair, P2 for hand_pair, P3 for
# table_pair, L1 then L2 for lay, R2 for draw, D2 for what a guess finds.
CHECKS: dict[type[ChokoMasqueradeMove], Checks] = {
    PairWithTable: (*_BEFORE, pair_check),
    HandPair: (*_BEFORE, hand_pair_check),
    TablePair: (*_BEFORE, table_pair_check),
    Lay: (*_BEFORE, unpairable_check, column_check),
    Draw: (*_BEFORE, in_deck),
    Guess: (*_BEFORE, asking(is_set_aside, found_check)),
}


# The rule that allows each kind of move (a legal-moves entry names it): its own check's rule.
ALLOWED_BY: dict[type[ChokoMasqueradeMove], str] = {
    PairWithTable: pair_check.rule, HandPair: hand_pair_check.rule, TablePair: table_pair_check.rule,
    Lay: unpairable_check.rule, Draw: in_deck.rule, Guess: guesses_come_next.rule,
}


def judge(state: State, move: ChokoMasqueradeMove) -> Refusal | Accepted:
    """H4: a move is checked for E1 (the game is over), then the phase, then H3, then its
    own rules (:data:`CHECKS`, by the move's class). The first problem found is the verdict."""
    return judged(CHECKS[type(move)], state, move)


RULES.decides("H4")(judge)  # tagged here, not above: to the type checker judge stays a plain
# function, so the state that names it in its class body has it as a method


def refusal(state: State, move: ChokoMasqueradeMove) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))
