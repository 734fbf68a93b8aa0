"""Every worked example of the rules of record (sections 8 and 10) as a test: the positions
they describe, built by hand, and the game of section 8 replayed through validate."""

from __future__ import annotations

import copy

import pytest

from schemas.chokomannaro import API, examples
from service.games.chokomannaro.chokos import pool
from service.games.chokomannaro.phases import Phase
from service.referee.legal import legal_options
from tests import referee_helpers
from tests.games.chokomannaro.positions import M, act, events, plays, position, refused


def validate(history: dict) -> dict:
    return referee_helpers.validate(API, history)


@pytest.mark.rule("R6")
def test_section_8_one_full_round():
    answer = validate(examples.HISTORY)
    assert answer["legal"] is True and answer["moves_checked"] == 17
    s = answer["state"]
    assert s["chokos"] == {"ann": 17, "bob": 19, "cat": 19} and s["eliminated"] == 5
    assert s["pairing"] == ["boredom", "migration"]
    assert s["moods"] == {"ann": [], "bob": ["anxiety"], "cat": []} and s["quarantine"] == {}
    assert sorted(s["hands"]["ann"]) == sorted(["cinema", "beggar", "psychology", "fear"])
    assert sorted(s["hands"]["bob"]) == sorted(["cinema", "masseur", "hairdryer", "boredom"])
    assert sorted(s["hands"]["cat"]) == sorted(["cinema", "peeping_tom", "chokowerewolf", "masseur"])
    assert s["deck"]["count"] == 36
    assert s["discard"] == {"count": 6, "cards": {"fear": 2, "bodyguard": 2, "robber": 2}}
    assert (s["round"], s["step"], s["phase"], s["due"]) == (2, 1, "choice", ["ann", "bob", "cat"])
    told = [(e["move_index"], e["rule"], e["event"]) for e in answer["events"]]
    assert told[:4] == [(2, "P3", "new_pairing"), (2, "P2", "paired"), (2, "P2", "paired"), (2, "A1", "activated")]
    assert (4, "X4", "eliminated") in told and (6, "V3", "mood_discarded") in told and (9, "P3", "new_pairing") in told


def _section_8_with(index: int, **changes) -> dict:
    history = copy.deepcopy(examples.HISTORY)
    history["moves"][index].update(changes)
    return history


@pytest.mark.rule("R4")
@pytest.mark.rule("M1")
@pytest.mark.rule("X4")
@pytest.mark.rule("H2")
@pytest.mark.rule("H3")
@pytest.mark.rule("R3")
@pytest.mark.rule("D2")
@pytest.mark.parametrize(("history", "rule", "index", "pointer"), [
    (_section_8_with(1, card="beggar"), "R4", 1, "/moves/1/card"),
    (_section_8_with(3, target="cat"), "M1", 3, "/moves/3/target"),
    (_section_8_with(4, target="bob"), "X4", 4, "/moves/4/target"),
    (_section_8_with(3, player="bob"), "H2", 3, "/moves/3/player"),
    (_section_8_with(3, card="robber"), "H3", 3, "/moves/3/card"),
    ({**examples.HISTORY, "moves": examples.HISTORY["moves"][:5] + [{"type": "play", "player": "ann", "card": "cinema"}]
      + examples.HISTORY["moves"][5:]}, "R3", 5, "/moves/5/player"),
    (_section_8_with(6, player="bob", card="cinema"), "R3", 6, "/moves/6/player"),
    ({**examples.HISTORY, "moves": examples.HISTORY["moves"][:4] + [{"type": "play", "player": "bob", "card": "cinema"}]},
     "H2", 4, "/moves/4/type"),
    (_section_8_with(10, player="bob"), "H2", 10, "/moves/10/player"),
    ({**examples.HISTORY, "moves": examples.HISTORY["moves"][:10] + [
        {"type": "draw", "player": "ann", "card": "robber"}, {"type": "draw", "player": "bob", "card": "robber"}]},
     "D2", 11, "/moves/11/card"),
])
def test_example_11_violations_of_moves(history, rule, index, pointer):
    v = validate(history)["violation"]
    assert (v["rule"], v["move_index"], v["pointer"]) == (rule, index, pointer), v


@pytest.mark.rule("S2")
@pytest.mark.rule("S3")
@pytest.mark.rule("S4")
@pytest.mark.rule("S5")
@pytest.mark.rule("S6")
@pytest.mark.parametrize(("change", "rule", "pointer"), [
    (lambda s: s["hands"]["ann"].append("fear"), "S4", "/setup/hands"),
    (lambda s: s.update(pairing=["bodyguard", "bodyguard", "robber"]), "S3", "/setup/pairing"),
    (lambda s: s["chokos"].update(ann=15), "S2", "/setup/chokos"),
    (lambda s: s["hands"].update(ann=["fear", "fear", "fear", "psychology"]), "S5", "/setup"),
    (lambda s: s["ages"].pop("cat"), "S6", "/setup/ages"),
])
def test_example_11_violations_of_the_setup(change, rule, pointer):
    history = copy.deepcopy(examples.HISTORY)
    change(history["setup"])
    answer = validate(history)
    v = answer["violation"]
    assert (v["rule"], v["move_index"], v["pointer"]) == (rule, None, pointer)
    assert answer["state"] is None and answer["events"] == []


@pytest.mark.rule("H1")
@pytest.mark.parametrize("move", [{"type": "play", "player": "ann", "card": "joker"},
                                  {"type": "bid", "player": "ann"}, {"type": "play", "player": "ann"}])
def test_example_11_schema_errors(client, move):
    history = {**examples.HISTORY, "moves": [move]}
    r = client.post("/chokomannaro/validate", json=history)
    assert r.status_code == 422 and r.get_json()["type"] == "/problems/invalid-body"
    assert [e["pointer"] for e in r.get_json()["errors"]][0].startswith("/moves/0/")


def _others(state, cards):
    """The players not named play cards that activate nothing (new pairing cards)."""
    return plays(state, cards)


@pytest.mark.rule("V1")
@pytest.mark.rule("V2")
@pytest.mark.rule("V3")
@pytest.mark.rule("V4")
@pytest.mark.rule("K3")
def test_example_1_service_against_a_mood():
    def start():
        return position({"a": 10, "b": 12, "c": 8, "d": 0},
                        {"a": ["psychology", "bodyguard"], "b": ["beggar"], "c": ["hairdryer"], "d": ["migration"]},
                        pairing=["psychology", "bodyguard"],
                        moods={"a": ["anxiety"], "b": ["anxiety"], "c": ["fear", "fear"]})

    state = start()
    assert pool(state.chokos) == 30
    plays(state, {"a": "psychology", "b": "beggar", "c": "hairdryer", "d": "migration"})
    assert state.chokos == {"a": 13, "b": 9, "c": 7, "d": 0} and pool(state.chokos) == 31
    assert state.moods == {"a": [], "b": [], "c": ["fear", "fear"], "d": []}

    state = start()
    plays(state, {"a": "bodyguard", "b": "beggar", "c": "hairdryer", "d": "migration"})
    assert state.chokos == {"a": 13, "b": 11, "c": 5, "d": 0} and pool(state.chokos) == 31
    assert state.moods == {"a": ["anxiety"], "b": ["anxiety"], "c": ["fear"], "d": []}


@pytest.mark.rule("V5")
@pytest.mark.rule("R5")
def test_example_1_an_activator_without_chokos():
    state = position({"a": 0, "b": 12, "c": 8, "d": 10}, {"a": ["psychology", "cinema"], "b": ["beggar"],
                                                          "c": ["hairdryer"], "d": ["migration"]},
                     pairing=["psychology"], moods={"b": ["anxiety"]})
    plays(state, {"a": "psychology", "b": "beggar", "c": "hairdryer", "d": "migration"})
    assert state.chokos == {"a": 0, "b": 12, "c": 8, "d": 10}
    assert [(e["event"], e["rule"]) for e in events(state, "void")] == [("void", "V5")]
    assert state.phase is Phase.CHOICE and state.due == ("a",)


@pytest.mark.rule("X1")
def test_example_2_beggar_of_two_players():
    state = position({"a": 1, "b": 25}, {"a": ["beggar"], "b": ["cinema"]}, pairing=["beggar"])
    assert pool(state.chokos) == 34
    plays(state, {"a": "beggar", "b": "cinema"})
    assert state.chokos == {"a": 5, "b": 21} and pool(state.chokos) == 34


@pytest.mark.rule("X1")
@pytest.mark.rule("K5")
@pytest.mark.rule("Q3")
def test_example_3_beggar_of_four_players():
    state = position({"a": 0, "b": 1, "c": 10, "d": 7}, {"a": ["beggar"], "b": ["cinema"], "c": ["hairdryer"],
                                                         "d": ["migration"]},
                     pairing=["beggar"], moods={"b": ["fear"]}, quarantine={"d": (1, 3)})
    assert pool(state.chokos) == 42
    plays(state, {"a": "beggar", "b": "cinema", "c": "hairdryer", "d": "migration"})
    assert state.chokos == {"a": 5, "b": 0, "c": 8, "d": 5} and pool(state.chokos) == 42
    assert state.moods["b"] == []
    assert [e["rule"] for e in events(state, "mood_discarded")] == ["K5"]


@pytest.mark.rule("W2")
@pytest.mark.rule("W3")
@pytest.mark.rule("W6")
def test_example_4_slaughter_round_the_table():
    state = position({"a": 6, "b": 9, "c": 0, "d": 8},
                     {"a": ["chokowerewolf", "beggar"], "b": ["fear", "masseur", "cinema", "self_defence_course"],
                      "c": ["robber"], "d": ["masseur", "migration", "hairdryer"]},
                     pairing=["chokowerewolf"])
    assert pool(state.chokos) == 37
    plays(state, {"a": "chokowerewolf", "b": "cinema", "c": "robber", "d": "hairdryer"})
    assert state.phase is Phase.SLAUGHTER and (state.slaughter.picker, state.slaughter.victim) == ("a", "b")
    act(state, M.slaughter_pick("a", "fear", "b"))
    assert state.chokos["b"] == 6 and (state.slaughter.picker, state.slaughter.victim) == ("b", "d")
    assert events(state, "skipped")[-1]["player"] == "c"
    act(state, M.slaughter_pick("b", "masseur"), M.slaughter_pick("d", "beggar"))
    assert state.chokos == {"a": 4, "b": 6, "c": 0, "d": 4} and state.slaughter.victim == "b"
    act(state, M.slaughter_pick("a", "self_defence_course", "b"))
    assert state.chokos == {"a": 4, "b": 1, "c": 0, "d": 4} and pool(state.chokos) == 51
    assert state.slaughter is None and events(state, "slaughter_end")[-1]["card"] == "self_defence_course"


@pytest.mark.rule("W4")
@pytest.mark.rule("W5")
@pytest.mark.rule("Q5")
@pytest.mark.rule("Q6")
@pytest.mark.parametrize(("chokos", "after"), [
    ({"a": 10, "b": 6, "c": 7}, {"a": 6, "b": 12, "c": 5}),
    ({"a": 20, "b": 14, "c": 20}, {"a": 16, "b": 26, "c": 18}),
])
def test_example_5_slaughter_and_quarantine(chokos, after):
    # The fourth step: the Chokowerewolf is a's fourth card; b has been quarantined since the
    # first step of this round.
    state = position(chokos, {"a": ["chokowerewolf"], "b": ["fear", "cinema"], "c": ["boredom"]},
                     pairing=["chokowerewolf"], quarantine={"b": (3, 5)}, round=3, due=["a"])
    before = pool(state.chokos)
    plays(state, {"a": "chokowerewolf"})
    act(state, M.slaughter_pick("a", "fear", "b"))
    assert state.chokos["b"] == chokos["b"] and events(state, "shielded")[-1]["player"] == "b"
    act(state, M.slaughter_pick("b", "boredom", "c"))
    assert state.chokos["a"] == chokos["a"] - 4 and events(state, "eliminated")[-1]["rule"] == "W4"
    assert (state.slaughter.picker, state.slaughter.victim) == ("a", "b")
    act(state, M.slaughter_pick("a", "cinema", "b"))
    assert state.chokos == after
    assert state.quarantine == {} and events(state, "quarantine_end")[-1]["rule"] == "Q6"
    assert events(state, "doubled")[-1]["chokos"] == after["b"] - chokos["b"]
    assert pool(state.chokos) == (37 if before == 37 else 0)


@pytest.mark.rule("X2")
@pytest.mark.rule("P3")
@pytest.mark.rule("A1")
@pytest.mark.rule("R5")
def test_example_6_parcel_bomb():
    players = ("a", "b", "c", "d", "e", "f")
    state = position({p: 10 for p in players},
                     {"a": ["parcel_bomb", "fear"], "b": ["hairdryer", "fear"], "c": ["migration", "fear"],
                      "d": ["masseur", "cinema"], "e": ["chokowerewolf"], "f": ["boredom"]},
                     pairing=["parcel_bomb", "hairdryer", "masseur"])
    plays(state, {"a": "parcel_bomb", "b": "hairdryer", "c": "migration", "d": "masseur", "e": "chokowerewolf",
                  "f": "boredom"})
    assert state.chokos == {"a": 9, "b": 9, "c": 9, "d": 14, "e": 9, "f": 9} and pool(state.chokos) == 1
    assert state.pairing == {"chokowerewolf"} and state.pending == {}
    assert state.discard == {"masseur": 2, "parcel_bomb": 2, "hairdryer": 2, "migration": 1, "boredom": 1}
    assert state.phase is Phase.CHOICE and state.due == ("a", "d")
    assert [e["card"] for e in events(state, "destroyed")] == ["boredom", "migration", "hairdryer"]


@pytest.mark.rule("X5")
@pytest.mark.rule("K3")
@pytest.mark.rule("Q2")
def test_example_7_migration_from_a_short_pool():
    state = position({"a": 0, "b": 30, "c": 27}, {"a": ["migration"], "b": ["cinema"], "c": ["fear"]},
                     pairing=["migration"])
    plays(state, {"a": "migration", "b": "cinema", "c": "fear"})
    assert state.chokos == {"a": 3, "b": 30, "c": 27} and pool(state.chokos) == 0
    state = position({"a": 0, "b": 30, "c": 27}, {"a": ["migration"], "b": ["cinema"], "c": ["fear"]},
                     pairing=["migration"], quarantine={"a": (1, 3)})
    plays(state, {"a": "migration", "b": "cinema", "c": "fear"})
    assert state.chokos == {"a": 0, "b": 30, "c": 27} and events(state, "void")[-1]["rule"] == "Q2"


@pytest.mark.rule("P1")
def test_example_8a_identical_cards():
    state = position({"a": 10, "b": 10, "c": 10}, {"a": ["cinema", "beggar"], "b": ["cinema", "beggar"],
                                                   "c": ["fear", "beggar"]}, pairing=["cinema", "fear", "robber"])
    plays(state, {"a": "cinema", "b": "cinema", "c": "fear"})
    assert events(state, "annulled") == [{"move_index": 2, "rule": "P1", "event": "annulled", "card": "cinema",
                                          "players": ["a", "b"]}]
    assert "cinema" in state.pairing and state.discard == {"cinema": 2}
    assert state.phase is Phase.TARGET and state.activating == ("fear", ("c",))
    act(state, M.aim("c", "a"))
    assert state.due == ("c",)


@pytest.mark.rule("W1")
@pytest.mark.rule("W8")
def test_example_8b_two_chokowerewolves():
    def start(ages):
        return position({"a": 7, "b": 7, "c": 12},
                        {"a": ["chokowerewolf", "cinema", "fear"], "b": ["chokowerewolf", "beggar"],
                         "c": ["hairdryer", "bodyguard", "migration"]},
                        pairing=["hairdryer"], ages=ages)

    state = start({"a": 30, "b": 25, "c": 40})
    plays(state, {"a": "chokowerewolf", "b": "chokowerewolf", "c": "hairdryer"})
    assert events(state, "starter")[-1] == {"move_index": 2, "rule": "W8", "event": "starter", "player": "b",
                                                 "by": "age"}
    assert (state.slaughter.picker, state.slaughter.victim) == ("b", "c")
    act(state, M.slaughter_pick("b", "bodyguard", "c"), M.slaughter_pick("c", "cinema", "a"))
    assert state.chokos == {"a": 1, "b": 7, "c": 10}
    assert state.phase is Phase.TARGET and state.activating == ("hairdryer", ("c",))
    act(state, M.aim("c", "b", "hairdryer"))
    assert state.chokos == {"a": 1, "b": 2, "c": 10} and pool(state.chokos) == 47
    assert state.phase is Phase.CHOICE and state.due == ("a", "b", "c")

    for ages in (None, {"a": 30, "b": 30, "c": 40}):
        state = start(ages)
        plays(state, {"a": "chokowerewolf", "b": "chokowerewolf", "c": "hairdryer"})
        assert state.phase is Phase.TOSS and state.to_act() == ("a", "b")
        options = [(o.move.player, str(o.probability)) for o in legal_options(state)]
        assert options == [("a", "1/2"), ("b", "1/2")]
        assert refused(state, M.toss("c")).rule == "W8"


@pytest.mark.rule("E1")
@pytest.mark.rule("W6")
@pytest.mark.rule("W7")
@pytest.mark.rule("K5")
@pytest.mark.rule("E5")
def test_example_9_the_end_mid_slaughter():
    state = position({"a": 3, "b": 2, "c": 5},
                     {"a": ["chokowerewolf", "masseur"], "b": ["anxiety", "psychology", "cinema"],
                      "c": ["fear", "cinema"]},
                     pairing=["chokowerewolf"], moods={"a": ["boredom"]})
    assert pool(state.chokos) == 50
    plays(state, {"a": "chokowerewolf", "b": "cinema", "c": "cinema"})
    act(state, M.slaughter_pick("a", "anxiety", "b"), M.slaughter_pick("b", "fear", "c"))
    assert state.chokos == {"a": 3, "b": 1, "c": 2}
    act(state, M.slaughter_pick("c", "masseur", "a"))
    assert state.chokos["a"] == 0 and state.moods["a"] == [] and not state.finished
    act(state, M.slaughter_pick("a", "psychology", "b"))
    assert state.chokos == {"a": 0, "b": 0, "c": 2} and pool(state.chokos) == 58
    assert state.finished and state.winners == ("c",) and state.phase is Phase.OVER
    standings = state.standings()
    assert [(s.player, s.rank) for s in standings.players] == [("c", 1), ("a", 2), ("b", 2)]
    assert standings.winners == ("c",) and standings.decided_by == ("E1",)
    assert refused(state, M.play("c", "cinema")).rule == "E5"


@pytest.mark.rule("Q4")
@pytest.mark.rule("Q2")
def test_example_10_upkeep_and_short_payment():
    # b activates quarantine in round 1 holding 9.
    state = position({"a": 12, "b": 9}, {"a": ["fear", "boredom"], "b": ["quarantine", "beggar"]},
                     pairing=["quarantine"], deck=["cinema", "cinema", "migration", "hairdryer", "anxiety", "robber"])
    plays(state, {"a": "fear", "b": "quarantine"})
    assert state.quarantine == {"b": (1, 3)}
    plays(state, {"b": "beggar"})  # b is due again (R5): the beggar becomes a pairing card
    act(state, M.draw("a", "cinema"), M.draw("a", "migration"), M.draw("a", "anxiety"),
        M.draw("b", "cinema"), M.draw("b", "hairdryer"), M.draw("b", "robber"), M.draw("b", "cinema"))
    assert state.phase is Phase.QUARANTINE and state.round == 2 and state.to_act() == ("b",)
    act(state, M.quarantine("b", True))
    assert state.chokos["b"] == 9 and events(state, "upkeep")[-1]["chokos"] == 0


@pytest.mark.rule("Q4")
@pytest.mark.rule("Q2")
@pytest.mark.rule("K3")
def test_example_10_from_the_second_round_start():
    state = position({"a": 12, "b": 9}, {"a": ["fear", "boredom"], "b": ["cinema", "beggar"]},
                     pairing=["cinema"], quarantine={"b": (1, 3)}, round=3)
    state.phase, state.deciding = Phase.QUARANTINE, ["b"]
    act(state, M.quarantine("b", True))
    assert state.chokos["b"] == 7 and state.phase is Phase.CHOICE
    plays(state, {"a": "fear", "b": "cinema"})
    assert state.chokos == {"a": 12, "b": 7} and events(state, "void")[-1]["rule"] == "Q2"
    assert state.due == ("b",)
    state = position({"a": 12, "b": 9}, {"a": ["fear"], "b": ["cinema"]}, quarantine={"b": (1, 3)}, round=4)
    state.phase, state.deciding = Phase.QUARANTINE, ["b"]
    act(state, M.quarantine("b", False))
    assert state.quarantine == {} and state.discard == {"quarantine": 2} and state.chokos["b"] == 9


@pytest.mark.rule("X3")
@pytest.mark.rule("K5")
@pytest.mark.rule("Q3")
@pytest.mark.parametrize(("quarantined", "moods", "held", "left"), [(False, ["fear"], 3, 0), (True, [], 8, 3)])
def test_example_10_hairdryer(quarantined, moods, held, left):
    state = position({"a": 20, "b": held, "c": 10}, {"a": ["hairdryer"], "b": ["cinema"], "c": ["beggar"]},
                     pairing=["hairdryer"], moods={"b": moods}, quarantine={"b": (1, 3)} if quarantined else None)
    plays(state, {"a": "hairdryer", "b": "cinema", "c": "beggar"})
    act(state, M.aim("a", "b", "hairdryer"))
    assert state.chokos["b"] == left and state.moods["b"] == []
