"""Choco Late's tray checker (/choco-late/checker) without a browser: every worked example of
the rulebook scores as it says, two trays and the best split, a card picked on the deck, the
words for people (no number typed as a word, a rule that refuses a tray), both languages."""

from __future__ import annotations

import re
from html import unescape

import pytest

from service.pages.games.choco_late import examples, picked
from service.referee.catalogue import catalogue_of
from werkzeug.datastructures import MultiDict


def page(client, query: str) -> str:
    answer = client.get(f"/choco-late/checker?{query}")
    assert answer.status_code == 200 and answer.mimetype == "text/html"
    return unescape(answer.get_data(as_text=True))


def test_the_page_is_on_the_skeleton_with_the_rulebooks_examples(client):
    html = page(client, "lang=it")
    assert 'class="skip"' in html and 'class="lang-switch"' in html and 'aria-current="page"' in html
    assert html.count('class="button example"') == len(catalogue_of("choco-late").words.pages["checker"]["examples"])
    assert 'href="/choco-late/rulebook?lang=it#C2"' in html
    assert html.count('class="cell') == 100 and html.count('tabindex="0"') >= 1


@pytest.mark.rule("C2")
@pytest.mark.parametrize("example", examples("en"), ids=lambda e: " | ".join(" ".join(map(str, t)) for t in e["trays"]))
def test_every_worked_example_scores_as_the_rulebook_says(client, example):
    html = page(client, example["href"].split("?", 1)[1].split("#")[0])
    if len(example["trays"]) == 1:
        assert f'data-tray="0" data-points="{example["points"]}"' in html
    else:
        assert f'data-total="{example["points"]}"' in html


def test_two_trays_and_their_best_split(client):
    html = page(client, "trays=2&t1=46+16+11+33&t2=39+28+7+45&split=1")
    assert 'data-total="27"' in html and 'id="split"' in html and 'id="apply-split"' in html
    best = int(re.search(r'id="split" data-total="(\d+)"', html).group(1))
    assert best >= 27


def test_a_card_picked_on_the_deck_joins_the_tray_chosen_or_leaves_its_tray():
    trays, _, count = picked(MultiDict([("trays", "2"), ("t1", "1 2"), ("t2", "3"), ("to", "2"), ("pick", "7")]))
    assert (trays, count) == ([[1, 2], [3, 7]], 2)
    trays, _, _ = picked(MultiDict([("t1", "1 2"), ("pick", "2")]))
    assert trays == [[1]]


def test_what_is_no_card_number_is_said_before_anything_is_scored(client):
    html = page(client, "lang=it&t1=26+abc")
    assert "Non sono numeri di carta: abc" in html and 'aria-invalid="true"' in html
    assert 'data-points=' not in html


@pytest.mark.rule("D1")
def test_a_rule_that_refuses_a_tray_is_named(client):
    html = page(client, "lang=en&t1=26+26")
    assert 'id="refused" data-rule="D1"' in html and 'href="/choco-late/rulebook?lang=en#D1"' in html


def test_the_combinations_are_said_in_the_pages_language(client):
    assert "two pairs: 27 32 43 48" in page(client, "lang=en&t1=31+27+32+43+48")
    assert "Doppia coppia: 27 32 43 48" in page(client, "lang=it&t1=31+27+32+43+48")
