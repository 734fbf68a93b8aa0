"""The order of the checks: for each phase of the game and each move type, the rules a move
is asked, in the order of the rules of record; the first that refuses is cited.

:data:`CHECKS` (:data:`FREE_CHECKS` with ``free_bidding``), asked by the core's
:func:`~service.referee.legality.first_refusal`: for a player of the game (S1), by phase, the
choice of a lot (T1), the auction's bidding in turn (E2, A4, A1, then A3 for a pass or A2)
or in any order (A5, then A1 and A3 or A2, or V1 for the closing reveal), its reveals (V1)
and replacements (V3), the arrangement of trays (C3), the end (E1).

A move is a :class:`~moves.Move` or, when the legal moves ask "may this player make a move
of this type now?", a :class:`~moves.MoveKind`: the checks then judge all but its values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Accepted, Checks, Finding, asking, judged, refused
from service.referee.violations import Refusal

from .arrangement import ANY_TRAYS, arrangement_problem
from .bidding import auction_action, bidding_order, explicit_decision, free_order, means, who_may_pass
from .moves import Move, MoveKind, MoveType, stray_field
from .phases import Phase
from .reveals import replacement_check, reveal_check
from .setup import check_players
from .turns import choice_check, game_over

if TYPE_CHECKING:
    from .state import State

CHOOSE_LOT, OPEN, JOIN, RAISE, PASS, REVEAL, REPLACE, ARRANGE_TRAYS = tuple(MoveType)


def _unknown_player(state: State, move: Move | MoveKind) -> Finding:
    """S1: a move is made by a player of the game (asked of a move :func:`refusal` found made
    by nobody of the game)."""
    return "unknown_player", {"player": str(move.player)}, "player"


def _unknown_type(state: State, move: Move | MoveKind) -> Finding:
    """E2: every decision is a move of a known type."""
    return "unknown_move_type", {"type": str(move.type)}, "type"


def _arrangement(state: State, move: Move | MoveKind) -> Finding | None:
    player = move.player
    if type(move) is Move:
        stray = stray_field(move)
        if stray is not None:
            return stray
        trays: object = move.trays
    else:
        trays = ANY_TRAYS
    return arrangement_problem(trays, state.collections[player], player=player, two_trays=state.variants.two_trays,
                               finished=state.finished, arranged=player in state.arrangements,
                               left=len(state.centre) + (state.auction is not None), at="trays")


def _game_over(state: State, move: Move | MoveKind) -> Finding:
    """E1: after the end no move is legal but `arrange_trays`."""
    return "game_over", {"type": move.type.value, "player": move.player}, "type"


UNKNOWN_PLAYER: Checks = (asking(check_players, _unknown_player),)
_ARRANGE = (asking(arrangement_problem, _arrangement),)
_CHOOSE = (choice_check,)
_OVER = (asking(game_over, _game_over),)
# Bidding in turn: a player asked who can only pass must still pass (E2, said first), and
# only the player asked acts (A4); both find nothing for the player asked.
_BIDDING = {**{t: (explicit_decision, bidding_order, auction_action, means) for t in MoveType},
            PASS: (explicit_decision, bidding_order, auction_action, who_may_pass)}
_FREE_BIDDING = {**{t: (free_order, auction_action, means) for t in MoveType},
                 PASS: (free_order, auction_action, who_may_pass), REVEAL: (free_order, reveal_check)}

# The game's checks, by phase and move type, for a move by a player of the game. While
# bidding, a lot chosen is refused by T1; while reveals or replacements are owed, by what is
# owed (V1, V3), which says who must do what.
CHECKS: dict[Phase, dict[MoveType, Checks]] = {
    Phase.CHOOSE_LOT: {**{t: _CHOOSE for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
    Phase.BIDDING: {**_BIDDING, CHOOSE_LOT: _CHOOSE, ARRANGE_TRAYS: _ARRANGE},
    Phase.REVEAL: {**{t: (reveal_check,) for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
    Phase.REPLACE: {**{t: (replacement_check,) for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
    Phase.ARRANGE_TRAYS: {**{t: _OVER for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
    Phase.OVER: {**{t: _OVER for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
}
FREE_CHECKS: dict[Phase, dict[MoveType, Checks]] = {
    **CHECKS, Phase.BIDDING: {**_FREE_BIDDING, CHOOSE_LOT: _CHOOSE, ARRANGE_TRAYS: _ARRANGE}}
UNKNOWN_TYPE: Checks = (asking(explicit_decision, _unknown_type),)


def judge(state: State, move: Move | MoveKind) -> Refusal | Accepted:
    """The verdict on `move` now: the first of its checks (:data:`CHECKS`, by the phase and
    the move's type) that refuses it, else accepted. A move by nobody of the game is S1's
    alone (:data:`UNKNOWN_PLAYER`), a move of no known type E2's (:data:`UNKNOWN_TYPE`)."""
    player = move.player
    if type(player) is not str or player not in state.hands:
        return judged(UNKNOWN_PLAYER, state, move)
    checks = state.checks[state.phase].get(move.type)
    return judged(UNKNOWN_TYPE if checks is None else checks, state, move)


def refusal(state: State, move: Move | MoveKind) -> Refusal | None:
    """Why `move` is illegal now, or None (:func:`judge`'s refusal)."""
    return refused(judge(state, move))
