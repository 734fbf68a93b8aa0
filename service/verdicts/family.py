"""The answers every game of the family gives, written once: validate, legal-moves, score,
deal, rules and the list of games (the family contract, ``shared/API.md`` Part 1).

Each takes a game's :class:`~schemas.common.GameApi` and a loaded body, and returns a
JSON-ready answer; the game's API adds its own fields. An answer that needs a legal game
raises :class:`RuleViolation` (its pointer relative to the whole body) when it is not.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from schemas.common import SEED_MAX, entry_json
from service.referee.catalogue import catalogue_of
from service.referee.legal import legal_options
from service.referee.replay import Replay, replay
from service.referee.violations import RuleViolation, Violation
from service.text import move_name

_SEEDS = random.SystemRandom()


def violation_json(v: Violation, lang: str) -> dict:
    return {"move_index": v.move_index, "rule": v.rule, "message": v.message(lang), "pointer": v.pointer}


def violation_detail(v: dict, lang: str) -> str:
    """The `detail` of a rule-violation problem: 'A2 (moves[6]): <message>', the move named by
    its `move_index` (as its pointer /moves/6 does); a setup error: by its pointer."""
    if v["move_index"] is not None:
        where = move_name(v["move_index"], lang)
    else:
        where = v["pointer"] or "/"
    return f"{v['rule']} ({where}): {v['message']}"


def start(api, history: Mapping[str, Any], prefix: str = ""):
    """The state before the first move of a loaded history; a setup error raises."""
    try:
        return api.game.start(history)
    except RuleViolation as exc:
        raise RuleViolation(exc.violation.under(prefix)) from None


@contextmanager
def replayed(api, history, prefix: str = "") -> Iterator[Replay]:
    """The replay of a history while the block runs: a loaded history (a mapping) replayed
    from its start, or a request's history continued through the replay cache
    (:class:`~service.verdicts.continued.DecodedContinued`: the same replay, which keeps the state for
    the next request once the block is done with it). A setup error raises."""
    if isinstance(history, Mapping):
        yield replay_history(api, history, prefix)
    else:
        with history.replayed(api, start, prefix) as result:
            yield result


def replay_history(api, history: Mapping[str, Any], prefix: str = "") -> Replay:
    return replay(start(api, history, prefix), history["moves"], api.game.rules)


def legal_replay(api, history: dict, prefix: str = "") -> Replay:
    """The replay of a history that must be legal: the first violation raises."""
    result = replay_history(api, history, prefix)
    return must_be_legal(result, prefix)


def must_be_legal(result: Replay, prefix: str = "") -> Replay:
    if result.violation is not None:
        raise RuleViolation(result.violation.under(prefix))
    return result


def validate_answer(api, history, lang: str) -> dict:
    """The verdict on a history: always an answer, legal or not."""
    try:
        with replayed(api, history) as result:
            return validate_json(api, result, lang)
    except RuleViolation as exc:  # the setup's (the block raises none)
        return setup_refused(api, exc, lang)


def validate_replayed(api, history: Mapping, lang: str) -> tuple[dict, Replay | None]:
    """validate's answer for a loaded history and the replay it comes from (None for a setup
    error), so that a caller that also scores a legal game replays it once. The replay is
    the caller's own: a loaded history never goes through the replay cache."""
    try:
        result = replay_history(api, history)
    except RuleViolation as exc:
        return setup_refused(api, exc, lang), None
    return validate_json(api, result, lang), result


def validate_json(api, result: Replay, lang: str) -> dict:
    return {
        "legal": result.legal,
        "violation": None if result.violation is None else violation_json(result.violation, lang),
        "moves_checked": result.moves_checked,
        "state": api.state(result.state),
        **api.log(result.state, lang),
    }


def setup_refused(api, exc: RuleViolation, lang: str) -> dict:
    return {"legal": False, "violation": violation_json(exc.violation, lang), "moves_checked": 0,
            "state": None, **api.log(None, lang)}


def legal_moves_answer(api, history, lang: str) -> dict:
    with replayed(api, history) as result:
        return legal_moves_json(api, must_be_legal(result).state)


def legal_moves_json(api, state) -> dict:
    """legal-moves' answer for a state a legal history reached."""
    options = legal_options(state)
    return {
        "phase": state.phase.value,
        "to_act": [p for p in dict.fromkeys(o.player for o in options) if p is not None],
        "moves": [entry_json(api, o) for o in options],
        "finished": not options,
        **api.legal_moves_extra(state, options),
    }


def score_answer(api, body: dict, lang: str, limits: Mapping[str, Any]) -> dict:
    """Standings from a final form or a history (replayed first; unfinished: provisional)."""
    if "final" in body:
        return standings_answer(api, None, api.final(body["final"], limits), lang)
    with replayed(api, body["game"], "/game") as result:
        state = must_be_legal(result, "/game").state
        return standings_answer(api, state, state.standings(limits), lang)


def standings_answer(api, state, standings, lang: str) -> dict:
    """score's answer from the standings (and the state of a history, None for a final form)."""
    return {
        "players": [{"player": s.player, "rank": s.rank, "total": s.total, **api.standing(s, lang)}
                    for s in standings.players],
        "ranking": list(standings.ranking),
        "winners": list(standings.winners),
        "tiebreak": api.tiebreak(standings, lang),
        "decided_by": list(standings.decided_by),
        "provisional": standings.provisional,
        **api.score_extra(state, standings, lang),
    }


def draw_seed() -> int:
    return _SEEDS.randrange(2**32)


def deal_answer(api, body: dict) -> dict:
    """A legal random setup as a complete history, with the seed used (drawn when none)."""
    seed = body.get("seed")
    if seed is None:
        seed = draw_seed()
    assert 0 <= seed <= SEED_MAX
    return {**api.deal(body, seed), "seed": seed}


def rules_answer(api) -> dict:
    catalogue = catalogue_of(api.slug)
    return {
        "game": api.slug,
        "names": dict(catalogue.names),
        "sections": [s.as_dict() for s in catalogue.sections],
        "rules": [r.as_dict() for r in catalogue.rules],
        **api.tables(),
    }


def game_entry(api, paths: list[str]) -> dict:
    game = api.game
    return {"id": game.slug, "name": dict(game.names),
            "players": {"min": game.players.start, "max": game.players.stop - 1},
            "variants": list(game.variants), "deals": deals(api), "paths": paths}


def deals(api) -> list[dict]:
    """Every set of the game's variants (each on or off), with the player counts a deal of it
    takes (the game's S1): what a client that knows no game needs to deal any of them."""
    ids = list(api.game.variants)
    out = []
    for mask in range(2 ** len(ids)):
        on = [v for i, v in enumerate(ids) if mask >> i & 1]
        counts = api.player_counts(dict.fromkeys(on, True))
        if len(counts):
            out.append({"variants": on, "players": {"min": counts.start, "max": counts.stop - 1}})
    return out
