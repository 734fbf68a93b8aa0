"""The setup (S1-S6) and the deal."""

from __future__ import annotations

import copy

import pytest

from schemas.chokomannaro import examples
from service.games.chokomannaro.cards import COPIES
from service.games.chokomannaro.phases import Phase
from service.games.chokomannaro.setup import CHOKOS_EACH, deal, main_deck_after_deal, make_setup
from service.games.chokomannaro.state import State
from service.referee.violations import RuleViolation

NAMES = ["ann", "bob", "cat", "dan", "eve", "fay"]


def base() -> tuple[list[str], dict]:
    history = copy.deepcopy(examples.HISTORY)
    return history["players"], history["setup"]


def broken(players, setup) -> tuple[str, str, str]:
    with pytest.raises(RuleViolation) as caught:
        make_setup(players, setup)
    v = caught.value.violation
    assert v.move_index is None
    return v.rule, v.code, v.pointer


@pytest.mark.rule("S1")
@pytest.mark.parametrize(("players", "code"), [(["ann"], "seating_count"), (NAMES + ["gus"], "seating_count"),
                                               (["ann", "bob", "ann"], "player_listed_twice")])
def test_two_to_six_distinct_players(players, code):
    _, setup = base()
    assert broken(players, setup) == ("S1", code, "/players")


@pytest.mark.rule("S2")
@pytest.mark.parametrize(("chokos", "code"), [({"ann": 20, "bob": 20}, "chokos_missing"),
                                              ({"ann": 20, "bob": 20, "cat": 20, "zed": 20}, "chokos_for_stranger"),
                                              ({"ann": 20, "bob": 21, "cat": 19}, "chokos_count")])
def test_chokos_are_the_tables(chokos, code):
    players, setup = base()
    assert broken(players, {**setup, "chokos": chokos}) == ("S2", code, "/setup/chokos")


@pytest.mark.rule("S2")
def test_without_chokos_each_player_starts_with_the_tables_number():
    for n in range(2, 7):
        setup = deal(NAMES[:n], 3)
        state = State(make_setup(NAMES[:n], {"pairing": setup.pairing, "hands": setup.hands}))
        assert state.chokos == {p: CHOKOS_EACH[n] for p in NAMES[:n]} and sum(state.chokos.values()) == 60


@pytest.mark.rule("S3")
@pytest.mark.parametrize(("pairing", "code"), [(["fear", "robber"], "pairing_count"),
                                               (["fear", "robber", "cinema", "beggar"], "pairing_count"),
                                               (["fear", "robber", "fear"], "pairing_alike")])
def test_three_pairing_cards_of_three_kinds(pairing, code):
    players, setup = base()
    assert broken(players, {**setup, "pairing": pairing}) == ("S3", code, "/setup/pairing")


@pytest.mark.rule("S4")
def test_four_cards_for_every_player_and_nobody_else():
    players, setup = base()
    hands = setup["hands"]
    assert broken(players, {**setup, "hands": {**hands, "ann": hands["ann"][:3]}})[:2] == ("S4", "hand_count")
    assert broken(players, {**setup, "hands": {"ann": hands["ann"], "bob": hands["bob"]}})[:2] == ("S4", "hand_missing")
    assert broken(players, {**setup, "hands": {**hands, "zed": ["fear"] * 4}}) == ("S4", "hand_for_stranger",
                                                                                    "/setup/hands")


@pytest.mark.rule("S5")
def test_no_kind_more_often_than_its_count_and_the_deck_is_the_rest():
    players, setup = base()
    assert broken(players, {**setup, "hands": {**setup["hands"], "bob": ["chokowerewolf"] * 3 + ["fear"]}}) == \
        ("S5", "too_many_copies", "/setup")
    state = State(make_setup(players, setup))
    assert sum(state.deck.values()) == main_deck_after_deal(3) == 43
    assert state.discard == {} and state.quarantine == {} and all(m == [] for m in state.moods.values())
    assert (state.round, state.step, state.phase) == (1, 1, Phase.CHOICE)


@pytest.mark.rule("S6")
@pytest.mark.parametrize(("ages", "code"), [({"ann": 30, "bob": 20}, "age_missing"),
                                            ({"ann": 30, "bob": 20, "cat": 9, "zed": 1}, "age_for_stranger")])
def test_ages_for_every_player_when_given(ages, code):
    players, setup = base()
    assert broken(players, {**setup, "ages": ages}) == ("S6", code, "/setup/ages")
    assert make_setup(players, {**setup, "ages": None}).ages is None


@pytest.mark.rule("S1")
@pytest.mark.rule("S2")
def test_the_setup_is_checked_in_the_order_S1_to_S6():
    players, setup = base()
    everything_wrong = {"chokos": {"ann": 1}, "pairing": ["fear"], "hands": {}, "ages": {}}
    assert broken(players + ["ann"], everything_wrong)[0] == "S1"
    assert broken(players, everything_wrong)[0] == "S2"
    assert broken(players, {**everything_wrong, "chokos": None})[0] == "S3"
    assert broken(players, {**everything_wrong, "chokos": None, "pairing": setup["pairing"]})[0] == "S4"


@pytest.mark.rule("S3")
@pytest.mark.rule("S5")
@pytest.mark.parametrize("players", range(2, 7))
def test_a_deal_is_legal_repeatable_and_dealt_as_at_the_table(players):
    for seed in range(40):
        setup = deal(NAMES[:players], seed)
        assert setup == deal(NAMES[:players], seed)
        assert len(set(setup.pairing)) == 3 and all(len(h) == 4 for h in setup.hands.values())
        assert setup.chokos == {p: CHOKOS_EACH[players] for p in NAMES[:players]}
        dealt = {}
        for kind in (*setup.pairing, *(c for h in setup.hands.values() for c in h)):
            dealt[kind] = dealt.get(kind, 0) + 1
        assert all(n <= COPIES[k] for k, n in dealt.items())
        assert sum(setup.main_deck().values()) == main_deck_after_deal(players)
    assert len({deal(NAMES[:players], seed).pairing for seed in range(40)}) > 30


@pytest.mark.rule("S6")
def test_a_deal_checks_S1_and_S6_and_keeps_the_ages():
    with pytest.raises(RuleViolation) as caught:
        deal(["ann", "bob"], 1, {"ann": 3})
    assert (caught.value.violation.rule, caught.value.violation.pointer) == ("S6", "/ages")
    with pytest.raises(RuleViolation) as caught:
        deal(["ann", "ann"], 1)
    assert caught.value.violation.rule == "S1"
    assert deal(["ann", "bob"], 1, {"bob": 3, "ann": 4.5}).ages == {"ann": 4.5, "bob": 3}
