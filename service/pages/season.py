"""``/<game>/season``: a season of recorded games checked at once.

GET: the page (drop a folder or several files). POST ``{"files": [{"name", "text"}]}``
(the files' contents, read by the browser; nothing is stored): each game's verdict and the
league table, from :mod:`service.verdicts.season` (the command line's league table too),
as an HTML fragment the page shows, or as JSON when the request accepts only JSON.

One request checks at most the files and moves of the settings' season limits
(``MAX_SEASON_FILES``, ``MAX_SEASON_MOVES``; their arrays and objects within
``MAX_BODY_CONTAINERS``, counted once unescaped): past one it is a 413 problem naming it,
before any game is replayed. A larger season is sent in parts (the page splits it), each with
``"before": {"summary", "league"}``, the previous part's: the answer's summary and league
table then cover every part so far. The form without JavaScript sends everything at once.
"""

from __future__ import annotations

from flask import Blueprint, current_app, request
from marshmallow import Schema, ValidationError, fields, validate

from schemas.fields import BoundedList
from schemas.registry import api
from service.api.family import limits
from service.errors import Problem
from service.http.bodies import parse_json_body, schema_problem
from service.referee.catalogue import catalogue_of
from service.text import move_name, word
from service.verdicts.season import SeasonLimits, SeasonTooLarge, season_answer

from .context import page_language, render_page
from .say import Say

MAX_NAME = 1000


class SeasonFileSchema(Schema):
    name = fields.String(required=True, validate=validate.Length(max=MAX_NAME, error="Longer than {max} characters."))
    text = fields.String(required=True)


COUNT = validate.Range(min=0, max=10**9)  # messages service/text translates


def _count() -> fields.Integer:
    return fields.Integer(required=True, strict=True, validate=COUNT)


class SeasonSummarySchema(Schema):
    files = _count()
    legal = _count()
    illegal = _count()
    invalid = _count()
    unreadable = _count()


class LeagueRowSchema(Schema):
    player = fields.String(required=True, validate=validate.Length(max=MAX_NAME, error="Longer than {max} characters."))
    games = _count()
    wins = _count()
    points = fields.Integer(required=True, strict=True, validate=validate.Range(min=-10**9, max=10**9))


# The players of a league table carried from a season's earlier parts: a club's season has a
# few hundred at most; each costs its load and its merge (bench/bench_bodies.py).
MAX_LEAGUE_PLAYERS = 1_000


class LeagueSchema(Schema):
    games = _count()
    players = BoundedList(fields.Nested(LeagueRowSchema), max_items=MAX_LEAGUE_PLAYERS, required=True)


class SeasonBeforeSchema(Schema):
    """What the season's earlier parts gave: their summary and league table."""

    summary = fields.Nested(SeasonSummarySchema, required=True)
    league = fields.Nested(LeagueSchema, required=True)


class SeasonRequestSchema(Schema):
    files = fields.List(fields.Nested(SeasonFileSchema), required=True,
                        validate=validate.Length(min=1, error="Invalid value."))  # messages service/text translates
    before = fields.Nested(SeasonBeforeSchema)


def season_limits() -> SeasonLimits:
    """What one request may ask of a season (the settings; the page splits by them too)."""
    settings = current_app.config["SETTINGS"]
    return SeasonLimits(files=settings.MAX_SEASON_FILES, moves=settings.MAX_SEASON_MOVES,
                        containers=settings.MAX_BODY_CONTAINERS)


def wants_json() -> bool:
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return best == "application/json" and "text/html" not in request.accept_mimetypes


def register(blueprint: Blueprint) -> None:
    @blueprint.route("/<game:slug>/season", methods=["GET"])
    def season_page(slug: str):
        """Drop a season's games: their verdicts and the league table."""
        return render_page("pages/season.html", page="season", slug=slug)

    @blueprint.route("/<game:slug>/season", methods=["POST"])
    def season_verdicts(slug: str):
        """The verdicts of the files sent and the league table over them: JSON in, the
        verdicts as HTML (or JSON); or the page's form without JavaScript (the files
        uploaded), the whole page with them."""
        lang = page_language()
        if request.mimetype == "multipart/form-data":
            files = uploaded()
            try:
                answer = season_answer(api(slug), files, lang, limits(), within=season_limits()) if files else None
            except SeasonTooLarge as exc:  # the page says which limit, as the status of the form
                return render_page("pages/season.html", page="season", slug=slug, refused=refusal(exc, lang)), 413
            return render_page("pages/season.html", page="season", slug=slug, season=answer, uploaded=len(files),
                               **result_helpers(slug, lang))
        schema = SeasonRequestSchema()
        raw = parse_json_body(request, schema)
        sent = raw.get("files") if isinstance(raw, dict) else None
        if isinstance(sent, list) and len(sent) > season_limits().files:  # before the schema reads each
            raise Problem("body-too-large", refusal(SeasonTooLarge("season_too_many_files", files=len(sent),
                                                                   limit=season_limits().files), lang))
        try:
            body = schema.load(raw)
        except ValidationError as error:
            raise schema_problem(error, lang, schema) from None
        files = sorted(((f["name"], f["text"]) for f in body["files"]), key=lambda f: f[0])
        try:
            answer = season_answer(api(slug), files, lang, limits(), within=season_limits(), before=body.get("before"))
        except SeasonTooLarge as exc:
            raise Problem("body-too-large", refusal(exc, lang)) from None
        if wants_json():
            return answer
        return render_page("pages/season_result.html", page="season", slug=slug, season=answer,
                           carry={"summary": answer["summary"], "league": answer["league"]},
                           **result_helpers(slug, lang))


def refusal(exc: SeasonTooLarge, lang: str) -> str:
    """Which of a request's season limits was passed, and what to do (send it in parts)."""
    return word(exc.code, lang, **exc.params)


def uploaded() -> list[tuple[str, bytes]]:
    """The files of the page's form, by name: those picked one by one, and a folder's
    ``*.json`` (as the command line reads a folder)."""
    picked = [(f.filename or "", f.read()) for f in request.files.getlist("files") if f.filename]
    folder = [(f.filename, f.read()) for f in request.files.getlist("folder")
              if f.filename and f.filename.lower().endswith(".json")]
    return sorted(picked + folder, key=lambda f: f[0])


def result_helpers(slug: str, lang: str) -> dict:
    titles = catalogue_of(slug).by_id
    return {"move_name": move_name, "rule_title": lambda rule: titles[rule].title[lang] if rule in titles else "",
            "say": Say(slug, lang)}
