"""The order of the checks: for each phase of the game and each move type, the rules a move
is asked, in the order of the rules of record; the first that refuses is cited.

Two tables, both asked by the core's :func:`~service.referee.legality.first_refusal`:

- :data:`CHECKS`, the game's (a :class:`~state.State` and a move): who the player is (S1),
  then, by phase, the choice of a lot (T1), the arrangement of trays (C3), the end (E1), or
  the auction under way, which answers from its own table;
- :data:`AUCTION_CHECKS` (and :data:`FREE_AUCTION_CHECKS` with ``free_bidding``), the
  auction's (an :class:`~auction.Auction` and a move), by its stage: bidding in turn (E2, A4,
  A1, then A3 for a pass or A2), bidding in any order (A5, then A1 and A3 or A2, or V1 for
  the closing reveal), the reveals (V1), the replacements (V3).

A move is a :class:`~moves.Move` or, when the legal moves ask "may this player make a move
of this type now?", a :class:`~moves.MoveKind`: the checks then judge all but its values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Checks, asking, first_refusal
from service.referee.violations import Refusal

from .arrangement import ANY_TRAYS, arrangement_problem
from .bidding import auction_action, bidding_order, explicit_decision, free_order, means, who_may_pass
from .moves import Move, MoveKind, MoveType, stray_field
from .phases import Phase, Stage
from .reveals import replacement_check, reveal_check
from .setup import check_players
from .turns import choice_check, game_over

if TYPE_CHECKING:
    from .state import State

CHOOSE_LOT, OPEN, JOIN, RAISE, PASS, REVEAL, REPLACE, ARRANGE_TRAYS = tuple(MoveType)
AUCTION_TYPES = (OPEN, JOIN, RAISE, PASS, REVEAL, REPLACE)


def _known_player(state: State, move: Move | MoveKind) -> tuple | None:
    """S1: a move is made by a player of the game."""
    player = move.player
    if type(player) is not str or player not in state.hands:
        return "unknown_player", {"player": str(player)}, "player"
    return None


def _unknown_type(state: State, move: Move | MoveKind) -> tuple:
    """E2: every decision is a move of a known type."""
    return "unknown_move_type", {"type": str(move.type)}, "type"


def _arrangement(state: State, move: Move | MoveKind) -> tuple | None:
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


def _game_over(state: State, move: Move | MoveKind) -> tuple:
    """E1: after the end no move is legal but `arrange_trays`."""
    return "game_over", {"type": move.type.value, "player": move.player}, "type"


def _auction(state: State, move: Move | MoveKind) -> Refusal | None:
    """The auction under way judges its own moves (:data:`AUCTION_CHECKS`)."""
    return state.auction.refusal(move)  # type: ignore[union-attr]


_PLAYER = asking(check_players, _known_player)
_ARRANGE = (_PLAYER, asking(arrangement_problem, _arrangement))
_CHOOSE = (_PLAYER, choice_check)
_IN_AUCTION = (_PLAYER, _auction)
_OVER = (_PLAYER, asking(game_over, _game_over))

# The game's checks, by phase and move type (a type of no known kind: UNKNOWN_TYPE).
CHECKS: dict[Phase, dict[MoveType, Checks]] = {
    Phase.CHOOSE_LOT: {**{t: _CHOOSE for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
    # While bidding, a lot chosen is refused by T1; while reveals or replacements are owed,
    # by what is owed (V1, V3), which says who must do what.
    Phase.BIDDING: {**{t: _IN_AUCTION for t in MoveType}, CHOOSE_LOT: _CHOOSE, ARRANGE_TRAYS: _ARRANGE},
    Phase.REVEAL: {**{t: _IN_AUCTION for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
    Phase.REPLACE: {**{t: _IN_AUCTION for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
    Phase.ARRANGE_TRAYS: {**{t: _OVER for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
    Phase.OVER: {**{t: _OVER for t in MoveType}, ARRANGE_TRAYS: _ARRANGE},
}
UNKNOWN_TYPE: Checks = (_PLAYER, asking(explicit_decision, _unknown_type))

_REVEALS = {t: (reveal_check,) for t in MoveType}
_REPLACEMENTS = {t: (replacement_check,) for t in MoveType}
# The auction's checks, by stage and move type.
AUCTION_CHECKS: dict[Stage, dict[MoveType, Checks]] = {
    Stage.BIDDING: {**{t: (explicit_decision, bidding_order, auction_action, means) for t in MoveType},
                    PASS: (explicit_decision, bidding_order, auction_action, who_may_pass)},
    Stage.REVEAL: _REVEALS,
    Stage.REPLACE: _REPLACEMENTS,
}
FREE_AUCTION_CHECKS: dict[Stage, dict[MoveType, Checks]] = {
    **AUCTION_CHECKS,
    Stage.BIDDING: {**{t: (free_order, auction_action, means) for t in MoveType},
                    PASS: (free_order, auction_action, who_may_pass), REVEAL: (free_order, reveal_check)},
}


def refusal(state: State, move: Move | MoveKind) -> Refusal | None:
    """Why `move` is illegal now, or None: the first of its checks (:data:`CHECKS`) that
    refuses it."""
    checks = CHECKS[state.phase].get(move.type)  # type: ignore[call-overload]
    return first_refusal(UNKNOWN_TYPE if checks is None else checks, state, move)

