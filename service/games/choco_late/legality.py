"""The order of the checks: for each phase of the game and each move type, the rules a move
is asked, in the order of the rules of record; the first that refuses is cited.

:data:`CHECKS` (:data:`FREE_CHECKS` with ``free_bidding``), asked by the core's
:func:`~service.referee.legality.first_refusal`: for a player of the game (S1), by phase, the
choice of a lot (T1), the auction's bidding in turn (E2, A4, A1, then A3 for a pass or A2)
or in any order (A5, then A1 and A3 or A2, or V1 for the closing reveal), its reveals (V1)
and replacements (V3), the arrangement of trays (C3), the end (E1).

The tables are keyed by the move's class (:mod:`moves`); the legal moves ask the same
checks of complete moves (the candidates of :meth:`State.candidates`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Accepted, Checks, Finding, asking, judged, refused
from service.referee.moves import tag_of
from service.referee.violations import Refusal

from .arrangement import arrangement_problem
from .bidding import auction_action, bidding_order, explicit_decision, free_order, means, who_may_pass
from .moves import MOVES, ArrangeTrays, ChocoLateMove, ChooseLot, Pass, Reveal
from .phases import Phase
from .reveals import replacement_check, reveal_check
from .setup import check_players
from .turns import choice_check, game_over

if TYPE_CHECKING:
    from .state import State

CLASSES: tuple[type[ChocoLateMove], ...] = tuple(c for c in MOVES.classes if issubclass(c, ChocoLateMove))
"""Every move class of the game (all of them moves of the game's base), in declared order."""


def _unknown_player(state: State, move: ChocoLateMove) -> Finding:
    """S1: a move is made by a player of the game (asked of a move :func:`refusal` found made
    by nobody of the game)."""
    return "unknown_player", {"player": move.player}, "player"


def _unknown_type(state: State, move: ChocoLateMove) -> Finding:
    """E2: every decision is a move of a known type (asked of a move of a class the game's
    tables do not hold: none of the types of :mod:`moves`)."""
    return "unknown_move_type", {"type": tag_of(move)}, "type"


def _arrangement(state: State, move: ArrangeTrays) -> Finding | None:
    player = move.player
    return arrangement_problem(move.trays, state.collections[player], player=player,
                               two_trays=state.variants.two_trays, finished=state.finished,
                               arranged=player in state.arrangements,
                               left=len(state.centre) + (state.auction is not None), at="trays")


def _game_over(state: State, move: ChocoLateMove) -> Finding:
    """E1: after the end no move is legal but `arrange_trays`."""
    return "game_over", {"type": tag_of(move), "player": move.player}, "type"


UNKNOWN_PLAYER: Checks = (asking(check_players, _unknown_player),)
_ARRANGE = (asking(arrangement_problem, _arrangement),)
_CHOOSE = (choice_check,)
_OVER = (asking(game_over, _game_over),)
# Bidding in turn: a player asked who can only pass must still pass (E2, said first), and
# only the player asked acts (A4); both find nothing for the player asked.
_BIDDING: dict[type[ChocoLateMove], Checks] = {**{t: (explicit_decision, bidding_order, auction_action, means) for t in CLASSES},
            Pass: (explicit_decision, bidding_order, auction_action, who_may_pass)}
_FREE_BIDDING: dict[type[ChocoLateMove], Checks] = {**{t: (free_order, auction_action, means) for t in CLASSES},
                 Pass: (free_order, auction_action, who_may_pass), Reveal: (free_order, reveal_check)}

# The game's checks, by phase and move class, for a move by a player of the game. While
# bidding, a lot chosen is refused by T1; while reveals or replacements are owed, by what is
# owed (V1, V3), which says who must do what.
CHECKS: dict[Phase, dict[type[ChocoLateMove], Checks]] = {
    Phase.CHOOSE_LOT: {**{t: _CHOOSE for t in CLASSES}, ArrangeTrays: _ARRANGE},
    Phase.BIDDING: {**_BIDDING, ChooseLot: _CHOOSE, ArrangeTrays: _ARRANGE},
    Phase.REVEAL: {**{t: (reveal_check,) for t in CLASSES}, ArrangeTrays: _ARRANGE},
    Phase.REPLACE: {**{t: (replacement_check,) for t in CLASSES}, ArrangeTrays: _ARRANGE},
    Phase.ARRANGE_TRAYS: {**{t: _OVER for t in CLASSES}, ArrangeTrays: _ARRANGE},
    Phase.OVER: {**{t: _OVER for t in CLASSES}, ArrangeTrays: _ARRANGE},
}
FREE_CHECKS: dict[Phase, dict[type[ChocoLateMove], Checks]] = {
    **CHECKS, Phase.BIDDING: {**_FREE_BIDDING, ChooseLot: _CHOOSE, ArrangeTrays: _ARRANGE}}
UNKNOWN_TYPE: Checks = (asking(explicit_decision, _unknown_type),)


def judge(state: State, move: ChocoLateMove) -> Refusal | Accepted:
    """The verdict on `move` now: the first of its checks (:data:`CHECKS`, by the phase and
    the move's class) that refuses it, else accepted. A move by nobody of the game is S1's
    alone (:data:`UNKNOWN_PLAYER`), a move of no known type E2's (:data:`UNKNOWN_TYPE`)."""
    if move.player not in state.hands:
        return judged(UNKNOWN_PLAYER, state, move)
    checks = state.checks[state.phase].get(type(move))
    return judged(UNKNOWN_TYPE if checks is None else checks, state, move)


def refusal(state: State, move: ChocoLateMove) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))
