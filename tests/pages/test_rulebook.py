"""The rulebook page: every rule of the catalogue at the anchor of its id, in English and
Italian, rulings marked, tables drawn."""

from __future__ import annotations

import re
from html import unescape

import pytest
from markupsafe import Markup

from schemas.registry import api, apis
from service.pages.prose import prose
from service.pages.say import Say
from service.pages.tables import merged, node
from service.verdicts.family import rules_answer

SLUGS = list(apis())


def text_of(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_rule_at_its_anchor_with_title_and_text(client, slug, lang):
    html = client.get(f"/{slug}/rulebook?lang={lang}").get_data(as_text=True)
    catalogue = rules_answer(api(slug))
    articles = re.findall(r'<article class="rule( is-ruling)?" id="([^"]+)"', html)
    assert [a[1] for a in articles] == [r["id"] for s in catalogue["sections"] for r in catalogue["rules"]
                                        if r["section"] == s["id"]]
    plain = text_of(html)
    say = Say(slug, lang)
    for rule in catalogue["rules"]:
        assert len(re.findall(f'id="{re.escape(rule["id"])}"', html)) == 1, rule["id"]
        article = html[html.index(f'id="{rule["id"]}"'):]
        article = article[:article.index("</article>")]
        assert ("is-ruling" in html[html.index(f'id="{rule["id"]}"') - 40:html.index(f'id="{rule["id"]}"')]) \
            == rule["ruling"], rule["id"]
        assert text_of(str(Markup.escape(say.text(rule["title"][lang])))) in text_of(article)
        first_words = re.sub(r"`", "", say.text(rule["text"][lang])).split()[:6]  # the API's names in words
        assert " ".join(first_words) in " ".join(plain.split()), (rule["id"], first_words)
    assert len(re.findall(r'<span class="badge ruling">', html)) == sum(r["ruling"] for r in catalogue["rules"]) + 1


@pytest.mark.parametrize("slug", SLUGS)
def test_every_table_is_drawn(client, slug):
    html = client.get(f"/{slug}/rulebook").get_data(as_text=True)
    tables = [k for k in rules_answer(api(slug)) if k not in ("game", "names", "sections", "rules")]
    assert tables
    for name in tables:
        assert f'id="table-{name}"' in html, name
    assert "<table class=\"data\">" in html


def test_the_page_follows_the_language(client):
    en = client.get("/chocola/rulebook?lang=en").get_data(as_text=True)
    it = client.get("/chocola/rulebook", headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert '<html lang="en">' in en and "Flavours and types" in en and "Regola interpretativa" not in en
    assert '<html lang="it">' in it and "Gusti e tipi" in it and "Regola interpretativa" in it
    assert client.get("/no-such-game/rulebook").status_code == 404


def test_prose_draws_code_lists_and_rule_links_and_escapes():
    html = prose("See `leave` and K1 <b>now</b>.\n\n- one R2\n- two", frozenset({"K1", "R2", "R1"}))
    assert html == Markup('<p>See <code>leave</code> and <a class="rule-ref" href="#K1">K1</a> &lt;b&gt;now&lt;/b&gt;.'
                          '</p><ul><li>one <a class="rule-ref" href="#R2">R2</a></li><li>two</li></ul>')
    assert "rule-ref" not in prose("R10 and XR1", frozenset({"R1"}))  # whole ids only
    assert prose(None) == Markup("")


def test_tables_take_their_shape_from_the_json_and_their_words_from_the_game():
    assert merged({"name_en": "Fear", "name_it": "Paura", "rank": 5}, "it") == {"name": "Paura", "rank": 5}
    say = Say("chokomannaro", "it")
    table = node([{"id": "fear", "name_en": "Fear", "name_it": "Paura", "family": "mood"},
                  {"id": "cinema", "more": True}], say, frozenset())
    # the card said in words, its names left out (the words say them), every header a word
    assert table["kind"] == "table" and table["columns"] == ["carta", "famiglia", "more"]
    assert [str(c["html"]) for c in table["rows"][0]] == ["Paura", "Stato d&#39;animo", "&mdash;"]
    assert str(table["rows"][1][2]["html"]) == "&#10003;"
    fields = node({"rule": "R1", "players": [2, 3]}, Say("chocola", "en"), frozenset({"R1"}))
    assert fields["kind"] == "fields"
    assert [k for k, _ in fields["items"]] == ["rule", "players"]
    assert [str(v["html"]) for _, v in fields["items"]] == ['<a class="rule-ref" href="#R1">R1</a>', "2, 3"]


@pytest.mark.parametrize("slug", SLUGS)
def test_a_table_the_contract_serves_in_english_reads_in_italian(client, slug):
    html = client.get(f"/{slug}/rulebook?lang=it").get_data(as_text=True)
    if slug == "choco-late":
        assert "Composizioni di pari valore" in html and "in ordine lessicografico" in html
        assert "La migliore suddivisione si cerca in modo esatto" in html
