"""Legal-moves entries (the family's shape) as the table's controls: a picker per open field,
every name and value in the game's words."""

from __future__ import annotations

import json

from service.pages.say import Say
from service.pages.table_offers import ONE_OF, RANGE, SUBSET, offer
from service.referee import registry

registry.slugs()  # the catalogues are registered by the engines


def test_a_complete_move_has_no_picker():
    o = offer({"move": {"type": "pass", "player": "ann"}, "rule": "A1"}, Say("choco-late", "it"))
    assert (o.type, o.what, o.player, o.pickers, o.rule, o.chance) == ("pass", "passa", "ann", (), "A1", False)
    assert json.loads(o.move_json) == {"type": "pass", "player": "ann"}


def test_each_form_of_choose_is_a_picker():
    o = offer({"move": {"type": "raise", "player": "bob", "lot": 7},
               "choose": {"amount": {"min": 3, "max": 8},
                          "card": {"one_of": [None, "rum", "nuts"]},
                          "vouchers": {"subset_of": [4, 5, 6], "min_items": 2, "max_items": 3}}}, Say("choco-late", "en"))
    amount, card, vouchers = o.pickers
    assert (amount.kind, amount.label, amount.low, amount.high) == (RANGE, "offer", 3, 8)
    assert card.kind == ONE_OF and [c.value for c in card.choices] == ["null", '"rum"', '"nuts"']
    assert [c.default for c in card.choices] == [True, False, False]
    assert (vouchers.kind, vouchers.label, vouchers.low, vouchers.high) == (SUBSET, "vouchers", 2, 3)
    assert [c.default for c in vouchers.choices] == [True, True, False]  # the fewest allowed, ticked
    assert o.fixed == (("lot", "7"),)  # the open fields are not shown as decided


def test_a_chance_outcome_keeps_its_odds_and_folds_the_apis_details():
    entry = {"move": {"type": "draw", "player": "ann", "card": "rum"}, "rule": "D2", "chance": True,
             "probability": "3/29", "approx": 0.1034, "back": "filling", "probability_given_back": "1/4",
             "approx_given_back": 0.25, "matches": False}
    o = offer(entry, Say("choco-challenge", "it"))
    assert (o.chance, o.probability, o.what) == (True, "3/29", "pesca")
    assert o.fixed == (("carta", "rum"),)
    assert o.extra.inline == (("dorso della prima carta", "Farcitura"),)
    assert [k for k, _ in o.extra.details] == ["circa", "probabilità, visto il dorso", "circa, visto il dorso",
                                               "uguale a una carta davanti"]


def test_a_sample_entry_is_offered_to_edit():
    o = offer({"move": {"type": "deal_second_phase", "reserves": {"ann": ["milk_dark"]}}, "chance": True,
               "sample": True}, Say("chocola", "en"))
    assert o.sample and o.chance and o.extra.inline == () and o.extra.details == ()
    assert o.fixed == (("reserves", "ann: milk / dark"),)


def test_a_structured_value_reads_as_its_fields():
    o = offer({"move": {"type": "stop", "player": "ann"},
               "choose": {"buy": {"one_of": [None, {"position": 3, "card": "cherries"}]}}}, Say("choco-challenge", "it"))
    assert [c.label for c in o.pickers[0].choices] == ["—", "posizione nel mercato: 3; carta: ciliegie"]
