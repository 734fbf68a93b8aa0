"""The Peeping Tom (G1-G3) and the quarantine (Q1-Q6), from small hand-made positions."""

from __future__ import annotations

from fractions import Fraction

import msgspec
import pytest

from schemas.chokomannaro import API
from service.games.chokomannaro.peeping_tom import look
from service.games.chokomannaro.phases import Phase
from service.games.chokomannaro.snapshot import Peek
from service.referee.legal import legal_options
from tests.games.chokomannaro.positions import M, act, events, offered, plays, position, refill, refused


def peeping(deck, *, pairing=("peeping_tom",), hands=None, discard=()):
    hands = hands or {"a": ["peeping_tom", "fear"], "b": ["beggar"], "c": ["robber"]}
    state = position({"a": 10, "b": 10, "c": 10}, hands, pairing=pairing, deck=deck, discard=discard)
    plays(state, {p: h[0] for p, h in hands.items()})
    return state


@pytest.mark.rule("G1")
def test_the_peeping_tom_looks_at_four_cards_one_peek_each():
    state = peeping(["cinema", "cinema", "fear", "chokowerewolf", "migration"])
    assert state.phase is Phase.PEEK and state.to_act() == ("a",)
    # the state shows 4 cards to come, within what its declaration (and the document) allows
    assert state.snapshot().peek == Peek(player="a", cards=[], to_come=4)
    API.validate_answer().fields["state"].deserialize(msgspec.to_builtins(state.snapshot()))  # raises if not
    assert {o.move.card: o.probability for o in legal_options(state)} == {
        "fear": Fraction(1, 5), "cinema": Fraction(2, 5), "chokowerewolf": Fraction(1, 5), "migration": Fraction(1, 5)}
    assert refused(state, M.peek("b", "cinema")).rule == "H2"
    assert refused(state, M.peek("a", "robber")).rule == "D2"
    act(state, M.peek("a", "cinema"), M.peek("a", "cinema"), M.peek("a", "fear"))
    assert state.peek.left == 1 and state.phase is Phase.PEEK
    act(state, M.peek("a", "chokowerewolf"))
    assert state.phase is Phase.PEEK_PICK and state.peek.seen == {"cinema": 2, "fear": 1, "chokowerewolf": 1}


@pytest.mark.rule("G1")
@pytest.mark.rule("A2")
def test_a_reshuffle_during_the_look_leaves_the_peeping_tom_pair_on_the_table():
    state = peeping(["cinema"])
    discarded = sum(state.discard.values())
    act(state, M.peek("a", "cinema"))
    # The main deck is empty: the whole discard pile becomes it; the pair being activated stays on the table.
    assert sum(state.deck.values()) == discarded and state.discard == {}
    assert state.activating == ("peeping_tom", ("a",)) and state.phase is Phase.PEEK


@pytest.mark.rule("G1")
def test_fewer_than_four_when_deck_and_discard_run_short_none_when_both_are_empty():
    # (Unreachable in a game: at least 7 cards are in main deck and discard pile at any look;
    # the rule is kept, and checked on a state made short on purpose.)
    state = position({"a": 10, "b": 10}, {"a": ["fear"], "b": ["beggar"]})
    state.deck, state.discard = {"cinema": 1}, {"fear": 1}
    assert look(state, "a") is True and state.peek.left == 2
    state.peek = None
    state.deck, state.discard = {}, {}
    assert look(state, "a") is False and state.peek is None


@pytest.mark.rule("G2")
def test_the_pick_is_one_of_those_peeked_the_others_are_discarded_a_chokowerewolf_reshuffled():
    state = peeping(["cinema", "fear", "chokowerewolf", "migration"])
    act(state, M.peek("a", "cinema"), M.peek("a", "fear"), M.peek("a", "chokowerewolf"), M.peek("a", "migration"))
    assert offered(state) == [M.peek_pick("a", k) for k in ("fear", "cinema", "chokowerewolf", "migration")]
    r = refused(state, M.peek_pick("a", "robber"))
    assert (r.rule, r.field) == ("G2", "card")
    discard = dict(state.discard)
    act(state, M.peek_pick("a", "migration"))
    assert state.deck == {"chokowerewolf": 1}
    assert state.discard == {**discard, "cinema": discard.get("cinema", 0) + 1, "fear": discard.get("fear", 0) + 1,
                             "peeping_tom": discard.get("peeping_tom", 0) + 2}
    assert [(e["rule"], e["event"]) for e in state.events[-3:]] == [
        ("G2", "discarded"), ("G2", "reshuffled"), ("G3", "new_pairing")]
    assert events(state, "discarded")[-1]["cards"] == ["fear", "cinema"]


@pytest.mark.rule("G3")
def test_a_picked_card_pairs_is_discarded_or_becomes_a_pairing_card():
    # Pairs with a free pairing card: a pending pair with the Peeping Tom's activator, activated in turn.
    state = peeping(["cinema", "fear", "robber", "migration"], pairing=("peeping_tom", "cinema"))
    act(state, *(M.peek("a", k) for k in ("cinema", "fear", "robber", "migration")), M.peek_pick("a", "cinema"))
    assert events(state, "paired")[-1] == {"move_index": 7, "rule": "G3", "event": "paired", "card": "cinema",
                                           "player": "a"}
    assert state.chokos["a"] == 11 and state.due == ("a",)
    # Its pairing card carries a pending pair (c's robber): discarded without effect.
    state = peeping(["cinema", "fear", "robber", "migration"], pairing=("peeping_tom", "robber"))
    act(state, *(M.peek("a", k) for k in ("cinema", "fear", "robber", "migration")), M.peek_pick("a", "robber"))
    assert events(state, "discarded")[-1] == {"move_index": 7, "rule": "G3", "event": "discarded", "player": "a",
                                              "cards": ["robber"]}
    # The Peeping Tom itself: its own pair is pending.
    state = peeping(["peeping_tom", "fear", "robber", "migration"])
    act(state, *(M.peek("a", k) for k in ("peeping_tom", "fear", "robber", "migration")),
        M.peek_pick("a", "peeping_tom"))
    assert events(state, "discarded")[-1]["cards"] == ["peeping_tom"]
    # Not on the table: a new pairing card.
    state = peeping(["cinema", "fear", "robber", "migration"])
    act(state, *(M.peek("a", k) for k in ("cinema", "fear", "robber", "migration")), M.peek_pick("a", "fear"))
    assert events(state, "new_pairing")[-1]["rule"] == "G3" and "fear" in state.pairing


@pytest.mark.rule("Q1")
def test_the_activator_enters_quarantine_the_pair_beside_them():
    state = position({"a": 10, "b": 10}, {"a": ["quarantine", "fear"], "b": ["beggar"]}, pairing=["quarantine"],
                     round=4)
    plays(state, {"a": "quarantine", "b": "beggar"})
    assert state.quarantine == {"a": (4, 6)} and events(state, "quarantine")[-1]["player"] == "a"
    assert "quarantine" not in state.discard and "quarantine" not in state.deck


@pytest.mark.rule("Q2")
def test_a_quarantined_players_gains_are_void_their_other_cards_act():
    for kind in ("beggar", "migration", "psychology"):
        state = position({"a": 10, "b": 10}, {"a": [kind], "b": ["fear"]}, pairing=[kind], quarantine={"a": (1, 3)})
        plays(state, {"a": kind, "b": "fear"})
        assert state.chokos == {"a": 10, "b": 10} and events(state, "void")[-1]["rule"] == "Q2"
    state = position({"a": 10, "b": 10}, {"a": ["robber"], "b": ["fear"]}, pairing=["robber"],
                     quarantine={"a": (1, 3)})
    plays(state, {"a": "robber", "b": "fear"})
    act(state, M.aim("a", "b"))
    assert state.chokos == {"a": 10, "b": 6}


@pytest.mark.rule("Q3")
def test_quarantine_shields_only_from_the_chokowerewolf():
    state = position({"a": 10, "b": 10, "c": 10}, {"a": ["cinema"], "b": ["beggar"], "c": ["migration"]},
                     pairing=["cinema", "beggar"], quarantine={"c": (1, 3)})
    plays(state, {"a": "cinema", "b": "beggar", "c": "migration"})
    assert state.chokos["c"] == 10 - 1 - 2


@pytest.mark.rule("Q4")
def test_keeping_is_free_at_the_first_round_start_then_costs_2_ending_discards_the_pair():
    state = position({"a": 10, "b": 1}, {"a": ["fear"], "b": ["cinema"]}, quarantine={"b": (2, 4)}, round=3)
    state.phase, state.deciding = Phase.QUARANTINE, ["b"]
    act(state, M.quarantine("b", True))
    assert state.chokos["b"] == 1 and events(state, "upkeep")[-1]["chokos"] == 0
    state = position({"a": 10, "b": 1}, {"a": ["fear"], "b": ["cinema"]}, quarantine={"b": (2, 4)}, round=4)
    state.phase, state.deciding = Phase.QUARANTINE, ["b"]
    act(state, M.quarantine("b", True))  # short: pays 1, and a is the last holder
    assert state.chokos["b"] == 0 and events(state, "upkeep")[-1]["owed"] == 2
    assert state.finished and state.winners == ("a",)


@pytest.mark.rule("Q5")
def test_doubling_needs_an_attack_and_comes_from_the_pool():
    # b quarantined, never a victim (a's slaughter ends on c's 6): no doubling, but the quarantine ends (Q6).
    state = position({"a": 10, "b": 10, "c": 10}, {"a": ["chokowerewolf"], "b": [], "c": ["cinema", "fear"]},
                     pairing=["chokowerewolf"], quarantine={"c": (1, 3)}, due=["a"])
    plays(state, {"a": "chokowerewolf"})
    # b has no cards: W4 (b loses 4), b picks from c.
    assert state.chokos["b"] == 6 and (state.slaughter.picker, state.slaughter.victim) == ("b", "c")
    act(state, M.slaughter_pick("b", "cinema", "c"))
    assert state.chokos == {"a": 10, "b": 6, "c": 20} and events(state, "doubled")[-1]["player"] == "c"
    assert state.quarantine == {}


@pytest.mark.rule("Q6")
def test_every_quarantine_ends_with_every_slaughter():
    state = position({"a": 10, "b": 10, "c": 10}, {"a": ["chokowerewolf"], "b": ["cinema"], "c": ["fear"]},
                     pairing=["chokowerewolf"], quarantine={"c": (1, 3)}, due=["a"])
    plays(state, {"a": "chokowerewolf"})
    act(state, M.slaughter_pick("a", "cinema", "b"))
    assert state.chokos == {"a": 10, "b": 4, "c": 10} and not events(state, "doubled")
    assert state.quarantine == {} and events(state, "quarantine_end")[-1]["rule"] == "Q6"
    refill(state)
