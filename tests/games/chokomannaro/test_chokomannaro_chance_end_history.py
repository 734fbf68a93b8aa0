"""Hidden information and chance (D1-D6), the end (E1-E5) and the history (H1-H4), from small
hand-made positions and short histories."""

from __future__ import annotations

import copy
from fractions import Fraction

import pytest

from schemas.chokomannaro import API, examples
from service.games.chokomannaro.chokos import pool
from service.games.chokomannaro.end import nobody_left
from service.games.chokomannaro.phases import Phase
from service.games.chokomannaro.snapshot import Pile, snapshot
from service.referee.legal import legal_options
from tests import referee_helpers
from tests.games.chokomannaro.positions import M, act, events, plays, position, refused


def validate(history: dict) -> dict:
    return referee_helpers.validate(API, history)


def at_refill():
    state = position({"a": 10, "b": 10, "c": 10}, {"a": ["cinema"], "b": ["beggar"], "c": ["robber"]},
                     deck=["fear", "fear", "migration"])
    plays(state, {"a": "cinema", "b": "beggar", "c": "robber"})
    return state


@pytest.mark.rule("D1")
def test_an_empty_main_deck_takes_the_discard_pile_as_soon_as_a_card_is_awaited():
    state = at_refill()
    act(state, M.draw("a", "fear"), M.draw("a", "fear"))
    discard = dict(state.discard)
    act(state, M.draw("a", "migration"))
    assert state.deck == discard and state.discard == {} and state.phase is Phase.REFILL
    assert events(state, "reshuffled")[-1] == {"move_index": 5, "rule": "D1", "event": "reshuffled",
                                               "count": sum(discard.values())}


@pytest.mark.rule("D2")
def test_a_drawn_card_must_be_in_the_main_deck_in_any_order():
    state = at_refill()
    r = refused(state, M.draw("a", "cinema"))
    assert (r.rule, r.code, r.field, r.params["count"]) == ("D2", "not_in_deck", "card", 3)
    for first in ("migration", "fear"):  # any card of the multiset may come first
        assert at_refill().refusal(M.draw("a", first)) is None


@pytest.mark.rule("D3")
def test_draw_probabilities_are_copies_over_the_deck():
    state = at_refill()
    assert [(o.move, o.probability) for o in legal_options(state)] == [
        (M.draw("a", "fear"), Fraction(2, 3)), (M.draw("a", "migration"), Fraction(1, 3))]


@pytest.mark.rule("D4")
def test_blind_pick_probabilities_are_copies_over_the_hand():
    state = position({"a": 10, "b": 10}, {"a": ["chokowerewolf"], "b": ["fear", "fear", "cinema"]},
                     pairing=["chokowerewolf"], due=["a"])
    plays(state, {"a": "chokowerewolf"})
    assert [(o.move, o.probability) for o in legal_options(state)] == [
        (M.slaughter_pick("a", "fear", "b"), Fraction(2, 3)), (M.slaughter_pick("a", "cinema", "b"), Fraction(1, 3))]


@pytest.mark.rule("D5")
def test_a_toss_is_even():
    from service.games.chokomannaro.draws import toss_probability

    assert toss_probability(("a", "b")) == Fraction(1, 2)


@pytest.mark.rule("D6")
def test_the_referee_shows_every_hand_and_pile():
    state = at_refill()
    shown = snapshot(state)
    assert shown.hands == {"a": [], "b": [], "c": []} and shown.deck == Pile(3, {"fear": 2, "migration": 1})
    assert shown.discard.count == sum(shown.discard.cards.values())
    assert shown.discard.count + 3 + len(shown.pairing) == 58


@pytest.mark.rule("E1")
def test_the_end_stops_everything_pending_pairs_refill_and_all():
    state = position({"a": 10, "b": 3}, {"a": ["hairdryer", "fear"], "b": ["migration", "fear"]},
                     pairing=["hairdryer", "migration"])
    plays(state, {"a": "hairdryer", "b": "migration"})
    act(state, M.aim("a", "b"))
    assert state.finished and state.winners == ("a",) and "migration" in state.pending
    assert state.to_act() == () and legal_options(state) == ()
    assert events(state)[-1] == {"move_index": 2, "rule": "E1", "event": "game_over", "players": ["a"]}


@pytest.mark.rule("E2")
def test_zero_and_the_end_are_judged_after_whole_effects():
    # a pays the cost with her only Choko (0) and receives: not zero, not over, her moods stay.
    state = position({"a": 1, "b": 5}, {"a": ["cinema", "fear"], "b": ["beggar"]}, pairing=["cinema"],
                     moods={"a": ["fear"]})
    plays(state, {"a": "cinema", "b": "beggar"})
    assert state.chokos == {"a": 1, "b": 4} and not state.finished and state.moods["a"] == ["fear"]


@pytest.mark.rule("E3")
def test_nobody_left_is_a_shared_win_of_those_who_held_chokos_before():
    state = position({"a": 10, "b": 10, "c": 0}, {"a": ["fear"], "b": ["fear"]})
    state.chokos = {"a": 0, "b": 0, "c": 0}
    nobody_left(state, {"a": 10, "b": 10, "c": 0})
    assert state.finished and state.winners == ("a", "b") and state.decided_by == "E3"
    standings = state.standings()
    assert standings.winners == ("a", "b") and [(s.player, s.rank) for s in standings.players] == [
        ("a", 1), ("b", 1), ("c", 3)]


@pytest.mark.rule("E4")
def test_every_round_starts_with_full_hands_and_no_round_limit():
    history = API.random_history(6, 11)
    state = API.game.start(API.history().load(history))
    moves = API.history().load(history)["moves"]
    rounds = 0
    for i, move in enumerate(moves):
        round_before = state.round
        state.apply(move, i)
        if state.round != round_before and not state.finished:
            rounds += 1
            assert all(sum(h.values()) == 4 for h in state.hands.values())
            assert state.due == state.players or state.phase is Phase.QUARANTINE
    assert state.finished and rounds >= 1


@pytest.mark.rule("E5")
def test_no_move_after_the_end():
    history = API.random_history(2, 4)
    extra = {**history, "moves": history["moves"] + [{"type": "draw", "player": "ann", "card": "fear"}]}
    v = validate(extra)["violation"]
    assert (v["rule"], v["move_index"], v["pointer"]) == ("E5", len(history["moves"]), f"/moves/{len(history['moves'])}")


@pytest.mark.rule("H1")
@pytest.mark.parametrize(("change", "pointer"), [
    (lambda h: h.update(variants={"two_trays": True}), "/variants/two_trays"),
    (lambda h: h["setup"].update(pairing=["fear", "joker", "robber"]), "/setup/pairing/1"),
    (lambda h: h["setup"]["hands"].update(ann=["fear", 3, "robber", "cinema"]), "/setup/hands/ann/1"),
    (lambda h: h["setup"].update(chokos={"ann": 20.0, "bob": 20, "cat": 20}), "/setup/chokos/ann"),
    (lambda h: h["setup"].update(ages={"ann": "34", "bob": 29, "cat": 41}), "/setup/ages/ann"),
    (lambda h: h["setup"].update(ages={"ann": True, "bob": 29, "cat": 41}), "/setup/ages/ann"),
    (lambda h: h.pop("moves"), "/moves"),
    (lambda h: h.pop("setup"), "/setup"),
    (lambda h: h["moves"].__setitem__(0, {"type": "play", "player": "ann", "card": "joker"}), "/moves/0/card"),
    (lambda h: h["moves"].__setitem__(0, {"type": "play", "player": "ann"}), "/moves/0/card"),
    (lambda h: h["moves"].__setitem__(0, {"type": "bid", "player": "ann"}), "/moves/0/type"),
    (lambda h: h["moves"].__setitem__(0, {"type": "quarantine", "player": "ann", "keep": "yes"}), "/moves/0/keep"),
    (lambda h: h["moves"].__setitem__(0, {"type": "target", "player": "ann", "target": 3}), "/moves/0/target"),
    (lambda h: h["moves"].__setitem__(0, {"type": "toss", "player": "ann", "card": "fear"}), "/moves/0/card"),
    (lambda h: h["setup"].update(extra=1), "/setup/extra"),
])
def test_shapes_outside_the_history_are_schema_errors_never_verdicts(client, change, pointer):
    history = copy.deepcopy(examples.HISTORY)
    change(history)
    r = client.post("/chokomannaro/validate", json=history)
    assert r.status_code == 422 and r.get_json()["type"] == "/problems/invalid-body"
    assert pointer in {e["pointer"] for e in r.get_json()["errors"]}, r.get_json()["errors"]


@pytest.mark.rule("H2")
def test_one_move_type_per_phase_by_the_player_it_waits_for():
    state = at_refill()
    r = refused(state, M.play("a", "fear"))
    assert (r.rule, r.field, r.params["expected"]) == ("H2", "type", "draw")
    r = refused(state, M.draw("c", "fear"))
    assert (r.rule, r.field, r.params["expected"]) == ("H2", "player", "a")


@pytest.mark.rule("H3")
def test_echoes_must_equal_what_the_referee_derives():
    state = position({"a": 10, "b": 10}, {"a": ["fear"], "b": ["cinema"]}, pairing=["fear"])
    plays(state, {"a": "fear", "b": "cinema"})
    r = refused(state, M.aim("a", "b", "anxiety"))
    assert (r.rule, r.field, r.params) == ("H3", "card", {"field": "card", "given": "anxiety", "derived": "fear"})
    assert state.refusal(M.aim("a", "b")) is None and state.refusal(M.aim("a", "b", "fear")) is None


@pytest.mark.rule("H4")
def test_the_first_rule_broken_in_the_order_of_checks_is_cited():
    state = position({"a": 10, "b": 10}, {"a": ["fear"], "b": ["cinema"]}, pairing=["fear"])
    plays(state, {"a": "fear", "b": "cinema"})
    # Wrong player, wrong echo and a target without Chokos all at once: H2 (player) first.
    state.chokos["b"] = 10
    assert refused(state, M.aim("b", "a", "robber")).rule == "H2"
    assert refused(state, M.aim("a", "a", "robber")).rule == "H3"
    assert refused(state, M.aim("a", "a", "fear")).rule == "M1"
    # A wrong type by a wrong player: H2 on the type.
    assert refused(state, M.draw("b", "fear")).field == "type"
    # After the end (as E1 ends a game: `finish`, which sets the phase OVER), E5 before anything.
    act(state, M.aim("a", "b"))
    state.finish(["a"], "E1")
    assert refused(state, M.draw("zed", "fear")).rule == "E5" and pool(state.chokos) == 40
