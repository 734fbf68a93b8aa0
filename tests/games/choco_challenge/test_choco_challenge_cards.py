"""The cards of the edition of record (K1-K5) and the tables GET /choco-challenge/rules serves."""

from __future__ import annotations

import pytest

from service.games.choco_challenge.cards import (BACKS, COPIES, CROWNS, INGREDIENT_SET, KINDS, Back, Kind, back_of,
                                                 crowns_of, dessert_id, edition_problem, matches_any,
                                                 symbol_copies_in_play)
from service.games.choco_challenge.phases import Phase
from service.games.choco_challenge.setup import cards_in_play
from tests.games.choco_challenge.choco_challenge_helpers import M, play, start

DESSERTS = {4: 5, 5: 5, 6: 4, 7: 3, 8: 2, 9: 1}


@pytest.mark.rule("K1")
def test_the_edition_has_110_cards_of_the_table():
    assert sum(COPIES.values()) == 110
    by_kind = {}
    for card, kind in KINDS.items():
        by_kind[kind] = by_kind.get(kind, 0) + COPIES[card]
    assert by_kind == {Kind.BASE: 40, Kind.FILLING: 21, Kind.SPICE: 15, Kind.DESSERT: 20, Kind.TOOL: 13,
                       Kind.MARKER: 1}
    assert {c: COPIES[c] for c in ("nuts", "rum", "cherries", "cinnamon", "vanilla", "ginger", "mint", "chili")} == {
        "nuts": 8, "rum": 7, "cherries": 6, "cinnamon": 5, "vanilla": 4, "ginger": 3, "mint": 2, "chili": 1}
    assert {v: COPIES[dessert_id(v)] for v in DESSERTS} == DESSERTS
    assert (COPIES["whisk"], COPIES["pastry_bag"], COPIES["measuring_cup"]) == (5, 4, 4)


@pytest.mark.rule("K1")
def test_an_id_that_is_no_ingredient_or_a_type_past_its_copies_breaks_k1():
    assert edition_problem("nuts", INGREDIENT_SET) is None
    for bad in ("cocoa", "whisk", "dessert_4", "banana", "", "Nuts", 3, None):
        code, params = edition_problem(bad, INGREDIENT_SET)
        assert code == "not_an_ingredient", bad
    counted: dict[str, int] = {}
    assert edition_problem("chili", INGREDIENT_SET, counted) is None
    code, params = edition_problem("chili", INGREDIENT_SET, counted)
    assert code == "too_many_copies" and params["copies"] == 1 and params["count"] == 2


@pytest.mark.rule("K2")
def test_crowns_are_the_reconstructed_values():
    assert {c: CROWNS[c] for c in ("cocoa", "butter", "sugar", "milk", "nuts", "rum", "cherries")} == dict.fromkeys(
        ("cocoa", "butter", "sugar", "milk", "nuts", "rum", "cherries"), 1)
    assert [crowns_of(c) for c in ("cinnamon", "vanilla", "ginger", "mint", "chili")] == [2, 3, 4, 5, 6]
    assert [crowns_of(dessert_id(v)) for v in DESSERTS] == list(DESSERTS)
    assert sum(CROWNS[dessert_id(v)] * n for v, n in DESSERTS.items()) == 115
    assert CROWNS["whisk"] == CROWNS["pastry_bag"] == CROWNS["measuring_cup"] == CROWNS["first_player"] == 0
    # A pile is 8 + ingredient crowns: the rulebook's piles of 16-18 are 8-10 crowns of 5 ingredients.
    assert 8 + sum(CROWNS[c] for c in ("nuts", "rum", "cherries", "cinnamon", "ginger")) == 17


@pytest.mark.rule("K3")
def test_player_count_symbols_leave_whisks_per_player_and_four_desserts_each():
    for players in (3, 4, 5):
        assert symbol_copies_in_play("whisk", players) == players
        assert symbol_copies_in_play("pastry_bag", players) == symbol_copies_in_play("measuring_cup", players) == \
            players - 1
        piles = [symbol_copies_in_play(dessert_id(v), players) for v in DESSERTS]
        assert sum(piles) == 4 * players
        assert piles == sorted(piles, reverse=True)  # non-increasing in value
    assert [symbol_copies_in_play(dessert_id(v), 4) for v in DESSERTS] == [4, 4, 3, 2, 2, 1]
    assert [symbol_copies_in_play(dessert_id(v), 3) for v in DESSERTS] == [3, 3, 2, 2, 1, 1]


@pytest.mark.rule("K3")
def test_the_rulebook_end_of_game_is_possible_with_the_four_player_piles():
    # R4's desserts: 4s 2/4, 5s 3/4, 6s 3/3, 7s 1/2, 8s 2/2, 9s 1/1: three piles empty.
    held = {4: 2, 5: 3, 6: 3, 7: 1, 8: 2, 9: 1}
    piles = {v: symbol_copies_in_play(dessert_id(v), 4) for v in DESSERTS}
    assert all(held[v] <= piles[v] for v in DESSERTS)
    assert sorted(v for v in DESSERTS if held[v] == piles[v]) == [6, 8, 9]


@pytest.mark.rule("K4")
def test_a_top_card_shows_its_back_class():
    assert {back_of(c) for c in ("cocoa", "butter", "sugar", "milk")} == {Back.BASE}
    assert {back_of(c) for c in ("nuts", "rum", "cherries")} == {Back.FILLING}
    assert {back_of(c) for c in ("cinnamon", "vanilla", "ginger", "mint", "chili")} == {Back.SPICE}
    assert BACKS["whisk"] is Back.FACE_UP and BACKS[dessert_id(4)] is Back.FACE_UP


@pytest.mark.rule("K5")
def test_only_the_same_type_matches():
    assert matches_any("nuts", ["cocoa", "nuts"]) is True
    assert matches_any("rum", ["cocoa", "nuts"]) is False
    assert matches_any("cinnamon", ["vanilla"]) is False


@pytest.mark.rule("K5")
def test_two_different_fillings_do_not_bust_two_nuts_do():
    state = start()
    state.piles["ann"].update({"nuts": 2, "rum": 1})
    play(state, M.draw("ann", "nuts"), M.draw("ann", "rum"))
    assert state.phase is Phase.DRAW and state.in_front["ann"] == ["nuts", "rum"]
    play(state, M.draw("ann", "nuts"))
    assert state.phase is Phase.BUST and state.pending == "nuts"


def test_the_cards_table_of_the_rules_matches_the_edition(client):
    rules = client.get("/choco-challenge/rules").get_json()
    cards = {c["id"]: c for c in rules["cards"]}
    assert set(cards) == set(KINDS)
    assert cards["cinnamon"] == {
        "id": "cinnamon", "label": {"en": "cinnamon", "it": "cannella"}, "kind": "spice", "back": "spice",
        "copies": 5, "crowns": 2, "value": None, "in_play": {"3": 5, "4": 5, "5": 5}, "reconstructed": True,
        "reconstructed_fields": ["crowns"]}
    assert cards["dessert_7"]["in_play"] == {"3": 2, "4": 2, "5": 3} and cards["dessert_7"]["value"] == 7
    assert cards["whisk"]["in_play"] == {"3": 3, "4": 4, "5": 5}
    assert cards["cocoa"]["in_play"] == {"3": 6, "4": 8, "5": 10}
    assert cards["first_player"]["reconstructed"] is False
    for players in (3, 4, 5):
        assert {c: cards[c]["in_play"][str(players)] for c in cards} == cards_in_play(players)
    setup = {row["players"]: row for row in rules["setup"]}
    assert setup[4]["dessert_piles"] == {"4": 4, "5": 4, "6": 3, "7": 2, "8": 2, "9": 1}
    assert setup[3]["tool_piles"] == {"whisk": 0, "pastry_bag": 2, "measuring_cup": 2}
    assert setup[5]["desserts"] == 20 and setup[5]["market"] == 6 and setup[5]["deck"] == 30
    assert [r["number"] for r in rules["rulings"]] == list(range(1, 22))


@pytest.mark.rule("K1")
def test_every_card_is_named_in_both_languages_by_the_catalogue_alone():
    from pathlib import Path

    from service.games.choco_challenge import cards
    from service.referee.catalogue import catalogue_of

    named = catalogue_of("choco-challenge").tables["card_labels"]
    assert set(named) == {c for c in cards.CARD_IDS if not c.startswith("dessert_")} | {"dessert"}
    for card in cards.CARD_IDS:
        assert cards.LABELS_EN[card].strip() and cards.LABELS_IT[card].strip()
    assert (cards.LABELS_EN["dessert_7"], cards.LABELS_IT["dessert_7"]) == ("dessert worth 7", "dolce da 7")
    assert cards.label_it("pastry_bag") == "sac à poche" and cards.label_it("joker") == "joker"
    source = Path(cards.__file__).read_text(encoding="utf-8")
    assert not [w for w in ("cacao", "zucchero", "frusta", "dolce da", "chili pepper") if w in source]
