"""A season of recorded games, without HTTP: each game's verdict and the league table.

The league table is computed here and only here: the command line's ``check`` and
``score`` over several files and the season page (``/<game>/season``) both call
:func:`league_table` on their entries, so a club reads the same table everywhere.

An entry is a mapping with a ``score`` (a score answer, or None for a game that could not
be scored: unreadable, not a history, illegal). Only finished games count: provisional
standings are not results.
"""

from __future__ import annotations

import base64
import json
import zlib
from collections.abc import Iterable, Mapping
from typing import Any

from marshmallow import ValidationError

from schemas.common import GameApi
from service.json_reader import NULL_DOCUMENT, NotJson, TooManyContainers, parse_json
from service.problems import schema_errors
from service.text import word
from service.verdicts import family


def league_table(entries: Iterable[Mapping[str, Any]]) -> dict:
    """Per player, over the games scored: games played, wins and total points (wins and
    points of finished games only; provisional standings are not results). Ordered by
    wins, then points, then player id."""
    rows: dict[str, dict] = {}
    finished = 0
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


def game_verdict(api: GameApi, name: str, text: str | bytes, lang: str, limits: Mapping[str, Any],
                 max_containers: int | None = None) -> dict:
    """One recorded game of a season, from its file's text or bytes: ``status`` is ``legal``,
    ``illegal`` (with the ``violation``: rule, move, message), ``invalid`` (JSON that is
    not a history: the schema's ``errors``) or ``unreadable`` (not JSON: the ``detail``, as
    the service's one JSON reader says it); a legal game has
    its ``score`` (finished or provisional) and the ``fragment`` of its link to the table,
    an illegal one its fragment too (the table shows where it breaks). A file of more than
    `max_containers` arrays and objects is unreadable, unparsed, as a request body is."""
    entry: dict[str, Any] = {"name": name, "status": "unreadable", "finished": None, "moves_checked": None,
                             "violation": None, "errors": None, "detail": None, "score": None, "fragment": None}
    try:
        raw = parse_json(text.encode("utf-8") if isinstance(text, str) else text, max_containers)
    except TooManyContainers as exc:
        entry["detail"] = f"{name}: {word('too_many_containers', lang, limit=exc.limit)}"
        return entry
    except NotJson as exc:
        entry["detail"] = word(f"cli_{exc.code}", lang, path=name, **exc.words(lang))  # as choco-referee says
        return entry
    raw = unwrap(raw)
    schema = api.history()
    try:
        if raw is None:
            raise ValidationError([NULL_DOCUMENT])
        history = schema.load(raw)
    except ValidationError as exc:
        detail, errors = schema_errors(exc, lang, error_rule=getattr(schema, "error_rule", None))
        entry.update(status="invalid", detail=detail, errors=errors)
        return entry
    result, replayed = family.validate_replayed(api, history, lang)  # replayed once, scored from it
    entry.update(moves_checked=result["moves_checked"], violation=result["violation"], fragment=table_fragment(raw))
    if not result["legal"] or replayed is None:
        entry["status"] = "illegal"
        return entry
    state = replayed.state
    score = family.standings_answer(api, state, state.standings(limits), lang)
    entry.update(status="legal", score=score, finished=not score["provisional"])
    return entry


def season_answer(api: GameApi, files: Iterable[tuple[str, str | bytes]], lang: str, limits: Mapping[str, Any],
                  max_containers: int | None = None) -> dict:
    """Every file's verdict, in the order given, and the league table over them."""
    games = [game_verdict(api, name, text, lang, limits, max_containers) for name, text in files]
    counts = {k: sum(1 for g in games if g["status"] == k) for k in ("legal", "illegal", "invalid", "unreadable")}
    return {"games": games, "summary": {"files": len(games), **counts}, "league": league_table(games)}
