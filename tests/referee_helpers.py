"""What every game's engine tests share: play moves that must be legal, the refusal of a move
that must not be, the moves legal-moves offers, and the JSON verdicts of a history (each game's
helpers bind them to its API)."""

from __future__ import annotations

import copy
from typing import Any

from service.referee.legal import legal_options
from service.referee.violations import Refusal
from service.verdicts import family


def offered(state: Any) -> list[Any]:
    """The moves of the state's legal-moves entries, as they are (complete moves)."""
    return [o.move for o in legal_options(state)]


def play(state: Any, *moves: Any) -> Any:
    """Play moves that must be legal: an illegal one fails the test with its refusal."""
    for move in moves:
        refusal = state.refusal(move)
        assert refusal is None, (move, refusal)
        state.apply(move, state.moves_played)
    return state


def refused(state: Any, move: Any) -> Refusal:
    """The refusal of a move that must be illegal (never offered by legal-moves); the state is
    left as it was."""
    refusal = state.refusal(move)
    assert refusal is not None, move
    assert move not in offered(state), move
    return refusal


def validate(api: Any, body: dict, lang: str = "en") -> dict:
    """POST /<game>/validate's answer to a history, without HTTP."""
    return family.validate_answer(api, api.history().load(copy.deepcopy(body)), lang)


def legal_moves(api: Any, body: dict, lang: str = "en") -> dict:
    """POST /<game>/legal-moves' answer to a history, without HTTP."""
    return family.legal_moves_answer(api, api.history().load(copy.deepcopy(body)), lang)
