"""Legal-moves entries (the family's shape) as the table's controls: a picker per open field."""

from __future__ import annotations

import json

from service.pages.table_offers import ONE_OF, RANGE, SUBSET, offer


def test_a_complete_move_has_no_picker():
    o = offer({"move": {"type": "pass", "player": "ann"}, "rule": "A1"})
    assert (o.type, o.player, o.pickers, o.rule, o.chance) == ("pass", "ann", (), "A1", False)
    assert json.loads(o.move_json) == {"type": "pass", "player": "ann"}


def test_each_form_of_choose_is_a_picker():
    o = offer({"move": {"type": "raise", "player": "bob", "lot": 7},
               "choose": {"amount": {"min": 3, "max": 8},
                          "card": {"one_of": [None, "rum", "nuts"]},
                          "pay": {"subset_of": ["a", "b", "c"], "min_items": 2, "max_items": 3}}})
    amount, card, pay = o.pickers
    assert (amount.kind, amount.low, amount.high) == (RANGE, 3, 8)
    assert card.kind == ONE_OF and [c.value for c in card.choices] == ["null", '"rum"', '"nuts"']
    assert [c.default for c in card.choices] == [True, False, False]
    assert (pay.kind, pay.low, pay.high) == (SUBSET, 2, 3)
    assert [c.default for c in pay.choices] == [True, True, False]  # the fewest allowed, ticked
    assert o.fixed == (("lot", 7),)  # the open fields are not shown as decided


def test_a_chance_outcome_keeps_its_odds_and_the_games_own_fields():
    o = offer({"move": {"type": "draw", "player": "ann", "card": "rum"}, "rule": "D2", "chance": True,
               "probability": "3/29", "approx": 0.1034, "back": "spices"})
    assert (o.chance, o.probability) == (True, "3/29")
    assert o.extra == (("back", "spices"),)


def test_a_sample_entry_is_offered_to_edit():
    o = offer({"move": {"type": "deal", "hands": {"ann": [1, 2]}}, "chance": True, "sample": True})
    assert o.sample and o.chance and o.extra == ()


def test_a_structured_value_reads_as_its_fields():
    o = offer({"move": {"type": "stop", "player": "ann"},
               "choose": {"buy": {"one_of": [None, {"position": 3, "card": "cherries"}]}}})
    assert [c.label for c in o.pickers[0].choices] == ["—", "position: 3; card: cherries"]
