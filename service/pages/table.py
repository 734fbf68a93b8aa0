"""The referee's table, for every game: ``GET /<slug>/table`` (the page) and
``POST /<slug>/table/view?at=<n>`` (the history as JSON in, the table at step n as an HTML
fragment out: the move list, the picture, the game's log, the verdict, the legal moves and
the score). The picture is the game's template ``pages/games/<slug>/state.html``, drawn from
the validate answer's ``state`` and log; everything else is shared."""

from __future__ import annotations

from flask import Blueprint, current_app, render_template, request
from marshmallow import ValidationError

from schemas.registry import apis
from service.api.family import limits
from service.http.bodies import parse_history_body, schema_problem
from service.referee import registry

from .context import page_language, render_page, rulebook_href
from .prose import code_spans
from .table_view import log_sections, standing_details, table_view
from .values import text
from .words import fill, page_words


def table(slug: str) -> str:
    game = registry.get(slug)
    lang = page_language()
    return render_page("pages/table/page.html", page="table", slug=slug, variants=game.variants,
                       players={"min": game.players.start, "max": game.players.stop - 1}, words_json=page_words(lang)["table"])


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
        raise schema_problem(error, lang, schema) from None
    shown = table_view(api, history, raw["moves"], _at(), lang, limits())
    return render_template("pages/table/view.html", view=shown, lang=lang, t=page_words(lang),
                           state_template=f"pages/games/{slug}/state.html", rulebook_href=rulebook_href,
                           fill=fill, text=text, rule_text=code_spans, log_sections=log_sections, standing_details=standing_details)


def register(blueprint: Blueprint) -> None:
    blueprint.add_url_rule("/<game:slug>/table", "table", table, methods=["GET"])
    blueprint.add_url_rule("/<game:slug>/table/view", "table_view", view, methods=["POST"])
