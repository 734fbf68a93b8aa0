"""The skeleton every page shares: its words, its language, its game links, its routes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask import Flask

from service.pages import context
from service.pages.routing import GameConverter
from service.pages.words import catalogue, fill, page_words
from service.referee import registry
from service.text import LANGUAGES


def test_every_page_word_has_english_and_italian():
    for section, words in catalogue().items():
        for key, texts in words.items():
            assert set(texts) == set(LANGUAGES), f"[{section}.{key}] has {sorted(texts)}"
            assert all(texts[lang].strip() for lang in LANGUAGES), f"[{section}.{key}] is empty"


def test_words_by_language_and_filled():
    assert page_words("it")["layout"]["home"] == catalogue()["layout"]["home"]["it"]
    assert fill("{n} {n|move|moves}", n=1) == "1 move"
    assert fill("{n} {n|move|moves}", n=3) == "3 moves"


def _skeleton_app() -> Flask:
    """A bare app with the skeleton's converter and one page on the layout."""
    import service

    app = Flask("skeleton", root_path=str(Path(service.__file__).parent))
    app.url_map.converters["game"] = GameConverter

    @app.route("/<game:slug>/table")
    def table(slug):
        return context.render_page("pages/layout.html", page="table", slug=slug)

    return app


def test_the_game_converter_matches_registered_games_only():
    app = _skeleton_app()
    client = app.test_client()
    for slug in registry.slugs():
        assert client.get(f"/{slug}/table").status_code == 200
    assert client.get("/no-such-game/table").status_code == 404


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lang_parameter_wins_over_accept_language(lang):
    app = _skeleton_app()
    other = "it" if lang == "en" else "en"
    page = app.test_client().get(f"/chocola/table?lang={lang}", headers={"Accept-Language": other}).text
    assert f'<html lang="{lang}">' in page
    assert page_words(lang)["layout"]["skip"] in page


def test_accept_language_then_english():
    app = _skeleton_app()
    client = app.test_client()
    assert '<html lang="it">' in client.get("/chocola/table", headers={"Accept-Language": "it-IT,it;q=0.9"}).text
    assert '<html lang="en">' in client.get("/chocola/table", headers={"Accept-Language": "de"}).text
    assert '<html lang="en">' in client.get("/chocola/table?lang=fr").text


def test_rule_links_point_at_the_rulebook_anchor():
    assert context.rulebook_href("chocola", "A2") == "/chocola/rulebook#A2"


def test_every_page_word_fills_in_both_languages():
    """Each word's template renders with its parameters, for one and for several."""
    for section, words in catalogue().items():
        for key, texts in words.items():
            for lang in LANGUAGES:
                names = set(re.findall(r"\{(\w+)[}|]", texts[lang]))
                for n in (1, 3):
                    filled = fill(texts[lang], **{name: n for name in names})
                    assert "{" not in filled, f"[{section}.{key}] {lang}: {filled}"
