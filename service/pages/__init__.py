"""Pages for people: one skeleton (``templates/pages/layout.html``) for every page of every
game, served by one blueprint (``game_pages``) of plain Flask routes (not part of the OpenAPI document).

- ``/<game:slug>/...``: the ``game`` converter (:mod:`service.pages.routing`) matches the
  registered games only, so a page module names no game;
- every module of this package with a ``register(blueprint)`` function adds its routes
  (the referee's table, the rulebook, the season...); a game's own pages live in
  ``service/pages/games/<package>.py`` (also ``register(blueprint)``), found through the
  registry;
- :mod:`service.pages.context` renders a page with its context: ``lang``, ``t`` (the page
  words of ``service/text/pages.toml`` in that language), ``game`` and its page links.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module
from importlib.util import find_spec

from flask import Blueprint, Flask

from service.referee import registry

from .routing import GameConverter


def _page_modules() -> list:
    shared = [import_module(f"{__name__}.{m.name}") for m in pkgutil.iter_modules(__path__) if not m.ispkg]
    own = []
    for slug in registry.slugs():
        name = f"{__name__}.games.{registry.package_of(slug)}"
        if find_spec(name) is not None:
            own.append(import_module(name))
    return [m for m in shared + own if hasattr(m, "register")]


def register(app: Flask) -> None:
    """Add the ``game`` converter and every page's routes to `app` (a blueprint of its own
    for each app: routes are added to a blueprint before it is registered)."""
    app.url_map.converters["game"] = GameConverter
    blueprint = Blueprint("game_pages", __name__)
    for module in _page_modules():
        module.register(blueprint)
    app.register_blueprint(blueprint)
