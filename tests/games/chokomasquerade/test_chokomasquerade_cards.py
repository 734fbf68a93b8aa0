"""The cards (D1-D4): 30 characters on 2 cards each, the set-aside cards only ever found by
a guess, no other card of the box, and only identity matters."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from schemas.chokomasquerade import API
from schemas.chokomasquerade.examples import HISTORY
from service.games.chokomasquerade.cards import CHARACTERS, SET_ASIDE, full_deck, is_card, is_set_aside
from tests.games.chokomasquerade.helpers import CM, M, c, cs, message, position, refused, validate
from tests.helpers import assert_problem

CARD_ERROR = "Unknown card id (D1): a card is chokomannaro or one of mask_01 to mask_29."


def errors_of(client, body, path="/chokomasquerade/validate", lang="en") -> dict[str, str]:
    problem = assert_problem(client.post(path, json=body, headers={"Accept-Language": lang}), 422, "invalid-body")
    return {e["pointer"]: e["message"] for e in problem["errors"]}


@pytest.mark.rule("D1")
def test_the_deck_is_30_characters_on_2_cards_each():
    assert len(CHARACTERS) == 30 and len(set(CHARACTERS)) == 30
    assert CHARACTERS[0] == CM and CHARACTERS[1:] == tuple(f"mask_{i:02d}" for i in range(1, 30))
    assert Counter(full_deck()) == {card: 2 for card in CHARACTERS}
    assert all(is_card(card) for card in CHARACTERS)
    for other in ("mask_00", "mask_30", "mask_1", "Mask_01", "choko", "", None, 7, ["mask_01"]):
        assert not is_card(other)


@pytest.mark.rule("D1")
def test_an_unknown_card_id_breaks_the_schema_wherever_it_is(client):
    body = copy.deepcopy(HISTORY)
    body["setup"]["table"][1] = "mask_30"
    body["setup"]["hands"]["ann"][0] = "Mask_05"
    body["moves"][0]["card"] = 1
    body["deck"] = ["mask_04", "chokomannaro", "choko"]
    errors = errors_of(client, body)
    assert errors == {"/setup/table/1": CARD_ERROR, "/setup/hands/ann/0": CARD_ERROR, "/moves/0/card": CARD_ERROR,
                      "/deck/2": CARD_ERROR}
    italian = errors_of(client, body, lang="it")
    assert italian["/moves/0/card"].startswith("Carta sconosciuta (D1)")


@pytest.mark.rule("D1")
def test_two_cards_pair_exactly_when_they_show_the_same_character():
    state = position([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(1, 2, 5), "bob": cs(6, 7, 8)})
    assert refused(state, M.pair("ann", c(5))).rule == "P1"  # its partner is not on the table
    assert state.refusal(M.pair("ann", c(1))) is None and state.refusal(M.pair("ann", c(2))) is None


@pytest.mark.rule("D2")
def test_the_set_aside_cards_are_only_the_outcomes_of_a_guess(client):
    assert SET_ASIDE == ("choko", "chokomannaro")
    assert all(is_set_aside(found) for found in SET_ASIDE) and not is_set_aside("mask_01")
    assert "choko" not in full_deck()  # never dealt, drawn, laid, paired or counted
    rules = client.get("/chokomasquerade/rules").get_json()
    assert rules["cards"]["set_aside"] == ["choko", "chokomannaro"] and rules["cards"]["total"] == 60
    # a guess that finds anything else breaks the schema (H2); the engine refuses it under D2
    body = copy.deepcopy(HISTORY)
    body["moves"][7]["found"] = "mask_01"
    assert "/moves/7/found" in errors_of(client, body)
    from tests.games.chokomasquerade.helpers import state_after

    state = state_after({**HISTORY, "moves": HISTORY["moves"][:7]})
    problem = refused(state, M.guess("bob", "mask_01"))
    assert problem.rule == "D2" and problem.field == "found" and "choko or chokomannaro" in message(problem)


@pytest.mark.rule("D3")
def test_the_other_cards_of_the_box_are_not_in_the_game(client):
    for other in ("mood_01", "service_01", "action_01", "choko"):
        body = copy.deepcopy(HISTORY)
        body["setup"]["table"][0] = other
        assert errors_of(client, body) == {"/setup/table/0": CARD_ERROR}
    assert len(full_deck()) == 60


def relabel(body: dict, mapping: dict[str, str]) -> dict:
    """A history with every mask renamed by `mapping` (the ChokoMannaro stays)."""
    out = copy.deepcopy(body)
    out["setup"]["table"] = [mapping.get(x, x) for x in out["setup"]["table"]]
    out["setup"]["hands"] = {p: [mapping.get(x, x) for x in h] for p, h in out["setup"]["hands"].items()}
    out.pop("deck", None)
    for move in out["moves"]:
        if "card" in move:
            move["card"] = mapping.get(move["card"], move["card"])
    return out


@pytest.mark.rule("D4")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_only_identity_matters_any_mapping_of_the_masks_gives_the_same_verdicts(seed):
    rng = random.Random(seed)
    masks = list(CHARACTERS[1:])
    shuffled = masks[:]
    rng.shuffle(shuffled)
    mapping = dict(zip(masks, shuffled))
    game = API.random_history(2, seed)
    same = validate(relabel(game, mapping))
    original = validate(game)
    assert same["legal"] and original["legal"]
    assert same["state"]["phase"] == original["state"]["phase"]
    assert {p: len(v) for p, v in same["state"]["pairs"].items()} == \
           {p: len(v) for p, v in original["state"]["pairs"].items()}
    # a corrupted move is caught at the same index, citing the same rule
    broken = copy.deepcopy(game)
    i = next(i for i, m in enumerate(broken["moves"]) if m["type"] == "lay")
    broken["moves"][i]["player"] = "bob" if broken["moves"][i]["player"] == "ann" else "ann"
    a, b = validate(broken)["violation"], validate(relabel(broken, mapping))["violation"]
    assert (a["rule"], a["move_index"]) == (b["rule"], b["move_index"])


@pytest.mark.rule("D1")
def test_a_card_error_names_d1_by_its_rule_not_by_its_text():
    from marshmallow import ValidationError

    from schemas.chokomasquerade.values import CARD_ERROR, schema_error_rule
    from service.problems import RuledMessage, schema_errors

    ruled = ValidationError({"moves": {0: {"card": [RuledMessage("any words", "D1")]}}, "final": [CARD_ERROR]})
    _, errors = schema_errors(ruled, "en", error_rule=schema_error_rule)
    assert [(e["pointer"], e["rule"]) for e in errors] == [("/final", "D1"), ("/moves/0/card", "D1")]
    plain = ValidationError({"moves": {0: {"card": [str(CARD_ERROR)]}}})  # the same words, no rule: by pointer
    assert schema_errors(plain, "en", error_rule=schema_error_rule)[1][0]["rule"] == "H2"
