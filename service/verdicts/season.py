"""A season of recorded games, without HTTP: each game's verdict and the league table.

The league table is computed here and only here: the command line's ``check`` and
``score`` over several files and the season page (``/<game>/season``) both call
:func:`league_table` on their entries, so a club reads the same table everywhere.

An entry is a mapping with a ``score`` (a score answer, or None for a game that could not
be scored: unreadable, not a history, illegal). Only finished games count: provisional
standings are not results.

Bounded work: over HTTP a season is checked within :class:`SeasonLimits`, counted over all
its files (their number, the arrays and objects their texts hold once unescaped, the moves
they hold), and refused with :class:`SeasonTooLarge` before any game is replayed. A season
larger than that is checked in parts, each part carrying the summary and the league table of
the parts before it (``before``): the last part's league table is the whole season's.
"""

from __future__ import annotations

import base64
import json
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from marshmallow import ValidationError

from schemas.common import GameApi
from service.json_reader import NULL_DOCUMENT, ContainerBudget, NotJson, TooManyContainers, parse_json
from service.problems import schema_errors
from service.referee.violations import RuleViolation
from service.text import word
from service.verdicts import family


STATUSES = ("legal", "illegal", "invalid", "unreadable")


def league_table(entries: Iterable[Mapping[str, Any]], before: Mapping[str, Any] | None = None) -> dict:
    """Per player, over the games scored: games played, wins and total points (wins and
    points of finished games only; provisional standings are not results), added to the rows
    of `before` (the league table of a season's earlier parts). Ordered by wins, then points,
    then player id."""
    rows: dict[str, dict] = {}
    finished = 0
    if before is not None:
        finished = before["games"]
        for row in before["players"]:
            rows[row["player"]] = {"player": row["player"], "games": row["games"], "wins": row["wins"],
                                   "points": row["points"]}
    for entry in entries:
        score = entry["score"]
        if score is None or score["provisional"]:
            continue
        finished += 1
        for p in score["players"]:
            row = rows.setdefault(p["player"], {"player": p["player"], "games": 0, "wins": 0, "points": 0})
            row["games"] += 1
            row["points"] += p["total"]
            row["wins"] += p["player"] in score["winners"]
    ordered = sorted(rows.values(), key=lambda r: (-r["wins"], -r["points"], r["player"]))
    return {"games": finished, "players": ordered}


@dataclass(frozen=True)
class SeasonLimits:
    """What one request may ask of a season, over all its files (service/config.py says why)."""

    files: int
    moves: int
    containers: int


class SeasonTooLarge(ValueError):
    """A season over one of its :class:`SeasonLimits`: `code` is the words' code, `params`
    their parameters (the limit, and what the season holds)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def unwrap(raw: Any) -> Any:
    """A history as a file holds it: bare, or wrapped as ``{"game": <history>}``."""
    if isinstance(raw, dict) and "players" not in raw and isinstance(raw.get("game"), dict):
        return raw["game"]
    return raw


def table_fragment(history: Any) -> str:
    """The ``g`` of a ``/<game>/table#game=<g>`` link (shared/API.md Part 1b): base64url
    without padding of the raw DEFLATE (RFC 1951) of the history's UTF-8 JSON."""
    text = json.dumps(history, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(text) + packer.flush()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _entry(name: str) -> dict[str, Any]:
    return {"name": name, "status": "unreadable", "finished": None, "moves_checked": None, "violation": None,
            "errors": None, "detail": None, "score": None, "fragment": None}


def read_file(name: str, data: bytes, lang: str, budget: ContainerBudget | int | None = None) -> tuple[Any, dict]:
    """A season file's JSON document, unwrapped, and its entry (still ``unreadable``, with the
    one JSON reader's words, when the file is not JSON). Its arrays and objects are counted
    against `budget` (a request's, shared by its files: :class:`SeasonTooLarge` past it; an
    int is a file's own limit: the file is unreadable past it)."""
    entry = _entry(name)
    try:
        raw = parse_json(data, budget)
    except TooManyContainers as exc:
        if isinstance(budget, ContainerBudget):
            raise SeasonTooLarge("season_too_many_containers", limit=exc.limit) from None
        entry["detail"] = f"{name}: {word('too_many_containers', lang, limit=exc.limit)}"
        return None, entry
    except NotJson as exc:
        entry["detail"] = word(f"cli_{exc.code}", lang, path=name, **exc.words(lang))  # as choco-referee says
        return None, entry
    return unwrap(raw), entry


def moves_held(raw: Any) -> int:
    """How many moves a file's document holds (0 when it is not a history with a list of
    moves): what replaying it may cost."""
    moves = raw.get("moves") if isinstance(raw, dict) else None
    return len(moves) if isinstance(moves, list) else 0


def judge(api: GameApi, raw: Any, entry: dict, lang: str, limits: Mapping[str, Any], schema: Any = None) -> dict:
    """A readable file's verdict: ``legal`` (with its ``score`` and table link), ``illegal``
    (the ``violation``, and the link: the table shows where it breaks) or ``invalid`` (JSON
    that is not a history: the schema's ``errors``). Only what the season shows is worked out:
    the replay's verdict and, for a legal game, its score (no state, no log). `schema`: the
    game's history schema, one for all of a season's files (making one costs more than loading
    a short game with it)."""
    schema = schema if schema is not None else api.history()
    try:
        if raw is None:
            raise ValidationError([NULL_DOCUMENT])
        history = schema.load(raw)
    except ValidationError as exc:
        detail, errors = schema_errors(exc, lang, error_rule=getattr(schema, "error_rule", None))
        entry.update(status="invalid", detail=detail, errors=errors)
        return entry
    try:
        replayed = family.replay_history(api, history)
    except RuleViolation as exc:  # the setup's
        entry.update(status="illegal", moves_checked=0, violation=family.violation_json(exc.violation, lang),
                     fragment=table_fragment(raw))
        return entry
    violation = replayed.violation
    entry.update(moves_checked=replayed.moves_checked, fragment=table_fragment(raw),
                 violation=None if violation is None else family.violation_json(violation, lang))
    if violation is not None:
        entry["status"] = "illegal"
        return entry
    score = season_score(replayed.state.standings(limits))
    entry.update(status="legal", score=score, finished=not score["provisional"])
    return entry


def season_score(standings: Any) -> dict:
    """A legal game's score as the season shows it and the league table counts it: each
    player's rank and total, the ranking, the winners, the rules that decided them and whether
    it is provisional (a score answer's first fields; its breakdowns are POST /score/<game>'s)."""
    return {"players": [{"player": s.player, "rank": s.rank, "total": s.total} for s in standings.players],
            "ranking": list(standings.ranking), "winners": list(standings.winners),
            "decided_by": list(standings.decided_by), "provisional": standings.provisional}


def game_verdict(api: GameApi, name: str, text: str | bytes, lang: str, limits: Mapping[str, Any],
                 max_containers: int | None = None) -> dict:
    """One recorded game of a season, from its file's text or bytes: ``status`` is ``legal``,
    ``illegal`` (with the ``violation``: rule, move, message), ``invalid`` (JSON that is
    not a history: the schema's ``errors``) or ``unreadable`` (not JSON: the ``detail``, as
    the service's one JSON reader says it); a legal game has
    its ``score`` (finished or provisional) and the ``fragment`` of its link to the table,
    an illegal one its fragment too (the table shows where it breaks). A file of more than
    `max_containers` arrays and objects is unreadable, unparsed, as a request body is."""
    raw, entry = read_file(name, text.encode("utf-8") if isinstance(text, str) else text, lang, max_containers)
    if entry["detail"] is not None:
        return entry
    return judge(api, raw, entry, lang, limits)


def season_answer(api: GameApi, files: Iterable[tuple[str, str | bytes]], lang: str, limits: Mapping[str, Any],
                  max_containers: int | None = None, *, within: SeasonLimits | None = None,
                  before: Mapping[str, Any] | None = None) -> dict:
    """Every file's verdict, in the order given, and the league table over them.

    `within`: the request's limits, counted over all the files before any is replayed
    (:class:`SeasonTooLarge` past one); `max_containers` without it: each file's own limit
    (the command line's, reading a folder). `before`: the ``summary`` and ``league`` of the
    season's earlier parts, which this answer's summary and league table include."""
    files = list(files)
    if within is not None and len(files) > within.files:
        raise SeasonTooLarge("season_too_many_files", files=len(files), limit=within.files)
    budget: ContainerBudget | int | None = ContainerBudget(within.containers) if within is not None else max_containers
    read = [read_file(name, text.encode("utf-8") if isinstance(text, str) else text, lang, budget)
            for name, text in files]
    if within is not None:
        moves = sum(moves_held(raw) for raw, _ in read)
        if moves > within.moves:
            raise SeasonTooLarge("season_too_many_moves", moves=moves, limit=within.moves)
    schema = api.history()
    games = [entry if entry["detail"] is not None else judge(api, raw, entry, lang, limits, schema)
             for raw, entry in read]
    earlier = before["summary"] if before is not None else {"files": 0, **dict.fromkeys(STATUSES, 0)}
    counts = {k: earlier[k] + sum(1 for g in games if g["status"] == k) for k in STATUSES}
    summary = {"files": earlier["files"] + len(games), **counts}
    return {"games": games, "summary": summary,
            "league": league_table(games, before["league"] if before is not None else None)}
