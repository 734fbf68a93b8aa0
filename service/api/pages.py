"""Pages for people: the home page (GET /) listing the games with their pages, rules and
documentation, and each game's own pages (``register_pages`` of its extras module)."""

from __future__ import annotations

from flask import Blueprint, render_template

from service.api.family import apis, extras_module, games_document
from service.text import players_text

pages_blp = Blueprint("home", __name__)


def game_pages(slug: str) -> list[dict]:
    extras = extras_module(slug)
    pages = getattr(extras, "PAGES", {}) if extras is not None else {}
    labels = {"checker": "tray checker (for organisers)"}
    return [{"href": href, "label": labels.get(name, name)} for name, href in pages.items()]


@pages_blp.route("/", methods=["GET"])
def home():
    """The home page: the games, their pages, rules and documentation."""
    games = [{**g, "pages": game_pages(g["id"]), "players_text": players_text(g["players"]["min"], g["players"]["max"])}
             for g in games_document()["games"]]
    return render_template("home.html", games=games)


for _slug in apis():
    _extras = extras_module(_slug)
    if _extras is not None and hasattr(_extras, "register_pages"):
        _extras.register_pages(pages_blp)
