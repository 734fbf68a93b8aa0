"""Every registered game's JSON (``schemas.<package>.API``), by slug, in the order of the
registration (:mod:`service.games`)."""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module

from schemas.common import GameApi
from service.referee import registry


@lru_cache(maxsize=1)
def apis() -> dict[str, GameApi]:
    return {slug: import_module(f"schemas.{registry.package_of(slug)}").API for slug in registry.slugs()}


@lru_cache(maxsize=None)
def api(slug: str) -> GameApi:
    """One game's JSON, importing that game's schemas only."""
    return import_module(f"schemas.{registry.package_of(slug)}").API
