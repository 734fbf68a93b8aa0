"""The sequence of moves (H2), echoes (H3) and the order of checks (H4): one phase at a
time, one move type per phase, and a fixed order, so that every illegal move has exactly
one rule id. (H1, the shape of a body, is the schemas' business: a schema error, never a
verdict.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Accepted, Checks, Finding, asking, judged, refused
from service.referee.moves import tag_of
from service.referee.violations import Refusal

from .cards import HAIRDRYER, MOODS, ROBBER
from .draws import in_main_deck
from .end import game_over
from .moods import mood_target
from .moves import MOVES, ChokoMannaroMove, Draw, Peek, PeekPick, Play, Quarantine, SlaughterPick, Target, Toss
from .peeping_tom import look, pick_check
from .phases import MOVE_OF, Phase
from .quarantine import decide
from .red_actions import hairdryer_target, robber_target
from .rounds import choice_check, in_hand, next_drawer
from .rulebook import RULES
from .werewolf import slaughter_pick_check, starter, toss_check

if TYPE_CHECKING:
    from .state import State

_OWN_PLAYER_CHECK: frozenset[type[ChokoMannaroMove]] = frozenset({Play, Toss})  # R3 and W8 judge the player


@RULES.refuses("H2")
def sequence(state: State, move: ChokoMannaroMove) -> Finding | None:
    """H2: the move is of the type the phase takes, by the player it waits for (at a
    `choice` R3 judges the player, at a `toss` W8). (Never asked after the end: E5 refuses
    first.)"""
    expected = MOVE_OF[state.phase]
    kind = type(move)
    if kind is not expected:
        return "wrong_type", {"type": tag_of(kind), "phase": state.phase.value, "expected": tag_of(expected)}, "type"
    if kind in _OWN_PLAYER_CHECK:
        return None
    return _waiting_player(state, move)


def _waiting_player(state: State, move: ChokoMannaroMove) -> Finding | None:
    waiting = state.waiting_for()
    if move.player != waiting:
        return "wrong_player", {"player": move.player, "expected": waiting, "type": tag_of(move)}, "player"
    return None


# H2 asked of a move known to be of the phase's type (:data:`CHECKS` asks it so): the player alone.
_player_of_phase = asking(sequence, _waiting_player)


@RULES.refuses("H3")
def echo(field: str, given: str | None, derived: str) -> Finding | None:
    """H3: an echo field, if present, equals what the referee derives."""
    if given is not None and given != derived:
        return "echo_mismatch", {"field": field, "given": given, "derived": derived}, field
    return None


def _target_echo(state: State, move: Target) -> Finding | None:
    return echo("card", move.card, state.activating[0])  # type: ignore[index]  # set while the phase that reads it lasts


def _target_rule(state: State, move: Target) -> Refusal | None:
    """The rule of the card being activated judges its target."""
    check_target = _TARGET_CHECKS[state.activating[0]]  # type: ignore[index]  # set while the phase that reads it lasts
    return RULES.cite(check_target, check_target(state, move))


# Who judges a target: M1 for a mood, X3 for a Hairdryer, X4 for a Robber.
_TARGET_CHECKS = {**{mood: mood_target for mood in MOODS}, HAIRDRYER: hairdryer_target, ROBBER: robber_target}


def _victim_echo(state: State, move: SlaughterPick) -> Finding | None:
    return echo("victim", move.victim, state.slaughter.victim)  # type: ignore[union-attr, arg-type]  # set while the phase that reads it lasts


_BEFORE = (game_over, sequence)
# The checks of each move type, in the order of H4: E5 (the game is over), H2 (the type the
# phase takes, and the player), then the move's own. Each finds None, the (code, params,
# field) of its own rule, or a ready Refusal (where it checks several rules).
ORDER: dict[type[ChokoMannaroMove], Checks] = {
    Quarantine: _BEFORE,
    Play: (*_BEFORE, choice_check, in_hand),
    Target: (*_BEFORE, asking(echo, _target_echo), _target_rule),
    Peek: (*_BEFORE, in_main_deck),
    PeekPick: (*_BEFORE, pick_check),
    Toss: (*_BEFORE, toss_check),
    SlaughterPick: (*_BEFORE, asking(echo, _victim_echo), slaughter_pick_check),
    Draw: (*_BEFORE, in_main_deck),
}


def _asked(phase: Phase, kind: type[ChokoMannaroMove]) -> Checks:
    """The checks of :data:`ORDER` that can refuse a move of class `kind` in `phase`, in
    their order, so that the first refusal is the same: E5 only at the end (the game is over
    in phase OVER, and only then: `finish` sets both), and then nothing after it; H2 refuses
    a type the phase does not take, and nothing after it; of a move of the phase's type it
    judges the player alone, and accepts a play at a choice and a toss at a toss without
    asking (R3 and W8 judge the player), so a play asks R3 and R4 only."""
    order = ORDER[kind]
    assert order[:2] == _BEFORE  # the checks dropped below are E5 and H2
    if phase is Phase.OVER:
        return (game_over,)
    if kind is not MOVE_OF[phase]:
        return (sequence,)
    return order[2:] if kind in _OWN_PLAYER_CHECK else (_player_of_phase, *order[2:])


# The checks asked of a move, by the phase then the move's class: those of ORDER that can refuse it.
CHECKS: dict[Phase, dict[type[ChokoMannaroMove], Checks]] = {
    phase: {kind: _asked(phase, kind) for kind in ORDER} for phase in Phase}
assert set(ORDER) == set(MOVES.classes)


def judge(state: State, move: ChokoMannaroMove) -> Refusal | Accepted:
    """H4: every move is checked in a fixed order and the first rule broken is cited: E5
    (the game is over), H2 (the type the phase takes, and the player), then the checks of
    its type (:data:`ORDER`); of these, those that can refuse it in the state's phase
    (:data:`CHECKS`, by the phase then the move's class)."""
    return judged(CHECKS[state.phase][type(move)], state, move)


RULES.refuses("H4")(judge)  # tagged here, not above: to the type checker judge stays a plain
# function, so the state that names it in its class body has it as a method


def refusal(state: State, move: ChokoMannaroMove) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))


# The rule that allows each move type, as a legal-moves entry names it: the rule that makes the
# move (a target's, the rule of the card being activated: :func:`allowed_by`).
_ALLOWED_BY: dict[type[ChokoMannaroMove], str] = {
    Quarantine: decide.rule,  # Q4: keep the quarantine or end it
    Play: choice_check.rule,  # R3: every due player plays one card
    Peek: look.rule,  # G1: one peek per card looked at
    PeekPick: pick_check.rule,  # G2: one of the cards peeked
    Toss: starter.rule,  # W8: a toss names the starter
    SlaughterPick: slaughter_pick_check.rule,  # W2: a card from the victim's hand
    Draw: next_drawer.rule,  # R6: one draw per card of the refill
}


def allowed_by(state: State, move: ChokoMannaroMove) -> str:
    """The rule that allows `move`, accepted now: its type's (a target's: M1 for a mood, X3 for
    a Hairdryer, X4 for a Robber)."""
    kind = type(move)
    if kind is Target:
        return _TARGET_CHECKS[state.activating[0]].rule  # type: ignore[index]  # set while the phase that reads it lasts
    return _ALLOWED_BY[kind]
