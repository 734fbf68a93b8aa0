"""The round (R1-R7), the reveal (P1-P4) and the activation (A1-A3), from small hand-made
positions."""

from __future__ import annotations

import itertools

import pytest

from service.games.chokomannaro.moves import MOVES, Draw
from service.games.chokomannaro.phases import Phase
from service.games.chokomannaro.rounds import next_drawer
from service.referee.legal import legal_options
from tests.games.chokomannaro.positions import M, act, events, offered, plays, position, refill, refused


def three(**kwargs):
    return position({"a": 10, "b": 10, "c": 10}, **kwargs)


@pytest.mark.rule("R1")
def test_a_round_starts_with_the_quarantine_decisions_in_seat_order():
    state = position({"a": 10, "b": 10}, {"a": ["fear"], "b": ["cinema"]}, quarantine={"b": (1, 3)})
    plays(state, {"a": "fear", "b": "cinema"})
    refill(state)
    assert (state.round, state.phase, state.to_act(), state.due) == (2, Phase.QUARANTINE, ("b",), ())
    assert offered(state) == [M.quarantine("b", True), M.quarantine("b", False)]
    assert refused(state, M.quarantine("a", True)).rule == "H2"
    act(state, M.quarantine("b", True))
    assert (state.phase, state.step, state.due) == (Phase.CHOICE, 1, ("a", "b"))


@pytest.mark.rule("R2")
def test_the_first_step_takes_everyone_with_a_card_later_steps_the_activators():
    state = position({"a": 0, "b": 10, "c": 10}, {"a": ["cinema", "fear"], "b": ["beggar", "fear"], "c": []},
                     pairing=["beggar"])
    assert state.due == ("a", "b")  # c holds no card; a holds no Chokos but is due
    plays(state, {"a": "cinema", "b": "beggar"})
    assert state.due == ("b",) and state.step == 2
    plays(state, {"b": "fear"})  # a new pairing card: nobody is due, the refill follows
    assert state.phase is Phase.REFILL and state.due == () and state.to_act() == ("a",)


@pytest.mark.rule("R2")
def test_an_activator_without_cards_is_not_due():
    state = position({"a": 10, "b": 10}, {"a": ["cinema"], "b": ["fear"]}, pairing=["cinema"], deck=["robber"] * 2)
    plays(state, {"a": "cinema", "b": "fear"})
    assert state.phase is Phase.REFILL


@pytest.mark.rule("R3")
def test_one_play_per_due_player():
    state = three(hands={"a": ["cinema", "fear"], "b": ["beggar"], "c": ["robber"]}, due=["a", "b"])
    assert refused(state, M.play("c", "robber")).rule == "R3"
    assert refused(state, M.play("zed", "robber")).field == "player"
    act(state, M.play("a", "cinema"))
    assert state.to_act() == ("b",) and refused(state, M.play("a", "fear")).code == "already_played"
    assert offered(state) == [M.play("b", "beggar")]


@pytest.mark.rule("R3")
def test_the_order_of_the_plays_of_a_step_means_nothing():
    hands = {"a": ["cinema", "fear"], "b": ["hairdryer", "fear"], "c": ["psychology", "beggar"]}
    cards = {"a": "cinema", "b": "hairdryer", "c": "psychology"}
    outcomes = set()
    for order in itertools.permutations("abc"):
        state = three(hands=hands, pairing=["cinema", "hairdryer", "psychology"])
        plays(state, {p: cards[p] for p in order})
        outcomes.add((tuple(sorted(state.chokos.items())), state.phase, repr(state.events[3:])))
    assert len(outcomes) == 1


@pytest.mark.rule("R4")
def test_the_card_must_be_in_hand():
    state = three(hands={"a": ["cinema"], "b": ["beggar"], "c": ["robber"]})
    r = refused(state, M.play("a", "beggar"))
    assert (r.rule, r.field, r.params["card_it"]) == ("R4", "card", "Mendicante")


@pytest.mark.rule("P1")
def test_identical_cards_annul_and_the_pairing_card_stays():
    state = three(hands={"a": ["fear", "cinema"], "b": ["fear", "cinema"], "c": ["fear", "cinema"]},
                  pairing=["fear"])
    plays(state, {"a": "fear", "b": "fear", "c": "fear"})
    assert events(state, "annulled")[0]["players"] == ["a", "b", "c"] and state.discard == {"fear": 3}
    assert state.pairing == {"fear"} and state.pending == {} and state.phase is Phase.REFILL


@pytest.mark.rule("P2")
@pytest.mark.rule("P3")
def test_a_match_makes_a_pending_pair_any_other_card_a_new_pairing_card():
    state = three(hands={"a": ["fear", "cinema"], "b": ["beggar"], "c": ["cinema"]}, pairing=["fear"])
    plays(state, {"a": "fear", "b": "beggar", "c": "cinema"})
    assert [(e["rule"], e["card"], e["player"]) for e in state.events[:3]] == [
        ("P2", "fear", "a"), ("P3", "cinema", "c"), ("P3", "beggar", "b")]
    assert state.pairing == {"cinema", "beggar"} and state.activating == ("fear", ("a",))


@pytest.mark.rule("P4")
def test_the_table_never_holds_two_pairing_cards_of_one_kind():
    state = three(hands={"a": ["beggar", "fear"], "b": ["beggar", "cinema"], "c": ["robber", "cinema"]},
                  pairing=["robber"])
    plays(state, {"a": "beggar", "b": "beggar", "c": "robber"})  # annulled; paired with the robber
    assert state.pairing == set() and state.activating == ("robber", ("c",))
    act(state, M.aim("c", "a"))
    plays(state, {"c": "cinema"})  # a new pairing card, the only cinema on the table
    assert state.pairing == {"cinema"}


@pytest.mark.rule("A1")
def test_pairs_activate_by_rank_whoever_played_them():
    state = three(hands={"a": ["hairdryer", "cinema"], "b": ["psychology", "cinema"], "c": ["fear", "cinema"]},
                  pairing=["hairdryer", "psychology", "fear"])
    plays(state, {"a": "hairdryer", "b": "psychology", "c": "fear"})
    assert state.activating == ("fear", ("c",)) and set(state.pending) == {"hairdryer", "psychology"}
    act(state, M.aim("c", "b"))  # then the psychology (rank 6) goes without a move, then the hairdryer
    assert [e["card"] for e in events(state, "activated")] == ["fear", "psychology", "hairdryer"]
    assert state.phase is Phase.TARGET and state.activating == ("hairdryer", ("a",))


@pytest.mark.rule("A2")
def test_a_pair_leaves_the_table_when_its_activation_is_complete():
    state = three(hands={"a": ["fear", "cinema"], "b": ["robber"], "c": ["quarantine"]},
                  pairing=["fear", "robber", "quarantine"])
    plays(state, {"a": "fear", "b": "robber", "c": "quarantine"})
    assert state.quarantine == {"c": (1, 3)}  # the quarantine pair went beside c
    assert state.activating == ("fear", ("a",)) and "fear" not in state.discard
    act(state, M.aim("a", "b"))
    assert state.moods["b"] == ["fear"] and "fear" not in state.discard  # in front of b
    assert state.activating == ("robber", ("b",))
    act(state, M.aim("b", "a"))
    assert state.activating is None and state.discard == {"robber": 2}


@pytest.mark.rule("A3")
@pytest.mark.rule("R5")
def test_a_void_pair_is_activated_discarded_and_its_activator_plays_again():
    state = three(hands={"a": ["cinema", "fear"], "b": ["beggar"], "c": ["robber"]}, pairing=["cinema"],
                  quarantine={"a": (1, 3)})
    plays(state, {"a": "cinema", "b": "beggar", "c": "robber"})
    assert events(state, "void") == [{"move_index": 2, "rule": "Q2", "event": "void", "card": "cinema",
                                      "player": "a"}]
    assert state.discard == {"cinema": 2} and state.due == ("a",)


@pytest.mark.rule("R5")
def test_annulled_unmatched_and_destroyed_cards_are_not_activated():
    state = three(hands={"a": ["parcel_bomb", "fear"], "b": ["hairdryer", "fear"], "c": ["cinema", "fear"]},
                  pairing=["parcel_bomb", "hairdryer"])
    plays(state, {"a": "parcel_bomb", "b": "hairdryer", "c": "cinema"})
    assert state.due == ("a",)  # b's hairdryer was destroyed, c's cinema left as a pairing card


@pytest.mark.rule("R6")
def test_the_refill_goes_in_seat_order_one_card_per_draw():
    state = three(hands={"a": ["cinema"], "b": ["beggar", "fear", "robber", "migration"], "c": ["hairdryer"]},
                  deck=["anxiety"] * 4 + ["boredom"] * 4)
    plays(state, {"a": "cinema", "b": "beggar", "c": "hairdryer"})
    assert state.phase is Phase.REFILL and state.to_act() == ("a",)
    assert refused(state, M.draw("b", "anxiety")).rule == "H2"
    assert {type(o.move) for o in legal_options(state)} == {Draw}
    act(state, *[M.draw("a", "anxiety")] * 4)
    assert state.to_act() == ("b",)  # b holds 3: one card
    act(state, M.draw("b", "boredom"))
    assert state.to_act() == ("c",)
    act(state, M.draw("c", "boredom"), M.draw("c", "boredom"))
    discarded = sum(state.discard.values())
    act(state, M.draw("c", "boredom"))
    # The main deck ran out: the whole discard pile is the new main deck (D1), at once.
    assert sum(state.deck.values()) == discarded and state.discard == {}
    assert events(state, "reshuffled")[-1]["count"] == discarded
    refill(state)
    assert state.round == 2 and state.phase is Phase.CHOICE and all(sum(h.values()) == 4
                                                                    for h in state.hands.values())


@pytest.mark.rule("R6")
def test_nobody_draws_when_main_deck_and_discard_pile_are_empty():
    state = three(hands={"a": ["cinema"], "b": ["beggar"], "c": ["hairdryer"]})
    assert next_drawer(state) == "a"
    state.deck, state.discard = {}, {}  # (E4: cannot happen in a game: at least 31 cards are left)
    assert next_drawer(state) is None


@pytest.mark.rule("R7")
def test_only_decisions_and_chance_are_moves_everything_else_is_derived():
    state = three(hands={"a": ["cinema", "fear"], "b": ["beggar"], "c": ["robber"]}, pairing=["cinema"])
    before = len(state.events)
    plays(state, {"a": "cinema", "b": "beggar", "c": "robber"})
    kinds = [e["event"] for e in state.events[before:]]
    assert kinds == ["paired", "new_pairing", "new_pairing", "activated", "eliminated", "transfer", "transfer"]
    assert {e["move_index"] for e in state.events[before:]} == {2}
    assert set(MOVES.tags) == {"quarantine", "play", "target", "peek", "peek_pick", "toss", "slaughter_pick", "draw"}
