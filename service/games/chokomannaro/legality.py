"""The sequence of moves (H2), echoes (H3) and the order of checks (H4): one phase at a
time, one move type per phase, and a fixed order, so that every illegal move has exactly
one rule id. (H1, the shape of a body, is the schemas' business: a schema error, never a
verdict.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Accepted, Checks, asking, judged, refused
from service.referee.violations import Refusal

from service.referee.legality import Finding

from .cards import HAIRDRYER, MOODS, ROBBER
from .draws import in_main_deck
from .end import game_over
from .moods import mood_target
from .moves import Move, MoveType
from .peeping_tom import pick_check
from .phases import MOVE_OF, Phase
from .red_actions import hairdryer_target, robber_target
from .rounds import choice_check, in_hand
from .rulebook import RULES
from .werewolf import slaughter_pick_check, toss_check

if TYPE_CHECKING:
    from .state import State

_OWN_PLAYER_CHECK = frozenset({MoveType.PLAY, MoveType.TOSS})  # R3 and W8 judge the player


@RULES.refuses("H2")
def sequence(state: State, move: Move) -> Finding | None:
    """H2: the move is of the type the phase takes, by the player it waits for (at a
    `choice` R3 judges the player, at a `toss` W8)."""
    expected = MOVE_OF[state.phase]
    mtype = move.type
    if mtype is not expected:
        return "wrong_type", {"type": str(mtype), "phase": state.phase.value, "expected": str(expected)}, "type"
    if mtype in _OWN_PLAYER_CHECK:
        return None
    return _waiting_player(state, move)


def _waiting_player(state: State, move: Move) -> Finding | None:
    waiting = state.waiting_for()
    if move.player != waiting:
        return "wrong_player", {"player": str(move.player), "expected": waiting, "type": move.type.value}, "player"
    return None


# H2 asked of a move known to be of the phase's type (:data:`CHECKS` asks it so): the player alone.
_player_of_phase = asking(sequence, _waiting_player)


@RULES.refuses("H3")
def echo(field: str, given: str | None, derived: str) -> Finding | None:
    """H3: an echo field, if present, equals what the referee derives."""
    if given is not None and given != derived:
        return "echo_mismatch", {"field": field, "given": given, "derived": derived}, field
    return None


def _target_echo(state: State, move: Move) -> Finding | None:
    return echo("card", move.card, state.activating[0])  # type: ignore[index]  # set while the phase that reads it lasts


def _target_rule(state: State, move: Move) -> Refusal | None:
    """The rule of the card being activated judges its target."""
    check_target = _TARGET_CHECKS[state.activating[0]]  # type: ignore[index]  # set while the phase that reads it lasts
    return RULES.cite(check_target, check_target(state, move))


# Who judges a target: M1 for a mood, X3 for a Hairdryer, X4 for a Robber.
_TARGET_CHECKS = {**{mood: mood_target for mood in MOODS}, HAIRDRYER: hairdryer_target, ROBBER: robber_target}


def _victim_echo(state: State, move: Move) -> Finding | None:
    return echo("victim", move.victim, state.slaughter.victim)  # type: ignore[union-attr, arg-type]  # set while the phase that reads it lasts


_BEFORE = (game_over, sequence)
# The checks of each move type, in the order of H4: E5 (the game is over), H2 (the type the
# phase takes, and the player), then the move's own. Each finds None, the (code, params,
# field) of its own rule, or a ready Refusal (where it checks several rules).
ORDER: dict[MoveType, Checks] = {
    MoveType.QUARANTINE: _BEFORE,
    MoveType.PLAY: (*_BEFORE, choice_check, in_hand),
    MoveType.TARGET: (*_BEFORE, asking(echo, _target_echo), _target_rule),
    MoveType.PEEK: (*_BEFORE, in_main_deck),
    MoveType.PEEK_PICK: (*_BEFORE, pick_check),
    MoveType.TOSS: (*_BEFORE, toss_check),
    MoveType.SLAUGHTER_PICK: (*_BEFORE, asking(echo, _victim_echo), slaughter_pick_check),
    MoveType.DRAW: (*_BEFORE, in_main_deck),
}


def _asked(phase: Phase, mtype: MoveType) -> Checks:
    """The checks of :data:`ORDER` that can refuse a move of `mtype` in `phase`, in their
    order, so that the first refusal is the same: E5 only at the end (the game is over in
    phase OVER, and only then: `finish` sets both), and then nothing after it; H2 refuses a
    type the phase does not take, and nothing after it; of a move of the phase's type it
    judges the player alone, and accepts a play at a choice and a toss at a toss without
    asking (R3 and W8 judge the player), so a play asks R3 and R4 only."""
    order = ORDER[mtype]
    assert order[:2] == _BEFORE  # the checks dropped below are E5 and H2
    if phase is Phase.OVER:
        return (game_over,)
    if mtype is not MOVE_OF[phase]:
        return (sequence,)
    return order[2:] if mtype in _OWN_PLAYER_CHECK else (_player_of_phase, *order[2:])


# The checks asked of a move, by the phase then the move's type: those of ORDER that can refuse it.
CHECKS: dict[Phase, dict[MoveType, Checks]] = {
    phase: {mtype: _asked(phase, mtype) for mtype in MoveType} for phase in Phase}


def judge(state: State, move: Move) -> Refusal | Accepted:
    """H4: every move is checked in a fixed order and the first rule broken is cited: E5
    (the game is over), H2 (the type the phase takes, and the player), then the checks of
    its type (:data:`ORDER`); of these, those that can refuse it in the state's phase
    (:data:`CHECKS`)."""
    return judged(CHECKS[state.phase][move.type], state, move)


RULES.refuses("H4")(judge)  # tagged here, not above: to the type checker judge stays a plain
# function, so the state that names it in its class body has it as a method


def refusal(state: State, move: Move) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))
