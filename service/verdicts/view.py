"""A player's view of a game, without HTTP: `POST /<game>/view` and `choco-referee <game> view`.

The history is replayed as `validate` replays it (an illegal one up to its last legal move,
with the violation); then the game's view (its ``view.py``: the rules of its section
"information") says what the viewer may know of the state, of each move and of the odds at
their own chance point. The answer holds nothing else of the state but what every player sees
anyway: the phase, who is due, whether the game is finished, the standings where the game's
rules make them public, and the viewer's own legal moves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError

from schemas.common import entry_json, not_a_player
from schemas.fields import check_player_id
from service.referee.legal import legal_options
from service.referee.protocol import Option
from service.referee.view import Unseen, seen_history
from service.referee.violations import RuleViolation
from service.verdicts.family import replayed, standings_answer, violation_json


def moves_of(history: Any) -> list[Any]:
    """The moves of a request's history: a loaded one's, or those decoded from its bytes."""
    if isinstance(history, Mapping):
        return list(history["moves"])
    return list(history.decoded.moves)


def view_answer(api, body: Mapping[str, Any], lang: str, limits: Mapping[str, Any]) -> dict:
    viewing, viewer, history = api.viewing, body["player"], body["game"]
    try:
        with replayed(api, history, "/game") as result:
            if not isinstance(history, Mapping):  # a request's history from the replay cache: its
                check_viewer(viewer, history.decoded.member("players"))  # player as the schema checks it
            moves = moves_of(history)[:result.moves_checked]
            return view_json(api, viewing, viewer, result, moves, lang, limits)
    except RuleViolation as exc:  # the setup's: nothing was played, nothing to see
        return {"player": viewer, "legal": False, "violation": violation_json(exc.violation, lang),
                "moves_checked": 0, "seen_moves": [], "state": None, **api.log(None, lang), "phase": None,
                "to_act": [], "moves": [], "finished": False, "score": None}


def check_viewer(viewer: Any, players: Any) -> None:
    """The request's `player` as its schema checks it (a player id, one of the game's): a
    ValidationError at ``/player`` otherwise."""
    problem = check_player_id(viewer) or not_a_player(viewer, players)
    if problem:
        raise ValidationError({"player": [problem]})


def view_json(api, viewing, viewer: str, result, moves: list[Any], lang: str, limits: Mapping[str, Any]) -> dict:
    state = result.state
    seen = viewing.view(state, viewer)
    return {
        "player": viewer,
        "legal": result.legal,
        "violation": None if result.violation is None else violation_json(result.violation, lang),
        "moves_checked": result.moves_checked,
        "seen_moves": [seen_move_json(api, move) for move in seen_history(viewing, state, moves, viewer)],
        "state": api.seen_state(seen),
        **api.view_log(state, viewer, lang),
        "phase": state.phase.value,
        "to_act": list(state.to_act()),
        "moves": [entry_json(api, o) for o in own_options(state, viewer, seen.odds)] if result.legal else [],
        "finished": state.is_over(),
        "score": api.view_score(state, viewer, standings_answer(api, state, state.standings(limits), lang)),
    }


def seen_move_json(api, move: Any) -> dict:
    if isinstance(move, Unseen):
        out: dict[str, Any] = {"type": move.type}
        if move.player is not None:
            out["player"] = move.player
        out["hidden"] = list(move.hidden)
        return out
    return api.move(move)


def own_options(state, viewer: str, odds) -> list[Option]:
    """The viewer's own legal moves now: those the referee lists for them, but at their own
    chance point the outcomes with the odds as the viewer knows them (the game's view), each
    naming the rule the referee's entry of that kind names (an outcome the game's view gives
    as a whole entry, with what the game tells beside it, is taken as it is)."""
    mine = [o for o in legal_options(state) if o.player == viewer]
    if not odds:
        return [o for o in mine if not o.chance]
    rules = {type(o.move): o.rule for o in mine if o.chance}
    return [*(o for o in mine if not o.chance),
            *(odd if isinstance(odd, Option) else Option(odd[0], odd[1], rule=rules.get(type(odd[0])))
              for odd in odds)]
