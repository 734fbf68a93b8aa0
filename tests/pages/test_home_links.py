"""The home page links every game's pages: rulebook, season, a tray checker where the game
has one (and the table once served), in the language asked."""

from __future__ import annotations

import re

from schemas.registry import apis


def links(html: str) -> set[tuple[str, str]]:
    return set(re.findall(r'class="page-link" data-kind="(\w+)" href="([^"?]+)', html))


def test_every_game_links_its_pages(client):
    html = client.get("/").get_data(as_text=True)
    found = links(html)
    for slug in apis():
        for kind in ("rulebook", "season"):
            assert (kind, f"/{slug}/{kind}") in found
            assert client.get(f"/{slug}/{kind}").status_code == 200
    assert ("checker", "/choco-late/checker") in found and ("checker", "/chocola/checker") in found
    for kind, href in found:
        assert client.get(href).status_code == 200, href


def test_the_home_page_in_italian(client):
    html = client.get("/?lang=it").get_data(as_text=True)
    assert '<html lang="it">' in html and "I giochi" in html and 'href="/chocola/season?lang=it"' in html
    assert 'href="/chocola/checker?lang=it">Verifica vassoi<' in html


def test_a_game_for_exactly_two_says_two_players(client):
    html = client.get("/").get_data(as_text=True)
    masquerade = html[html.index('id="chokomasquerade"'):]
    assert "<p>2 players</p>" in masquerade[:masquerade.index("</li>")].replace("\n", "")
    assert "2–6 players" in html
