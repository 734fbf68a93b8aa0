"""The order of the checks (section 4 of the rules of record): a refill due (H2), the move's
timing, who moves (T1), then the move's own rules by id. :data:`CHECKS` holds them per move
type and :func:`refusal`, the one source of legality, asks them: the replay and the legal
moves both come here. A :class:`~moves.Template` (a move kind the legal moves describe) is
asked everything but the move's own rules. What decided a move for the log
(:data:`DECIDED_BY`) is read off the same tuples."""

from __future__ import annotations

from collections.abc import Callable
from types import CodeType, FunctionType
from typing import TYPE_CHECKING, Any

from service.referee.legality import Accepted, Check, Checks, Finding, asking, judged, refused, rules_of
from service.referee.violations import Refusal, Ruled

from .cards import COSTS
from .decorations import assignment_problem, one_per_kind_problem, unassigned_problem
from .end import decorate_problem, pass_problem, tray_window_problem
from .moves import (
    DEAL,
    DECORATE,
    DRAW,
    MAKE_TRAY,
    PASS,
    PREPARE,
    SWAP,
    TAKE,
    Move,
    MoveType,
)
from .payment import fewest_problem, payment_problem
from .prepare import last_card_problem, prepare_outcome, prepare_when
from .refill import chance_problem, refill_problem
from .rulebook import RULES
from .second_phase import first_player_problem
from .setup import accounting_problem, removed_problem, requests_problem, reserves_problem, row_for, tavoletta_problem
from .swap import swap_problem
from .take import cap_problem, lay_problem, take_outcome, take_when, used_card_problem
from .trays import tray_problem
from .turns import turn_problem

if TYPE_CHECKING:
    from .state import State



def _staged(check: Ruled[[State, Move, bool], Finding | None], full: bool) -> Check:
    """A check of two stages (its timing clause alone before who moves, all of it after):
    `check` itself with `full` given as the default of its last argument (a copy of the
    function, not a wrapper: checks run on every move)."""
    code: CodeType = getattr(check, "__code__")
    assert code.co_argcount == 3 and code.co_varnames[2] == "full"  # check(state, move, full)
    stage = FunctionType(code, getattr(check, "__globals__"), code.co_name, (full,), getattr(check, "__closure__"))
    return asking(check, stage)


def _of_move(check: Ruled[..., Any], ask: Callable[[Any, Move], Finding | None]) -> Check:
    """`ask` as a check of `check`'s rule that only a complete move is asked: a
    :class:`~moves.Template` (the phase-2 deal or a `decorate` the legal moves describe, H3)
    passes it, its sample being one legal move of it."""
    return asking(check, lambda state, move: ask(state, move) if type(move) is Move else None)


def _payment(state: State, move: Move) -> Finding | None:
    # a prepare's schema requires its player, Request and payment
    assert move.player is not None and move.request is not None and move.pay is not None
    return payment_problem(state.reserves[move.player], move.pay, COSTS[move.request])


def _fewest(state: State, move: Move) -> Finding | None:
    # a prepare's schema requires its player, Request and payment
    assert move.player is not None and move.request is not None and move.pay is not None
    return fewest_problem(state.reserves[move.player], move.pay, COSTS[move.request])


def _tray(state: State, move: Move) -> Finding | None:
    assert move.player is not None and move.tray is not None  # a make_tray's schema requires its player and tray
    return tray_problem(move.tray, state.desserts[move.player])


# -- a deal's own rules (E5: S3-S6 and S8 of the setup, for phase 2), of a state's players,
# the pool of phase 2's Requests and the players E5 lets play first ------------------------

def _deal_reserves(state: State, move: Move) -> Finding | None:
    assert move.reserves is not None  # a deal's schema requires its reserves
    return reserves_problem(state.players, move.reserves, row_for(len(state.players)))


def _deal_removed(state: State, move: Move) -> Finding | None:
    return removed_problem(move.removed, row_for(len(state.players)))


def _deal_tavoletta(state: State, move: Move) -> Finding | None:
    assert move.tavoletta is not None  # a deal's schema requires its Tavoletta
    return tavoletta_problem(move.tavoletta, row_for(len(state.players)))


def _deal_accounting(state: State, move: Move) -> Finding | None:
    # a deal's schema requires its reserves and Tavoletta
    assert move.reserves is not None and move.tavoletta is not None
    return accounting_problem(state.players, move.reserves, move.removed, move.tavoletta)


def _deal_requests(state: State, move: Move) -> Finding | None:
    assert move.requests is not None  # a deal's schema requires its Requests
    return requests_problem(move.requests, state.deal_pool(), 2)


def _deal_first_player(state: State, move: Move) -> Finding | None:
    return first_player_problem(state.first_candidates(), move.first_player)


# -- a decoration's own rules (D1-D3, then V2 for the tray it names), of the player's Desserts
# and Decorations -------------------------------------------------------------------------

def _assignment(state: State, move: Move) -> Finding | None:
    # a decorate's schema requires its player and decorations
    assert move.player is not None and move.decorations is not None
    return assignment_problem(state.desserts[move.player], state.held_decorations(move.player), move.decorations,
                              move.unassigned or ())


def _one_per_kind(state: State, move: Move) -> Finding | None:
    assert move.decorations is not None  # a decorate's schema requires its decorations
    return one_per_kind_problem(move.decorations)


def _unassigned(state: State, move: Move) -> Finding | None:
    # a decorate's schema requires its player and decorations
    assert move.player is not None and move.decorations is not None
    return unassigned_problem(state.desserts[move.player], move.decorations, move.unassigned or ())


def _decoration_tray(state: State, move: Move) -> Finding | None:
    assert move.player is not None  # a decorate's schema requires its player
    return None if move.tray is None else tray_problem(move.tray, state.desserts[move.player])


# A deal's own checks, in the order S3, S4, S5, S6, S8, E5 (the legal moves' `admits` asks
# them of a deal entry too).
DEAL_RULES: Checks = (_of_move(reserves_problem, _deal_reserves), _of_move(removed_problem, _deal_removed),
                      _of_move(tavoletta_problem, _deal_tavoletta), _of_move(accounting_problem, _deal_accounting),
                      _of_move(requests_problem, _deal_requests), _of_move(first_player_problem, _deal_first_player))
# A decoration's assignment, D1, D2, D3; then V2's check of the tray it names: a decoration
# without one (null: the best tray, V3) has no tray to ask it of, so only the log of one that
# names a tray adds V2 (TRAY_DECIDED).
_ASSIGNMENT: Checks = (_of_move(assignment_problem, _assignment), _of_move(one_per_kind_problem, _one_per_kind),
                       _of_move(unassigned_problem, _unassigned))
_NAMED_TRAY: Checks = (_of_move(tray_problem, _decoration_tray),)
DECORATION_RULES: Checks = (*_ASSIGNMENT, *_NAMED_TRAY)

_REFILL_DUE = _staged(refill_problem, False)  # H2: while a refill is due, any other move
_TURN = turn_problem

# When a deal and a decoration may be made, before their own rules.
_DEAL_WHEN: Checks = (_staged(chance_problem, False), _staged(chance_problem, True))
_DECORATE_WHEN: Checks = (_staged(decorate_problem, False), _TURN, _staged(decorate_problem, True))

# Each move type's own checks, in the order of section 4.
_OWN: dict[MoveType, Checks] = {
    TAKE: (_staged(take_when, False), _TURN, _staged(take_when, True), used_card_problem, lay_problem,
           cap_problem),
    PREPARE: (_staged(prepare_when, False), _TURN, _staged(prepare_when, True), asking(payment_problem, _payment),
              asking(fewest_problem, _fewest), last_card_problem),
    SWAP: (_staged(swap_problem, False), _TURN, _staged(swap_problem, True)),
    PASS: (_staged(pass_problem, False), _TURN, _staged(pass_problem, True)),
    DRAW: (_staged(chance_problem, False), _staged(chance_problem, True), _staged(refill_problem, True)),
    MAKE_TRAY: (_staged(tray_window_problem, False), _TURN, _staged(tray_window_problem, True),
                asking(tray_problem, _tray)),
    DEAL: (*_DEAL_WHEN, *DEAL_RULES),
    DECORATE: (*_DECORATE_WHEN, *DECORATION_RULES),
}
# A draw is the refill itself; every other move is first refused while one is due.
CHECKS: dict[MoveType, Checks] = {t: checks if t is DRAW else (_REFILL_DUE, *checks) for t, checks in _OWN.items()}


def _decided(checks: Checks, *outcomes: Ruled[..., object]) -> tuple[str, ...]:
    """The rules of `checks` and of `outcomes`, in the catalogue's order."""
    from service.referee.catalogue import catalogue_of

    order = {rule: i for i, rule in enumerate(catalogue_of(RULES.game).rule_ids)}
    rules = {*rules_of(checks), *(outcome.rule for outcome in outcomes)}
    return tuple(sorted(rules, key=order.__getitem__))


# What decided each kind of move, for the log: the rules its checks passed and its outcome's,
# in the catalogue's order; a deal's and a decoration's own rules follow theirs, in the order
# they are asked.
DECIDED_BY: dict[MoveType, tuple[str, ...]] = {
    TAKE: _decided(_OWN[TAKE], take_outcome),
    PREPARE: _decided(_OWN[PREPARE], prepare_outcome),
    SWAP: _decided(_OWN[SWAP]),
    PASS: _decided(_OWN[PASS]),
    DRAW: _decided(_OWN[DRAW]),
    MAKE_TRAY: _decided(_OWN[MAKE_TRAY]),
    DEAL: _decided(_DEAL_WHEN) + rules_of(DEAL_RULES),
    DECORATE: _decided(_DECORATE_WHEN) + rules_of(_ASSIGNMENT),
}
# What a decoration that names its tray adds (V2).
TRAY_DECIDED: tuple[str, ...] = rules_of(_NAMED_TRAY)


def judge(state: State, move: Move) -> Refusal | Accepted:
    """The verdict on `move` now: the first rule it breaks, in the order of the rules of
    record (section 4), else accepted."""
    return judged(CHECKS[move.type], state, move)


def refusal(state: State, move: Move) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))
