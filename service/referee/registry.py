"""The games the referee serves, found by slug.

The registration is the tuple ``REGISTERED`` of :mod:`service.games` (one package name per
game); each game package exposes its :class:`~service.referee.protocol.Game` as ``GAME``.
The core names no game: it imports what the registration lists.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module

from .protocol import Game


@lru_cache(maxsize=1)
def _loaded() -> dict[str, tuple[str, Game]]:
    from service.games import REGISTERED

    found: dict[str, tuple[str, Game]] = {}
    for package in REGISTERED:
        game = import_module(f"service.games.{package}").GAME
        if game.slug in found:
            raise RuntimeError(f"game {game.slug} registered twice")
        found[game.slug] = (package, game)
    return found


def games() -> tuple[Game, ...]:
    """Every registered game, in the order of the registration."""
    return tuple(game for _, game in _loaded().values())


def slugs() -> tuple[str, ...]:
    return tuple(_loaded())


def get(slug: str) -> Game:
    return _loaded()[slug][1]


def package_of(slug: str) -> str:
    """The package name of a game (``choco_late``): its engine, schemas, tests share it."""
    return _loaded()[slug][0]
