"""The words of the pages, English and Italian, from ``service/text/pages.toml``.

Each section is a page's (``[layout]``, ``[table]``, ``[rulebook]``, ...); each word has
``en`` and ``it``. Templates use the catalogue's notation: ``{name}`` a parameter,
``{n|one|other}`` the word for 1 or for any other number (the ``fill`` filter).
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any

from service.referee.catalogue import render_template
from service.text import LANGUAGES


@lru_cache(maxsize=1)
def catalogue() -> dict[str, dict[str, dict[str, str]]]:
    text = resources.files("service.text").joinpath("pages.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


@lru_cache(maxsize=len(LANGUAGES))
def page_words(lang: str) -> dict[str, dict[str, str]]:
    """Every section's words in `lang`: ``page_words("it")["table"]["step"]``."""
    return {section: {key: texts.get(lang) or texts["en"] for key, texts in words.items()}
            for section, words in catalogue().items()}


def fill(template: str, **params: Any) -> str:
    """A word with its parameters filled in (``{n|move|moves}`` agrees with ``n``)."""
    return render_template(template, params)
