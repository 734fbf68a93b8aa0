"""The sequence of moves (H2), echoes (H3) and the order of checks (H4): one phase at a
time, one move type per phase, and a fixed order, so that every illegal move has exactly
one rule id. (H1, the shape of a body, is the schemas' business: a schema error, never a
verdict.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.violations import Refusal

from .cards import HAIRDRYER, MOODS, ROBBER
from .draws import in_main_deck
from .end import game_over
from .moods import mood_target
from .moves import Move, MoveType
from .peeping_tom import pick_check
from .phases import MOVE_OF
from .red_actions import hairdryer_target, robber_target
from .rounds import choice_check, in_hand
from .rulebook import RULES
from .werewolf import slaughter_pick_check, toss_check

if TYPE_CHECKING:
    from .state import State

_OWN_PLAYER_CHECK = frozenset({MoveType.PLAY, MoveType.TOSS})  # R3 and W8 judge the player


@RULES.refuses("H2")
def sequence(state: State, move: Move) -> tuple | None:
    """H2: the move is of the type the phase takes, by the player it waits for (at a
    `choice` R3 judges the player, at a `toss` W8)."""
    expected = MOVE_OF[state.phase]
    mtype = move.type
    if mtype is not expected:
        return "wrong_type", {"type": str(mtype), "phase": state.phase.value, "expected": str(expected)}, "type"
    if mtype in _OWN_PLAYER_CHECK:
        return None
    waiting = state.waiting_for()
    if move.player != waiting:
        return "wrong_player", {"player": str(move.player), "expected": waiting, "type": mtype.value}, "player"
    return None


@RULES.refuses("H3")
def echo(field: str, given: str | None, derived: str) -> tuple | None:
    """H3: an echo field, if present, equals what the referee derives."""
    if given is not None and given != derived:
        return "echo_mismatch", {"field": field, "given": given, "derived": derived}, field
    return None


def _target(state: State, move: Move) -> Refusal | None:
    kind = state.activating[0]  # type: ignore[index]
    found = echo("card", move.card, kind)
    if found is not None:
        return RULES.cite(echo, found)
    check_target = _TARGET_CHECKS[kind]
    return RULES.cite(check_target, check_target(state, move))


# Who judges a target: M1 for a mood, X3 for a Hairdryer, X4 for a Robber.
_TARGET_CHECKS = {**{mood: mood_target for mood in MOODS}, HAIRDRYER: hairdryer_target, ROBBER: robber_target}


def _slaughter_pick(state: State, move: Move) -> Refusal | None:
    found = echo("victim", move.victim, state.slaughter.victim)  # type: ignore[union-attr]
    if found is not None:
        return RULES.cite(echo, found)
    return RULES.cite(slaughter_pick_check, slaughter_pick_check(state, move))


# The checks after H2, per move type, in the order of H4: each finds None, the
# (code, params, field) of its own rule, or a ready Refusal (where it checks several rules).
_AFTER_SEQUENCE = {
    MoveType.QUARANTINE: (),
    MoveType.PLAY: (choice_check, in_hand),
    MoveType.TARGET: (_target,),
    MoveType.PEEK: (in_main_deck,),
    MoveType.PEEK_PICK: (pick_check,),
    MoveType.TOSS: (toss_check,),
    MoveType.SLAUGHTER_PICK: (_slaughter_pick,),
    MoveType.DRAW: (in_main_deck,),
}


@RULES.refuses("H4")
def check(state: State, move: Move) -> Refusal | None:
    """H4: every move is checked in a fixed order and the first rule broken is cited: E5
    (the game is over), H2 (the type the phase takes, and the player), then the checks of
    its type."""
    if state.finished:
        return RULES.cite(game_over, game_over(state, move))
    found = sequence(state, move)
    if found is not None:
        return RULES.cite(sequence, found)
    for after in _AFTER_SEQUENCE[move.type]:
        found = after(state, move)
        if found is not None:
            return RULES.cite(after, found)
    return None
