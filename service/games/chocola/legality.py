"""The order of the checks (section 4 of the rules of record): a refill due (H2), the move's
timing, who moves (T1), then the move's own rules by id. :data:`CHECKS` holds them per move
class and :func:`judge`, the one source of legality, asks them: the replay and the legal
moves both come here. A check may hand what it found to the move's outcome (``Found``: K3's
lay of a take, P2's surplus of a payment, E5's phase-1 scores of a deal), which the replay
passes to ``State.apply``. What decided a move for the log (:data:`DECIDED_BY`) is read off
the same tuples."""

from __future__ import annotations

from types import CodeType, FunctionType
from typing import TYPE_CHECKING

from service.referee.legality import Accepted, Check, Checks, Finding, Found, asking, judged, refused, rules_of
from service.referee.violations import Refusal, Ruled

from .cards import COSTS
from .decorations import assignment_problem, one_per_kind_problem, unassigned_problem
from .end import decorate_problem, pass_problem, tray_window_problem
from .moves import (
    ChocolaMove,
    DealSecondPhase,
    Decorate,
    DrawRequest,
    MakeTray,
    Pass,
    Prepare,
    SwapChocolate,
    TakeChocolate,
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


def _staged(check: Ruled[..., Finding | None], full: bool) -> Check:
    """A check of two stages (its timing clause alone before who moves, all of it after):
    `check` itself with `full` given as the default of its last argument (a copy of the
    function, not a wrapper: checks run on every move)."""
    code: CodeType = getattr(check, "__code__")
    assert code.co_argcount == 3 and code.co_varnames[2] == "full"  # check(state, move, full)
    stage = FunctionType(code, getattr(check, "__globals__"), code.co_name, (full,), getattr(check, "__closure__"))
    return asking(check, stage)


def _payment(state: State, move: Prepare) -> Finding | Found:
    return payment_problem(state.reserves[move.player], move.pay, COSTS[move.request])


def _fewest(state: State, move: Prepare) -> Finding | None:
    return fewest_problem(state.reserves[move.player], move.pay, COSTS[move.request])


def _tray(state: State, move: MakeTray) -> Finding | None:
    return tray_problem(move.tray, state.desserts[move.player])


PAYMENT = asking(payment_problem, _payment)
"""P2's check of a prepare: what it finds, the payment's surplus, is the waste the outcome logs."""


# -- a deal's own rules (E5: S3-S6 and S8 of the setup, for phase 2), of a state's players,
# the pool of phase 2's Requests and the players E5 lets play first ------------------------

def _deal_reserves(state: State, move: DealSecondPhase) -> Finding | None:
    return reserves_problem(state.players, move.reserves, row_for(len(state.players)))


def _deal_removed(state: State, move: DealSecondPhase) -> Finding | None:
    return removed_problem(move.removed, row_for(len(state.players)))


def _deal_tavoletta(state: State, move: DealSecondPhase) -> Finding | None:
    return tavoletta_problem(move.tavoletta, row_for(len(state.players)))


def _deal_accounting(state: State, move: DealSecondPhase) -> Finding | None:
    return accounting_problem(state.players, move.reserves, move.removed, move.tavoletta)


def _deal_requests(state: State, move: DealSecondPhase) -> Finding | None:
    return requests_problem(move.requests, state.deal_pool(), 2)


def _deal_first_player(state: State, move: DealSecondPhase) -> Finding | Found | None:
    totals = state.phase_totals(1)
    found = first_player_problem(state.first_candidates(totals), move.first_player)
    return found if found is not None else Found(totals)


FIRST_PLAYER = asking(first_player_problem, _deal_first_player)
"""E5's check of a deal: what it finds, the phase-1 scores it chose from, the deal's outcome fixes."""


# -- a decoration's own rules (D1-D3, then V2 for the tray it names), of the player's Desserts
# and Decorations -------------------------------------------------------------------------

def _assignment(state: State, move: Decorate) -> Finding | None:
    return assignment_problem(state.desserts[move.player], state.held_decorations(move.player), move.decorations,
                              move.unassigned or ())


def _one_per_kind(state: State, move: Decorate) -> Finding | None:
    return one_per_kind_problem(move.decorations)


def _unassigned(state: State, move: Decorate) -> Finding | None:
    return unassigned_problem(state.desserts[move.player], move.decorations, move.unassigned or ())


def _decoration_tray(state: State, move: Decorate) -> Finding | None:
    return None if move.tray is None else tray_problem(move.tray, state.desserts[move.player])


# A deal's own checks, in the order S3, S4, S5, S6, S8, E5 (the legal moves' `admits` asks
# them of a deal entry too).
DEAL_RULES: Checks = (asking(reserves_problem, _deal_reserves), asking(removed_problem, _deal_removed),
                      asking(tavoletta_problem, _deal_tavoletta), asking(accounting_problem, _deal_accounting),
                      asking(requests_problem, _deal_requests), FIRST_PLAYER)
# A decoration's assignment, D1, D2, D3; then V2's check of the tray it names: a decoration
# without one (null: the best tray, V3) has no tray to ask it of, so only the log of one that
# names a tray adds V2 (TRAY_DECIDED).
_ASSIGNMENT: Checks = (asking(assignment_problem, _assignment), asking(one_per_kind_problem, _one_per_kind),
                       asking(unassigned_problem, _unassigned))
_NAMED_TRAY: Checks = (asking(tray_problem, _decoration_tray),)
DECORATION_RULES: Checks = (*_ASSIGNMENT, *_NAMED_TRAY)

_REFILL_DUE = _staged(refill_problem, False)  # H2: while a refill is due, any other move
_TURN = turn_problem

# When a deal and a decoration may be made, before their own rules.
_DEAL_WHEN: Checks = (_staged(chance_problem, False), _staged(chance_problem, True))
_DECORATE_WHEN: Checks = (_staged(decorate_problem, False), _TURN, _staged(decorate_problem, True))

# Each move type's own checks, in the order of section 4.
_OWN: dict[type[ChocolaMove], Checks] = {
    TakeChocolate: (_staged(take_when, False), _TURN, _staged(take_when, True), used_card_problem, lay_problem,
                    cap_problem),
    Prepare: (_staged(prepare_when, False), _TURN, _staged(prepare_when, True), PAYMENT,
              asking(fewest_problem, _fewest), last_card_problem),
    SwapChocolate: (_staged(swap_problem, False), _TURN, _staged(swap_problem, True)),
    Pass: (_staged(pass_problem, False), _TURN, _staged(pass_problem, True)),
    DrawRequest: (_staged(chance_problem, False), _staged(chance_problem, True), _staged(refill_problem, True)),
    MakeTray: (_staged(tray_window_problem, False), _TURN, _staged(tray_window_problem, True),
               asking(tray_problem, _tray)),
    DealSecondPhase: (*_DEAL_WHEN, *DEAL_RULES),
    Decorate: (*_DECORATE_WHEN, *DECORATION_RULES),
}
# A draw is the refill itself; every other move is first refused while one is due.
CHECKS: dict[type[ChocolaMove], Checks] = {
    kind: checks if kind is DrawRequest else (_REFILL_DUE, *checks) for kind, checks in _OWN.items()}


def _decided(checks: Checks, *outcomes: Ruled[..., object]) -> tuple[str, ...]:
    """The rules of `checks` and of `outcomes`, in the catalogue's order."""
    from service.referee.catalogue import catalogue_of

    order = {rule: i for i, rule in enumerate(catalogue_of(RULES.game).rule_ids)}
    rules = {*rules_of(checks), *(outcome.rule for outcome in outcomes)}
    return tuple(sorted(rules, key=order.__getitem__))


# What decided each kind of move, for the log: the rules its checks passed and its outcome's,
# in the catalogue's order; a deal's and a decoration's own rules follow theirs, in the order
# they are asked.
DECIDED_BY: dict[type[ChocolaMove], tuple[str, ...]] = {
    TakeChocolate: _decided(_OWN[TakeChocolate], take_outcome),
    Prepare: _decided(_OWN[Prepare], prepare_outcome),
    SwapChocolate: _decided(_OWN[SwapChocolate]),
    Pass: _decided(_OWN[Pass]),
    DrawRequest: _decided(_OWN[DrawRequest]),
    MakeTray: _decided(_OWN[MakeTray]),
    DealSecondPhase: _decided(_DEAL_WHEN) + rules_of(DEAL_RULES),
    Decorate: _decided(_DECORATE_WHEN) + rules_of(_ASSIGNMENT),
}
# The rule that allows each kind of move, as a legal-moves entry names it: the rule of its own
# first check (when the move may be made). A deal's and a decoration's entries name theirs.
ALLOWED_BY: dict[type[ChocolaMove], str] = {
    TakeChocolate: take_when.rule, Prepare: prepare_when.rule, SwapChocolate: swap_problem.rule,
    Pass: pass_problem.rule, DrawRequest: chance_problem.rule, MakeTray: tray_window_problem.rule,
}
# What a decoration that names its tray adds (V2).
TRAY_DECIDED: tuple[str, ...] = rules_of(_NAMED_TRAY)


def judge(state: State, move: ChocolaMove) -> Refusal | Accepted:
    """The verdict on `move` now: the first rule it breaks, in the order of the rules of
    record (section 4), else accepted, with what its checks found (a take's lay, K3)."""
    return judged(CHECKS[type(move)], state, move)



def refusal(state: State, move: ChocolaMove) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))
