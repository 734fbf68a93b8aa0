"""Scoring and winners (W1-W6): R4 (the rulebook's end of game), V4 (a tie broken by seat),
the checks of a final form in their order, and provisional standings."""

from __future__ import annotations

import copy

import pytest

from schemas.choco_challenge import API, examples
from service.games.choco_challenge.scoring import crowns, ranking, seat_order, winner
from service.referee.violations import RuleViolation
from service.verdicts import family
from tests.games.choco_challenge.choco_challenge_helpers import M, P3, play, start

R4 = examples.SCORE_FINAL_REQUEST
V4 = {"final": {"first_player": "bob", "players": [
    {"player": "ann", "ingredients": ["nuts", "ginger"], "desserts": [4, 7]},
    {"player": "bob", "ingredients": ["rum"], "desserts": [5]},
    {"player": "cat", "ingredients": ["cherries", "cinnamon", "vanilla"], "desserts": [4, 6]}]}}


def score(body: dict, lang: str = "en") -> dict:
    return family.score_answer(API, API.score_request().load(copy.deepcopy(body)), lang, {})


def final_violation(final: dict) -> dict:
    with pytest.raises(RuleViolation) as caught:
        score({"final": final})
    v = family.violation_json(caught.value.violation, "en")
    assert v["move_index"] is None and family.violation_json(caught.value.violation, "it")["message"]
    return v


@pytest.mark.rule("W1")
def test_r4_totals():
    answer = score(R4)
    rows = {p["player"]: p for p in answer["players"]}
    assert {p: (r["ingredient_crowns"], r["pile_crowns"], r["dessert_crowns"], r["total"]) for p, r in rows.items()} == {
        "william": (9, 17, 24, 41), "sabrina": (8, 16, 15, 31), "alex": (10, 18, 19, 37), "luis": (8, 16, 15, 31)}
    assert all(r["base_crowns"] == 8 for r in rows.values())
    assert rows["william"]["ingredients"] == ["nuts", "rum", "cherries", "cinnamon", "ginger"]
    assert rows["alex"]["desserts"] == [5, 6, 8]


@pytest.mark.rule("W3")
def test_r4_the_tie_at_31_goes_to_the_seat_nearer_the_first_player():
    answer = score(R4)
    assert answer["ranking"] == ["william", "alex", "sabrina", "luis"] and answer["winners"] == ["william"]
    assert [p["rank"] for p in answer["players"]] == [1, 3, 2, 4]  # in seating order
    assert answer["tiebreak"]["groups"] == [{"total": 31, "order": ["sabrina", "luis"]}]
    assert answer["tiebreak"]["rule"] == "W3" and answer["tiebreak"]["first_player"] == "william"
    assert answer["decided_by"] == ["W1", "W2", "W3", "W4"] and answer["provisional"] is False
    assert "finished" not in answer and "turns" not in answer


@pytest.mark.rule("W3")
def test_v4_tie_broken_by_seat_from_the_first_player():
    answer = score(V4)
    assert {p["player"]: p["total"] for p in answer["players"]} == {"ann": 24, "bob": 14, "cat": 24}
    assert answer["ranking"] == ["cat", "ann", "bob"] and answer["winners"] == ["cat"]
    tiebreak = answer["tiebreak"]
    assert {k: tiebreak[k] for k in ("rule", "first_player", "groups")} == {
        "rule": "W3", "first_player": "bob", "groups": [{"total": 24, "order": ["cat", "ann"]}]}
    assert "cat, ann" in tiebreak["message"] and "bob" in tiebreak["message"]
    italian = score(V4, "it")["tiebreak"]["message"]
    assert "pareggiano" in italian and "Corone" in italian


@pytest.mark.rule("W2")
def test_ranked_by_total_highest_first():
    players = ("a", "b", "c", "d")
    order = seat_order(players, "a")
    assert ranking(players, {"a": 10, "b": 30, "c": 20, "d": 25}, order) == ("b", "d", "c", "a")
    assert score({"final": {"players": [{"player": p, "ingredients": [], "desserts": d} for p, d in
                                        (("a", [4]), ("b", [9]), ("c", [6]))]}})["tiebreak"] is None


@pytest.mark.rule("W4")
def test_one_winner_and_ranks_one_to_p_never_shared():
    players = ("a", "b", "c", "d", "e")
    totals = dict.fromkeys(players, 12)
    ranked = ranking(players, totals, seat_order(players, "c"))
    assert ranked == ("c", "d", "e", "a", "b") and winner(ranked) == "c"
    answer = score({"final": {"first_player": "c", "players": [
        {"player": p, "ingredients": [], "desserts": []} for p in players]}})
    assert sorted(p["rank"] for p in answer["players"]) == [1, 2, 3, 4, 5] and answer["winners"] == ["c"]
    assert answer["tiebreak"]["groups"] == [{"total": 8, "order": ["c", "d", "e", "a", "b"]}]


@pytest.mark.rule("W5")
def test_the_final_form_is_checked_in_order():
    good = copy.deepcopy(R4["final"])
    cases = []
    bad = copy.deepcopy(good)
    bad["players"] = bad["players"][:2]
    cases.append((bad, "S1", "/final/players"))
    bad = copy.deepcopy(good)
    bad["players"][1]["player"] = "william"
    cases.append((bad, "S1", "/final/players"))
    bad = copy.deepcopy(good)
    bad["first_player"] = "zed"
    cases.append((bad, "S7", "/final/first_player"))
    bad = copy.deepcopy(good)
    bad["players"][2]["ingredients"][1] = "cocoa"
    bad["players"][0]["ingredients"] += ["chili", "chili"]  # K1's ids are checked before K1's copies
    cases.append((bad, "K1", "/final/players/2/ingredients/1"))
    bad = copy.deepcopy(good)
    bad["players"][0]["ingredients"] += ["chili"]
    bad["players"][3]["ingredients"] += ["chili"]
    cases.append((bad, "K1", "/final/players/3/ingredients/5"))
    bad = copy.deepcopy(good)
    bad["players"][1]["desserts"] = [4, 3]
    cases.append((bad, "K1", "/final/players/1/desserts/1"))
    bad = copy.deepcopy(good)
    bad["players"][1]["desserts"] = [5, 5]
    cases.append((bad, "P6", "/final/players/1/desserts/1"))
    bad = copy.deepcopy(good)
    bad["players"][3]["desserts"] = [7, 9]  # william holds the only 9 at 4 players
    cases.append((bad, "S5", "/final/players/3/desserts/1"))
    for final, rule, pointer in cases:
        v = final_violation(final)
        assert (v["rule"], v["pointer"]) == (rule, pointer), (v, rule, pointer)


@pytest.mark.rule("W5")
def test_the_first_player_defaults_to_the_first_listed():
    final = copy.deepcopy(V4["final"])
    del final["first_player"]
    answer = score({"final": final})
    assert answer["ranking"] == ["ann", "cat", "bob"] and answer["tiebreak"]["first_player"] == "ann"


@pytest.mark.rule("W6")
def test_an_unfinished_history_is_scored_as_it_stands_a_pending_card_included():
    state = start(P3)
    state.piles["ann"].update({"chili": 2})
    play(state, M.draw("ann", "chili"), M.draw("ann", "chili"))
    standings = state.standings()
    assert standings.provisional is True
    assert standings.standing("ann").total == 8 + 12 and standings.winners == ("ann",)
    assert crowns({"chili": 1, "nuts": 1}, [9]).total == 8 + 7 + 9


@pytest.mark.rule("W6")
def test_a_history_in_progress_is_provisional_with_its_log():
    answer = score({"game": examples.HISTORY})
    assert answer["provisional"] is True and answer["finished"] is False and answer["end_reason"] is None
    assert answer["winners"] == ["ann"] and len(answer["turns"]) == 5
    assert {p["player"]: p["total"] for p in answer["players"]} == {"ann": 10, "bob": 8, "cat": 8}
    finished = API.random_history(4, 5)
    answer = score({"game": finished})
    assert answer["provisional"] is False and answer["finished"] is True and answer["end_reason"]
