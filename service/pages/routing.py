"""The ``game`` URL converter: ``/<game:slug>/table`` matches the registered games only."""

from __future__ import annotations

import re

from werkzeug.routing import BaseConverter

from service.referee import registry


class GameConverter(BaseConverter):
    """A registered game's slug (anything else is not a page: 404)."""

    def __init__(self, map, *args, **kwargs) -> None:
        super().__init__(map, *args, **kwargs)
        self.regex = "(?:" + "|".join(re.escape(slug) for slug in registry.slugs()) + ")"
