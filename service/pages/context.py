"""What every page's template is given: ``lang``, ``t``, ``game``, ``page``.

- ``lang``: "en" or "it": ``?lang=`` wins, else the browser's Accept-Language, else English
  (the answer's Content-Language says which);
- ``t``: the page words in that language, by section (``t.layout.home``, ``t.table.step``);
- ``game`` (on a game's pages): ``slug``, ``name`` (in ``lang``), ``names`` (both), and
  ``pages``: the links of the game's pages that exist (``kind``, ``href``, ``label``);
- ``page``: the kind of the page shown (``table``, ``rulebook``...), for ``aria-current``.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import current_app, render_template, request
from werkzeug.exceptions import MethodNotAllowed, NotFound

from service.http.envelope import LANGUAGE
from service.referee import registry
from service.text import LANGUAGES

from .words import fill, page_words

# The pages a game may have, in the order the header lists them (a link only where the
# service has the page: /<slug>/<kind>).
PAGE_KINDS = ("table", "rulebook", "season", "checker")


def page_language() -> str:
    asked = request.args.get("lang")
    if asked in LANGUAGES:
        lang = asked
    else:
        lang = request.accept_languages.best_match(LANGUAGES, default="en") or "en"
    request.environ[LANGUAGE] = lang
    return lang


def _served(path: str) -> bool:
    adapter = current_app.url_map.bind("localhost")
    try:
        adapter.match(path, method="GET")
    except (NotFound, MethodNotAllowed):
        return False
    return True


def _page_kinds(slug: str) -> tuple[str, ...]:
    """The kinds of page the app serves for the game, matched against its URL map once (the
    map does not change once the app serves)."""
    known: dict[str, tuple[str, ...]] = current_app.extensions.setdefault("pages.kinds", {})
    if slug not in known:
        known[slug] = tuple(kind for kind in PAGE_KINDS if _served(f"/{slug}/{kind}"))
    return known[slug]


def game_pages(slug: str, lang: str) -> list[dict[str, str]]:
    """The links to the game's pages the service has, labelled in `lang`."""
    labels = page_words(lang)["layout"]
    return [{"kind": kind, "href": f"/{slug}/{kind}", "label": labels[f"page_{kind}"]} for kind in _page_kinds(slug)]


def game_context(slug: str, lang: str) -> dict[str, Any]:
    names = {code: registry.get(slug).names[code] for code in LANGUAGES}
    return {"slug": slug, "name": names[lang], "names": names, "pages": game_pages(slug, lang)}


def rulebook_href(slug: str, rule: str, lang: str | None = None) -> str:
    """Where a rule id links to: its anchor in the game's rulebook (in `lang`, when given)."""
    query = f"?lang={lang}" if lang in LANGUAGES else ""
    return f"/{slug}/rulebook{query}#{rule}"


def lang_href(code: str) -> str:
    """The language switch's link to this page in `code`: the page's own query kept (a
    checker's picks), only its `lang` replaced."""
    args = [(k, v) for k, v in request.args.items(multi=True) if k != "lang"]
    return "?" + urlencode([*args, ("lang", code)])


def render_page(template: str, *, page: str, slug: str | None = None, **context: Any) -> str:
    """`template` (extending pages/layout.html) with the skeleton's context."""
    lang = page_language()
    game = game_context(slug, lang) if slug is not None else None
    return render_template(template, lang=lang, t=page_words(lang), game=game, page=page,
                           fill=fill, rulebook_href=rulebook_href, lang_href=lang_href, **context)
