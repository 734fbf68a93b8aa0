"""Message templates for every verdict, in English and Italian.

Each engine module keeps its own templates in a module of this package (``cards``,
``trays``, ``game``); :func:`render` looks a code up in all of them. A template is a
``str.format`` string over the violation's parameters.
"""

from __future__ import annotations

from . import cards as _cards
from . import game as _game
from . import trays as _trays

LANGUAGES = ("en", "it")

TEMPLATES: dict[str, dict[str, str]] = {}
for _module in (_cards, _trays, _game):
    for _code, _texts in _module.TEMPLATES.items():
        if _code in TEMPLATES:
            raise RuntimeError(f"message code {_code!r} defined twice")
        TEMPLATES[_code] = _texts


def render(code: str, params: dict, lang: str = "en") -> str:
    texts = TEMPLATES[code]
    template = texts.get(lang) or texts["en"]
    return template.format(**params)
