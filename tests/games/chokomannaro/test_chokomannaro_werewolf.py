"""The Chokowerewolf (W1-W9), from small hand-made positions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from service.games.chokomannaro.phases import Phase
from service.referee.legal import legal_options
from tests.games.chokomannaro.positions import M, act, events, offered, plays, position, refused


def slaughter(chokos, hands, *, quarantine=None, ages=None, first=None):
    """`first` (default: the first player) activates a Chokowerewolf alone, in a later step."""
    first = first or next(iter(chokos))
    hands = {p: (["chokowerewolf"] if p == first else []) + list(h) for p, h in hands.items()}
    state = position(chokos, hands, pairing=["chokowerewolf"], quarantine=quarantine, ages=ages, due=[first])
    plays(state, {first: "chokowerewolf"})
    return state


@pytest.mark.rule("W1")
def test_two_chokowerewolves_make_one_pair_with_two_activators():
    state = position({"a": 5, "b": 9, "c": 9}, {"a": ["chokowerewolf", "fear"],
                                                "b": ["chokowerewolf", "fear", "beggar"],
                                                "c": ["beggar", "cinema", "migration"]})
    plays(state, {"a": "chokowerewolf", "b": "chokowerewolf", "c": "beggar"})
    assert events(state, "paired")[0] == {"move_index": 2, "rule": "W1", "event": "paired", "card": "chokowerewolf",
                                          "players": ["a", "b"]}
    assert events(state, "activated")[0]["players"] == ["a", "b"]
    assert events(state, "starter")[0]["player"] == "a" and events(state, "starter")[0]["by"] == "chokos"
    act(state, M.slaughter_pick("a", "fear", "b"), M.slaughter_pick("b", "cinema", "c"))
    assert state.phase is Phase.CHOICE and state.due == ("a", "b")  # both activated (R5)


@pytest.mark.rule("W2")
def test_the_picker_takes_a_card_from_the_first_holder_to_the_left():
    state = slaughter({"a": 10, "b": 10, "c": 10}, {"a": [], "b": ["fear", "cinema"], "c": ["beggar"]})
    assert (state.phase, state.to_act()) == (Phase.SLAUGHTER, ("a",))
    assert offered(state) == [M.slaughter_pick("a", "fear", "b"), M.slaughter_pick("a", "cinema", "b")]
    r = refused(state, M.slaughter_pick("a", "beggar"))
    assert (r.rule, r.field, r.params["victim"]) == ("W2", "card", "b")
    assert refused(state, M.slaughter_pick("a", "fear", "c")).rule == "H3"
    assert refused(state, M.slaughter_pick("b", "fear")).rule == "H2"
    act(state, M.slaughter_pick("a", "fear"))
    assert state.hands["b"] == {"cinema": 1} and state.discard.get("fear", 0) >= 1


@pytest.mark.rule("W3")
@pytest.mark.parametrize(("card", "goes_on"), [("anxiety", True), ("bodyguard", True), ("fear", True),
                                               ("masseur", True), ("self_defence_course", False), ("migration", False)])
def test_the_victim_loses_the_order_number_and_1_to_4_go_on(card, goes_on):
    state = slaughter({"a": 10, "b": 10, "c": 10}, {"a": [], "b": [card, "beggar"], "c": ["cinema"]})
    act(state, M.slaughter_pick("a", card, "b"))
    order = {"anxiety": 1, "bodyguard": 2, "fear": 3, "masseur": 4, "self_defence_course": 5, "migration": 6}[card]
    assert state.chokos["b"] == 10 - order
    if goes_on:
        assert (state.slaughter.picker, state.slaughter.victim) == ("b", "c")
    else:
        assert state.slaughter is None and events(state, "slaughter_end")[-1]["card"] == card


@pytest.mark.rule("W4")
def test_an_empty_hand_loses_4_without_a_move_and_picks():
    state = slaughter({"a": 10, "b": 10, "c": 10}, {"a": ["fear"], "b": [], "c": []})
    # b and c hold no cards: each loses 4, then c picks from a.
    assert state.chokos == {"a": 10, "b": 6, "c": 6}
    assert [e["rule"] for e in events(state, "eliminated")] == ["W4", "W4"]
    assert (state.slaughter.picker, state.slaughter.victim, state.to_act()) == ("c", "a", ("c",))


@pytest.mark.rule("W5")
def test_a_quarantined_victim_loses_nothing_but_the_card_and_picks_on():
    state = slaughter({"a": 10, "b": 10, "c": 10}, {"a": [], "b": ["fear", "cinema"], "c": ["beggar"]},
                      quarantine={"b": (1, 3)})
    act(state, M.slaughter_pick("a", "fear", "b"))
    assert state.chokos["b"] == 10 and state.hands["b"] == {"cinema": 1}
    assert events(state, "shielded")[-1] == {"move_index": 1, "rule": "W5", "event": "shielded", "player": "b",
                                             "chokos": 3, "card": "fear"}
    assert (state.slaughter.picker, state.slaughter.victim) == ("b", "c")


@pytest.mark.rule("W6")
def test_players_without_chokos_are_skipped_but_still_pick():
    state = slaughter({"a": 0, "b": 0, "c": 10, "d": 10}, {"a": [], "b": ["fear"], "c": ["fear"], "d": ["cinema"]})
    assert events(state, "skipped") == [{"move_index": 0, "rule": "W6", "event": "skipped", "player": "b"}]
    assert (state.slaughter.picker, state.slaughter.victim) == ("a", "c")
    act(state, M.slaughter_pick("a", "fear", "c"))
    assert (state.slaughter.picker, state.slaughter.victim) == ("c", "d")
    act(state, M.slaughter_pick("c", "cinema", "d"))
    assert state.chokos == {"a": 0, "b": 0, "c": 7, "d": 4}


@pytest.mark.rule("W7")
@pytest.mark.rule("E1")
def test_each_loss_is_an_effect_and_the_game_may_end_mid_slaughter():
    state = slaughter({"a": 10, "b": 2}, {"a": ["cinema"], "b": ["fear", "psychology"]})
    assert (state.phase, state.slaughter.victim) == (Phase.SLAUGHTER, "b")
    act(state, M.slaughter_pick("a", "fear", "b"))
    assert state.finished and state.winners == ("a",) and state.phase is Phase.OVER
    assert state.activating == ("chokowerewolf", ("a",)) and state.slaughter is not None


@pytest.mark.rule("W8")
@pytest.mark.parametrize(("chokos", "ages", "starter", "by"), [
    ({"a": 9, "b": 5, "c": 10}, None, "b", "chokos"),
    ({"a": 5, "b": 5, "c": 10}, {"a": 20, "b": 30, "c": 5}, "a", "age"),
    ({"a": 5, "b": 5, "c": 10}, {"a": 20.5, "b": 20.25, "c": 5}, "b", "age"),
])
def test_the_starter_holds_fewer_chokos_then_is_younger(chokos, ages, starter, by):
    state = position(chokos, {"a": ["chokowerewolf", "fear"], "b": ["chokowerewolf", "fear"], "c": ["beggar", "fear"]},
                     ages=ages)
    plays(state, {"a": "chokowerewolf", "b": "chokowerewolf", "c": "beggar"})
    assert events(state, "starter")[-1] == {"move_index": 2, "rule": "W8", "event": "starter", "player": starter,
                                            "by": by}
    assert state.slaughter.picker == starter


@pytest.mark.rule("W8")
@pytest.mark.rule("D5")
def test_a_toss_names_the_starter_among_the_two_activators():
    state = position({"a": 5, "b": 9, "c": 5}, {"a": ["chokowerewolf", "fear"], "b": ["beggar", "fear"],
                                                "c": ["chokowerewolf", "cinema"]}, ages={"a": 7, "b": 7, "c": 7})
    plays(state, {"a": "chokowerewolf", "b": "beggar", "c": "chokowerewolf"})
    assert state.phase is Phase.TOSS and state.to_act() == ("a", "c")
    assert [(o.move, o.probability) for o in legal_options(state)] == [(M.toss("a"), Fraction(1, 2)),
                                                                       (M.toss("c"), Fraction(1, 2))]
    r = refused(state, M.toss("b"))
    assert (r.rule, r.field) == ("W8", "player")
    act(state, M.toss("c"))
    assert events(state, "starter")[-1]["by"] == "toss" and state.slaughter.picker == "c"
    assert state.slaughter.victim == "a"


@pytest.mark.rule("W9")
def test_the_end_doubles_ends_quarantines_discards_the_pair_and_goes_on():
    state = position({"a": 10, "b": 10, "c": 10},
                     {"a": ["chokowerewolf", "fear"], "b": ["cinema", "fear"], "c": ["hairdryer", "fear"]},
                     pairing=["chokowerewolf", "hairdryer"], quarantine={"b": (1, 3)})
    plays(state, {"a": "chokowerewolf", "b": "fear", "c": "hairdryer"})
    discarded = state.discard.get("chokowerewolf", 0)
    act(state, M.slaughter_pick("a", "cinema", "b"))
    assert [(e["rule"], e["event"]) for e in state.events[-5:]] == [
        ("W5", "shielded"), ("W9", "slaughter_end"), ("Q5", "doubled"), ("Q6", "quarantine_end"), ("A1", "activated")]
    assert state.discard["chokowerewolf"] == discarded + 2 and state.quarantine == {}
    assert state.activating == ("hairdryer", ("c",)) and state.phase is Phase.TARGET
