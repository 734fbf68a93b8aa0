"""Moods (M1, M2), services (V1-V5) and red actions 2°-6° (X1-X5), from small hand-made
positions."""

from __future__ import annotations

import pytest

from service.games.chokomannaro.chokos import pool
from service.games.chokomannaro.phases import Phase
from tests.games.chokomannaro.positions import M, act, events, offered, plays, position, refused


def service(chokos, kind="cinema", *, moods=None, quarantine=None, hands=None):
    """a plays `kind` onto its pairing card; the others play cards that pair with nothing."""
    others = iter(["beggar", "hairdryer", "migration", "robber", "parcel_bomb"])
    hands = hands or {p: [kind] if p == "a" else [next(others)] for p in chokos}
    state = position(chokos, hands, pairing=[kind], moods=moods, quarantine=quarantine)
    plays(state, {p: h[0] for p, h in hands.items()})
    return state


@pytest.mark.rule("M1")
def test_a_mood_goes_to_an_opponent_who_holds_chokos_and_moods_stack():
    state = position({"a": 10, "b": 10, "c": 0}, {"a": ["fear"], "b": ["beggar"], "c": ["robber"]},
                     pairing=["fear"], moods={"b": ["fear"]})
    plays(state, {"a": "fear", "b": "beggar", "c": "robber"})
    assert offered(state) == [M.aim("a", "b", "fear")]  # not herself, not c (no Chokos)
    for target, code in (("a", "target_self"), ("c", "target_without_chokos"), ("zed", "target_unknown")):
        r = refused(state, M.aim("a", target))
        assert (r.rule, r.code, r.field) == ("M1", code, "target")
    act(state, M.aim("a", "b"))
    assert state.moods["b"] == ["fear", "fear"]
    assert events(state, "mood")[-1] == {"move_index": 3, "rule": "M1", "event": "mood", "card": "fear",
                                         "player": "a", "target": "b"}


@pytest.mark.rule("M2")
def test_a_mood_makes_a_matching_service_take_3_even_with_several_instances():
    state = service({"a": 10, "b": 10, "c": 10}, "masseur", moods={"b": ["anxiety", "anxiety"], "c": ["fear"]})
    assert state.chokos == {"a": 10 - 1 + 3 + 1, "b": 7, "c": 9}
    assert state.moods == {"a": [], "b": ["anxiety"], "c": ["fear"]}


@pytest.mark.rule("V1")
def test_the_activator_pays_1_to_the_pool():
    state = service({"a": 10, "b": 10, "c": 10})
    assert events(state, "eliminated")[0] == {"move_index": 2, "rule": "V1", "event": "eliminated",
                                                   "player": "a", "chokos": 1}
    assert pool(state.chokos) == 30 + 1


@pytest.mark.rule("V2")
def test_every_opponent_gives_1_or_3_clockwise_from_the_left():
    state = service({"a": 10, "b": 10, "c": 10, "d": 10}, "cinema", moods={"d": ["boredom"]})
    assert [(e["player"], e["chokos"]) for e in events(state, "transfer")] == [("b", 1), ("c", 1), ("d", 3)]
    assert state.chokos == {"a": 14, "b": 9, "c": 9, "d": 7}


@pytest.mark.rule("V3")
def test_an_opponent_charged_3_loses_one_instance_even_when_short():
    state = service({"a": 10, "b": 2, "c": 10}, "cinema", moods={"b": ["boredom", "boredom"]})
    assert state.chokos["b"] == 0 and events(state, "transfer")[0]["owed"] == 3
    assert [e["rule"] for e in events(state, "mood_discarded")] == ["V3", "K5"]
    assert state.moods["b"] == []


@pytest.mark.rule("V4")
def test_the_activators_own_mood_is_discarded_without_a_move():
    state = service({"a": 10, "b": 10}, "cinema", moods={"a": ["boredom", "boredom"]})
    assert state.moods["a"] == ["boredom"] and events(state, "mood_discarded")[0]["rule"] == "V4"
    state = service({"a": 10, "b": 10}, "cinema", moods={"a": ["fear"]})
    assert state.moods["a"] == ["fear"]


@pytest.mark.rule("V5")
def test_a_service_of_an_activator_without_chokos_or_in_quarantine_is_void():
    state = service({"a": 0, "b": 10, "c": 10}, "cinema")
    assert state.chokos == {"a": 0, "b": 10, "c": 10} and events(state, "void")[0]["rule"] == "V5"
    state = service({"a": 5, "b": 10, "c": 10}, "cinema", quarantine={"a": (1, 3)})
    assert state.chokos == {"a": 5, "b": 10, "c": 10} and events(state, "void")[0]["rule"] == "Q2"
    assert state.phase is Phase.REFILL  # a activated, but holds no card: nobody is due (R2)


@pytest.mark.rule("X1")
@pytest.mark.parametrize(("chokos", "after"), [
    ({"a": 3, "b": 10}, {"a": 7, "b": 6}),
    ({"a": 3, "b": 10, "c": 1}, {"a": 6, "b": 8, "c": 0}),
    ({"a": 0, "b": 10, "c": 10, "d": 10}, {"a": 6, "b": 8, "c": 8, "d": 8}),
])
def test_beggar_every_opponent_gives_2_or_4_of_two_players(chokos, after):
    state = service(chokos, "beggar", hands={p: ["beggar"] if p == "a" else ["cinema"] for p in chokos})
    assert state.chokos == after


@pytest.mark.rule("X2")
def test_parcel_bomb_destroys_pairing_cards_and_pending_pairs_but_not_the_chokowerewolf():
    state = position({"a": 10, "b": 10, "c": 10}, {"a": ["parcel_bomb"], "b": ["migration"], "c": ["robber"]},
                     pairing=["parcel_bomb", "migration", "chokowerewolf", "cinema", "fear"],
                     moods={"c": ["anxiety"]}, quarantine={"b": (1, 3)})
    plays(state, {"a": "parcel_bomb", "b": "migration", "c": "robber"})
    assert state.pairing == {"chokowerewolf"} and state.pending == {}
    assert state.moods["c"] == ["anxiety"] and "b" in state.quarantine
    assert [(e["card"], e.get("player")) for e in events(state, "destroyed")] == [
        ("fear", None), ("cinema", None), ("robber", None), ("migration", "b")]
    assert state.chokos == {"a": 10, "b": 10, "c": 10}


@pytest.mark.rule("X3")
def test_hairdryer_takes_5_from_an_opponent_who_holds_chokos():
    state = position({"a": 0, "b": 7, "c": 10}, {"a": ["hairdryer"], "b": ["beggar"], "c": ["cinema"]},
                     pairing=["hairdryer"])
    plays(state, {"a": "hairdryer", "b": "beggar", "c": "cinema"})
    assert refused(state, M.aim("a", "a")).rule == "X3"
    act(state, M.aim("a", "b"))
    assert state.chokos == {"a": 0, "b": 2, "c": 10} and pool(state.chokos) == 48


@pytest.mark.rule("X4")
def test_robber_takes_4_to_the_pool_not_to_the_activator():
    state = position({"a": 5, "b": 3, "c": 10}, {"a": ["robber"], "b": ["beggar"], "c": ["cinema"]},
                     pairing=["robber"])
    plays(state, {"a": "robber", "b": "beggar", "c": "cinema"})
    assert refused(state, M.aim("a", "b", "hairdryer")).rule == "H3"
    act(state, M.aim("a", "b", "robber"))
    assert state.chokos == {"a": 5, "b": 0, "c": 10}
    assert events(state, "eliminated")[-1] == {"move_index": 3, "rule": "X4", "event": "eliminated",
                                                    "player": "b", "chokos": 3, "owed": 4}


@pytest.mark.rule("X5")
def test_migration_brings_6_from_the_pool():
    state = service({"a": 0, "b": 20, "c": 20}, "migration",
                    hands={"a": ["migration"], "b": ["cinema"], "c": ["beggar"]})
    assert state.chokos["a"] == 6 and pool(state.chokos) == 14
    assert events(state, "received")[-1] == {"move_index": 2, "rule": "X5", "event": "received", "player": "a",
                                             "chokos": 6}
