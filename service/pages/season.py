"""``/<game>/season``: a season of recorded games checked at once.

GET: the page (drop a folder or several files). POST ``{"files": [{"name", "text"}]}``
(the files' contents, read by the browser; nothing is stored): each game's verdict and the
league table, from :mod:`service.verdicts.season` (the command line's league table too),
as an HTML fragment the page shows, or as JSON when the request accepts only JSON.
"""

from __future__ import annotations

from flask import Blueprint, current_app, request
from marshmallow import Schema, ValidationError, fields, validate

from schemas.registry import api
from service.api.family import limits
from service.http.bodies import parse_json_body, schema_problem
from service.referee.catalogue import catalogue_of
from service.text import move_name
from service.verdicts.season import season_answer

from .context import page_language, render_page
from .say import Say

MAX_NAME = 1000


class SeasonFileSchema(Schema):
    name = fields.String(required=True, validate=validate.Length(max=MAX_NAME, error="Longer than {max} characters."))
    text = fields.String(required=True)


class SeasonRequestSchema(Schema):
    files = fields.List(fields.Nested(SeasonFileSchema), required=True,
                        validate=validate.Length(min=1, error="Invalid value."))  # messages service/text translates


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
            # each file parsed within the body's limit of arrays and objects, as a request's is
            answer = season_answer(api(slug), files, lang, limits(),
                                   current_app.config["SETTINGS"].MAX_BODY_CONTAINERS) if files else None
            return render_page("pages/season.html", page="season", slug=slug, season=answer, uploaded=len(files),
                               **result_helpers(slug, lang))
        schema = SeasonRequestSchema()
        try:
            body = schema.load(parse_json_body(request, schema))
        except ValidationError as error:
            raise schema_problem(error, lang, schema) from None
        files = sorted(((f["name"], f["text"]) for f in body["files"]), key=lambda f: f[0])
        answer = season_answer(api(slug), files, lang, limits())
        if wants_json():
            return answer
        return render_page("pages/season_result.html", page="season", slug=slug, season=answer,
                           **result_helpers(slug, lang))


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
