"""The referee's table, for every game: ``GET /<slug>/table`` (the page) and
``POST /<slug>/table/view?at=<n>`` (the history as JSON in, the table at step n as an HTML
fragment out: the move list, the picture, the game's log, the verdict, the legal moves and
the score). The picture is the game's template ``pages/games/<slug>/state.html``, drawn from
the validate answer's ``state`` and log; everything else is shared."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, render_template, request
from marshmallow import ValidationError

from schemas.registry import apis
from service.api.family import limits
from service.errors import Problem
from service.http.bodies import parse_history_body, schema_problem
from service.referee import registry

from .context import page_language, render_page, rulebook_href
from .prose import moves_linked
from .say import Say
from .table_view import log_sections, standing_details, table_view
from .words import fill, page_words


def table(slug: str) -> str:
    game = registry.get(slug)
    lang = page_language()
    return render_page("pages/table/page.html", page="table", slug=slug, variants=game.variants,
                       players={"min": game.players.start, "max": game.players.stop - 1},
                       words_json=page_words(lang)["table"], say=Say(slug, lang))


def _at() -> int | None:
    """The step asked (``?at=``); None, the last step, when absent or not a number."""
    raw = request.args.get("at", "")
    return int(raw) if raw.isdigit() and len(raw) < 7 else None


def view(slug: str) -> str:
    api = apis()[slug]
    lang = page_language()
    schema = api.history()
    raw = parse_history_body(request, schema, current_app.config["SETTINGS"].MAX_TABLE_MOVES)
    try:
        history = schema.load(raw)
    except ValidationError as error:
        raise refused(error, lang, schema, slug, raw) from None
    shown = table_view(api, history, raw["moves"], _at(), lang, limits())
    return render_template("pages/table/view.html", view=shown, lang=lang, t=page_words(lang), say=Say(slug, lang),
                           state_template=f"pages/games/{slug}/state.html", rulebook_href=rulebook_href,
                           fill=fill, moves_linked=moves_linked, log_sections=log_sections,
                           standing_details=standing_details)


def game_of(raw: Any, slug: str) -> str | None:
    """The other game whose history `raw` is, if any (a game opened at another game's table)."""
    for other, api in apis().items():
        if other == slug:
            continue
        try:
            api.history().load(raw)
        except ValidationError:
            continue
        return other
    return None


def refused(error: ValidationError, lang: str, schema: object, slug: str, raw: Any) -> Problem:
    """The schema's 422, with what a person reads first: ``plain``, one sentence saying what
    the file is not and what to do, and ``table``, the table of the game it is, where it is one."""
    problem = schema_problem(error, lang, schema)
    words = page_words(lang)["table"]
    here = registry.get(slug).names[lang]
    other = game_of(raw, slug)
    if other is not None:
        problem.extra.update(plain=fill(words["other_game"], game=registry.get(other).names[lang], here=here),
                             table=f"/{other}/table?lang={lang}")
    else:
        problem.extra["plain"] = fill(words["not_a_game"], here=here)
    return problem


def register(blueprint: Blueprint) -> None:
    blueprint.add_url_rule("/<game:slug>/table", "table", table, methods=["GET"])
    blueprint.add_url_rule("/<game:slug>/table/view", "table_view", view, methods=["POST"])
