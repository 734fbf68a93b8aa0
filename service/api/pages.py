"""Pages for people: the home page (GET /) listing the games with every page each has (the
referee's table, the rulebook, the season, a tray checker), their rules and documentation,
in English or Italian; and each game's own pages (``register_pages`` of its extras module)."""

from __future__ import annotations

from flask import Blueprint

from service.api.family import apis, extras_module, games_document
from service.pages.context import game_pages, page_language, render_page
from service.pages.say import Say
from service.text import players_text

pages_blp = Blueprint("home", __name__)


@pages_blp.route("/", methods=["GET"])
def home():
    """The home page: the games, their pages, rules and documentation."""
    lang = page_language()
    games = [{**g, "pages": game_pages(g["id"], lang),
              "players_text": players_text(g["players"]["min"], g["players"]["max"], lang),
              "variant_names": [Say(g["id"], lang).value(v, "variants") for v in g["variants"]]}
             for g in games_document()["games"]]
    return render_page("home.html", page="home", games=games)


for _slug in apis():
    _extras = extras_module(_slug)
    if _extras is not None and hasattr(_extras, "register_pages"):
        _extras.register_pages(pages_blp)
