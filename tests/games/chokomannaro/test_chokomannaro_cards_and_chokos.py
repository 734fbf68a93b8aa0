"""The cards of the edition of record (C1-C6) and the Chokos (K1-K5), from small hand-made
positions."""

from __future__ import annotations

import pytest

from service.games.chokomannaro import cards
from service.games.chokomannaro.cards import ACTS_ON, COPIES, DECK, MOODS, ORDER, RANK, SERVICES
from service.games.chokomannaro.chokos import holders, pool, settle
from service.games.chokomannaro.phases import Phase
from service.games.chokomannaro.places import card_places
from tests.games.chokomannaro.positions import M, act, events, plays, position, refused


@pytest.mark.rule("C1")
def test_the_box_holds_58_cards_of_17_kinds_60_chokos_and_2_set_aside():
    assert cards.main_deck() == DECK and len(DECK) == 17 and sum(DECK.values()) == 58
    assert sum(DECK.values()) + cards.CHOKO_CARDS + cards.MASQUERADE_CARDS == cards.BOX == 120


@pytest.mark.rule("C2")
def test_counts_per_kind():
    assert {k for k in COPIES if COPIES[k] == 4} == MOODS | SERVICES
    assert COPIES["chokowerewolf"] == COPIES["quarantine"] == 2
    assert [COPIES[k] for k in ("peeping_tom", "beggar", "parcel_bomb", "hairdryer", "robber", "migration")] == [3] * 6
    families = {}
    for kind in cards.KIND_IDS:
        families[cards.FAMILY[kind]] = families.get(cards.FAMILY[kind], 0) + COPIES[kind]
    assert {f.value: n for f, n in families.items()} == {"mood": 12, "service": 24, "green_action": 5,
                                                         "red_action": 17}


@pytest.mark.rule("C3")
def test_order_numbers():
    assert [ORDER[k] for k in ("anxiety", "boredom", "fear")] == [1, 2, 3]
    assert [ORDER[k] for k in ("psychology", "bodyguard", "chokowerewolf_game", "masseur", "self_defence_course",
                               "cinema")] == [1, 2, 3, 4, 5, 6]
    assert [ORDER[k] for k in ("chokowerewolf", "beggar", "parcel_bomb", "hairdryer", "robber", "migration")] == \
        [1, 2, 3, 4, 5, 6]
    assert ORDER["peeping_tom"] == ORDER["quarantine"] == 1


@pytest.mark.rule("C4")
def test_rank_is_green_moods_services_red():
    assert list(cards.BY_RANK) == ["peeping_tom", "quarantine", "anxiety", "boredom", "fear", "psychology",
                                   "bodyguard", "chokowerewolf_game", "masseur", "self_defence_course", "cinema",
                                   "chokowerewolf", "beggar", "parcel_bomb", "hairdryer", "robber", "migration"]
    assert sorted(RANK.values()) == list(range(1, 18))


@pytest.mark.rule("C4")
def test_quarantine_activates_before_a_chokowerewolf_of_the_same_step():
    state = position({"a": 10, "b": 10, "c": 10}, {"a": ["chokowerewolf"], "b": ["quarantine", "fear"],
                                                   "c": ["beggar"]}, pairing=["chokowerewolf", "quarantine"])
    plays(state, {"a": "chokowerewolf", "b": "quarantine", "c": "beggar"})
    assert [e["card"] for e in events(state, "activated")] == ["quarantine", "chokowerewolf"]
    act(state, M.slaughter_pick("a", "fear", "b"))
    assert state.chokos["b"] == 10 and events(state, "shielded")


@pytest.mark.rule("C5")
def test_each_service_acts_on_one_mood_and_each_mood_has_two_services():
    assert ACTS_ON == {"psychology": "anxiety", "masseur": "anxiety", "chokowerewolf_game": "boredom",
                       "cinema": "boredom", "bodyguard": "fear", "self_defence_course": "fear"}
    assert all(list(ACTS_ON.values()).count(m) == 2 for m in MOODS)
    assert cards.acts_on("fear") is None


@pytest.mark.rule("C6")
def test_every_card_is_in_exactly_one_place_with_moods_quarantine_played_and_peeked():
    state = position({"a": 10, "b": 10, "c": 10}, {"a": ["peeping_tom", "cinema"], "b": ["fear"], "c": ["beggar"]},
                     pairing=["peeping_tom"], moods={"c": ["anxiety", "anxiety"]}, quarantine={"b": (1, 3)},
                     discard=["robber", "cinema"])
    act(state, M.play("a", "peeping_tom"))
    assert card_places(state)["played:a"] == {"peeping_tom": 1}
    act(state, M.play("b", "fear"), M.play("c", "beggar"))
    assert state.phase is Phase.PEEK
    kinds = sorted(state.deck)
    act(state, M.peek("a", kinds[0]))
    places = card_places(state)
    assert places["peek"] == {kinds[0]: 1} and places["table"]["peeping_tom"] == 2
    assert places["moods:c"] == {"anxiety": 4} and places["quarantine:b"] == {"quarantine": 2}


@pytest.mark.rule("K1")
def test_chokos_are_counted_and_holders_are_those_with_some():
    assert holders({"a": 0, "b": 3, "c": 1}) == ["b", "c"]
    state = position({"a": 0, "b": 3, "c": 10}, {"a": ["robber"], "b": ["cinema"], "c": ["fear"]}, pairing=["robber"])
    plays(state, {"a": "robber", "b": "cinema", "c": "fear"})
    act(state, M.aim("a", "b"))
    assert state.chokos == {"a": 0, "b": 0, "c": 10} and holders(state.chokos) == ["c"] and state.finished
    assert all(type(n) is int for n in state.chokos.values())


@pytest.mark.rule("K2")
def test_the_pool_is_60_minus_what_players_hold_and_gets_costs_and_losses():
    assert pool({"a": 20, "b": 20, "c": 20}) == 0
    state = position({"a": 20, "b": 20, "c": 20}, {"a": ["cinema"], "b": ["robber"], "c": ["fear"]},
                     pairing=["cinema", "robber"])
    plays(state, {"a": "cinema", "b": "robber", "c": "fear"})
    assert pool(state.chokos) == 1  # the service cost (V1)
    act(state, M.aim("b", "c"))
    assert pool(state.chokos) == 5 and state.chokos["b"] == 20 - 1  # the Robber's Chokos go to the pool


@pytest.mark.rule("K3")
def test_short_payers_pay_what_they_hold_and_a_short_pool_gives_what_it_holds():
    assert settle(2, 3) == 2 and settle(5, 3) == 3 and settle(0, 1) == 0
    state = position({"a": 10, "b": 2}, {"a": ["cinema"], "b": ["beggar"]}, pairing=["cinema"],
                     moods={"b": ["boredom"]})
    plays(state, {"a": "cinema", "b": "beggar"})
    assert state.finished and state.chokos == {"a": 11, "b": 0}
    assert events(state, "transfer")[-1] == {"move_index": 1, "rule": "V2", "event": "transfer", "player": "b",
                                                  "to": "a", "chokos": 2, "owed": 3}


@pytest.mark.rule("K4")
def test_a_player_without_chokos_plays_activates_and_comes_back_but_is_never_a_target():
    state = position({"a": 0, "b": 10, "c": 10}, {"a": ["beggar", "fear"], "b": ["fear", "cinema"],
                                                  "c": ["migration"]}, pairing=["beggar", "fear"])
    assert state.due == ("a", "b", "c")
    plays(state, {"a": "beggar", "b": "fear", "c": "migration"})
    assert state.phase is Phase.TARGET and state.activating == ("fear", ("b",))
    assert refused(state, M.aim("b", "a")).rule == "M1"
    act(state, M.aim("b", "c"))
    assert state.chokos == {"a": 4, "b": 8, "c": 8}


@pytest.mark.rule("K4")
def test_a_player_without_chokos_is_no_target():
    state = position({"a": 0, "b": 10, "c": 10}, {"a": ["cinema"], "b": ["fear"], "c": ["migration"]},
                     pairing=["fear"])
    plays(state, {"a": "cinema", "b": "fear", "c": "migration"})
    assert refused(state, M.aim("b", "a")).rule == "M1"


@pytest.mark.rule("K5")
def test_moods_fall_at_zero_after_a_whole_effect_only():
    # a pays the cost with her last Choko, then receives: she is not at zero, her boredom stays.
    state = position({"a": 1, "b": 10, "c": 10}, {"a": ["psychology"], "b": ["cinema"], "c": ["beggar"]},
                     pairing=["psychology"], moods={"a": ["boredom"]})
    plays(state, {"a": "psychology", "b": "cinema", "c": "beggar"})
    assert state.chokos["a"] == 2 and state.moods["a"] == ["boredom"]
    # b is left with none by a Robber: his moods are discarded (both cards of each).
    state = position({"a": 10, "b": 4, "c": 10}, {"a": ["robber"], "b": ["cinema"], "c": ["beggar"]},
                     pairing=["robber"], moods={"b": ["boredom", "fear"]})
    plays(state, {"a": "robber", "b": "cinema", "c": "beggar"})
    act(state, M.aim("a", "b"))
    assert state.moods["b"] == [] and state.discard.get("boredom") == 2 and state.discard.get("fear") == 2
    assert [e["rule"] for e in events(state, "mood_discarded")] == ["K5", "K5"]
