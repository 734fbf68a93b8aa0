"""The order of the checks (section 4 of the rules of record): a refill due (H2), the move's
timing, who moves (T1), then the move's own rules by id. :data:`CHECKS` holds them per move
type and :func:`refusal`, the one source of legality, asks them: the replay and the legal
moves both come here. A :class:`~moves.Template` (a move kind the legal moves describe) is
asked everything but the move's own rules. What decided a move for the log
(:data:`DECIDED_BY`) is read off the same tuples."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Check, Checks, Finding, asking, first_refusal, rules_of
from service.referee.violations import Refusal, Ruled

from .cards import DECORATIONS, DESSERTS
from .decorations import decorate_move_problem
from .end import decorate_problem, pass_problem, tray_window_problem
from .geometry import Placement
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
from .payment import Cost, fewest_problem, payment_problem
from .prepare import last_card_problem, prepare_outcome, prepare_when
from .refill import chance_problem, refill_problem
from .rulebook import RULES
from .second_phase import deal_problem
from .setup import request_pool
from .swap import swap_problem
from .take import cap_problem, lay_problem, take_outcome, take_when, used_card_problem
from .trays import tray_problem
from .turns import turn_problem

if TYPE_CHECKING:
    from .state import State

COSTS: dict[str, Cost] = ({card.id: card.cost for card in DESSERTS.values()}
                         | {card.id: card.cost for card in DECORATIONS.values()})


def _staged(check: Ruled[[State, Move, bool], Finding | None], full: bool) -> Check:
    """A check of two stages (its timing clause alone before who moves, all of it after)."""
    return asking(check, lambda state, move: check(state, move, full))


def _lay(state: State, move: Move) -> Finding | None:
    found = lay_problem(state, move)
    return None if isinstance(found, Placement) else found


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


def _deal(state: State, move: Move) -> Refusal | None:
    """E5's deal, by the rules of the setup it makes (a template is not asked)."""
    if type(move) is not Move:
        return None
    problem = deal_problem(state.players, request_pool(2, state.inspiration), state.first_candidates(), move)
    return None if problem is None else RULES.cite(*problem)


def _decorations(state: State, move: Move) -> Refusal | None:
    """E7's decorations, by D rules and the tray's (a template is not asked)."""
    if type(move) is not Move:
        return None
    player = move.player
    # a decorate's schema requires its player and decorations
    assert player is not None and move.decorations is not None
    problem = decorate_move_problem(state.desserts[player], state.held_decorations(player), move.decorations,
                                    move.unassigned or (), move.tray)
    return None if problem is None else RULES.cite(*problem)


_REFILL_DUE = _staged(refill_problem, False)  # H2: while a refill is due, any other move
_TURN = turn_problem

# Each move type's own checks, in the order of section 4.
_OWN: dict[MoveType, Checks] = {
    TAKE: (_staged(take_when, False), _TURN, _staged(take_when, True), used_card_problem, asking(lay_problem, _lay),
           cap_problem),
    PREPARE: (_staged(prepare_when, False), _TURN, _staged(prepare_when, True), asking(payment_problem, _payment),
              asking(fewest_problem, _fewest), last_card_problem),
    SWAP: (_staged(swap_problem, False), _TURN, _staged(swap_problem, True)),
    PASS: (_staged(pass_problem, False), _TURN, _staged(pass_problem, True)),
    DRAW: (_staged(chance_problem, False), _staged(chance_problem, True), _staged(refill_problem, True)),
    MAKE_TRAY: (_staged(tray_window_problem, False), _TURN, _staged(tray_window_problem, True),
                asking(tray_problem, _tray)),
    DEAL: (_staged(chance_problem, False), _staged(chance_problem, True), _deal),
    DECORATE: (_staged(decorate_problem, False), _TURN, _staged(decorate_problem, True), _decorations),
}
# A draw is the refill itself; every other move is first refused while one is due.
CHECKS: dict[MoveType, Checks] = {t: checks if t is DRAW else (_REFILL_DUE, *checks) for t, checks in _OWN.items()}



def _decided(checks: Checks, *outcomes: Ruled[..., object]) -> tuple[str, ...]:
    """The rules of `checks` (those that carry one) and of `outcomes`, in the catalogue's order."""
    from service.referee.catalogue import catalogue_of

    order = {rule: i for i, rule in enumerate(catalogue_of(RULES.game).rule_ids)}
    rules = {*rules_of(c for c in checks if hasattr(c, "rule")), *(outcome.rule for outcome in outcomes)}
    return tuple(sorted(rules, key=order.__getitem__))


# What decided each kind of move, for the log: the rules its checks passed and its outcome's
# (a deal and a decoration add those of what they carry).
DECIDED_BY: dict[MoveType, tuple[str, ...]] = {
    TAKE: _decided(_OWN[TAKE], take_outcome),
    PREPARE: _decided(_OWN[PREPARE], prepare_outcome),
    SWAP: _decided(_OWN[SWAP]),
    PASS: _decided(_OWN[PASS]),
    DRAW: _decided(_OWN[DRAW]),
    MAKE_TRAY: _decided(_OWN[MAKE_TRAY]),
    DECORATE: _decided(_OWN[DECORATE]),
}


def refusal(state: State, move: Move) -> Refusal | None:
    """Why `move` is illegal now, or None: the first rule it breaks, in the order of the
    rules of record (section 4)."""
    return first_refusal(CHECKS[move.type], state, move)
