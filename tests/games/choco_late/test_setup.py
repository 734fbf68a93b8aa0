"""The setup of a game (S1-S3): service/games/choco_late/setup.py."""

from __future__ import annotations

import subprocess
import sys

import pytest

from service.games.choco_late.cards import STANDARD_SETUP, TWO_TRAYS_SETUP
from service.referee.catalogue import catalogue_of

render = catalogue_of("choco-late").render
from service.games.choco_late.setup import Setup, deal, make_setup
from service.games.choco_late.variants import Variants
from service.referee.violations import RuleViolation

from tests.games.choco_late.game_helpers import make

TWO_TRAYS = Variants(two_trays=True)
NAMES = ("ann", "bob", "cat", "dan", "eve", "fay", "gus")


def refused(call, *args, **kwargs):
    with pytest.raises(RuleViolation) as info:
        call(*args, **kwargs)
    v = info.value.violation
    assert v.move_index is None
    for lang in ("en", "it"):
        assert v.message(lang)  # every verdict renders in both languages
    return v


def legal_parts(players=("ann", "bob", "cat"), variants=Variants()):
    s = make(players, variants=variants)
    return list(s.players), s.variants, list(s.lots), {p: list(h) for p, h in s.hands}, s.box


# --- S1 ---------------------------------------------------------------------------------


@pytest.mark.rule("S1")
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_S1_two_to_six_players(n):
    s = make(NAMES[:n])
    assert s.players == NAMES[:n]
    assert s.first_player == "ann"


@pytest.mark.rule("S1")
@pytest.mark.parametrize("n", [0, 1, 7])
def test_S1_too_few_or_too_many_players(n):
    _, variants, lots, hands, _ = legal_parts()
    v = refused(make_setup, list(NAMES[:n]), variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S1", "seating_count", "/players")
    assert v.params == {"count": n, "min": 2, "max": 6}


@pytest.mark.rule("S1")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_S1_two_trays_two_to_four_players(n):
    s = make(NAMES[:n], variants=TWO_TRAYS)
    assert len(s.lots) == TWO_TRAYS_SETUP[n].lots


@pytest.mark.rule("S1")
@pytest.mark.parametrize("n", [5, 6])
def test_S1_two_trays_refuses_five_or_six(n):
    players, _, lots, hands, _ = legal_parts(NAMES[:n])
    v = refused(make_setup, players, TWO_TRAYS, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S1", "seating_count_two_trays", "/players")
    assert "Sfida a due vassoi" in v.message("it")


@pytest.mark.rule("S1")
def test_S1_duplicate_id_points_at_the_second():
    _, variants, lots, hands, _ = legal_parts()
    v = refused(make_setup, ["ann", "bob", "ann"], variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S1", "player_listed_twice", "/players/2")
    assert v.params["first"] == "/players/0"


@pytest.mark.rule("S1")
@pytest.mark.parametrize("bad", ["", None, 7])
def test_S1_empty_or_non_string_id(bad):
    _, variants, lots, hands, _ = legal_parts()
    v = refused(make_setup, ["ann", bad, "cat"], variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S1", "player_id_blank", "/players/1")


@pytest.mark.rule("S1")
def test_S1_an_id_of_spaces_is_non_empty_as_written():
    players, variants, lots, hands, _ = legal_parts()
    hands = {("   " if p == players[1] else p): h for p, h in hands.items()}
    setup = make_setup([players[0], "   ", *players[2:]], variants, lots, hands)
    assert "   " in setup.players


@pytest.mark.rule("S1")
def test_S1_players_must_be_a_list():
    _, variants, lots, hands, _ = legal_parts()
    v = refused(make_setup, "annbob", variants, lots, hands)
    assert (v.rule, v.pointer) == ("S1", "/players")


@pytest.mark.rule("S1")
def test_S1_seating_order_is_kept():
    s = make(("cat", "ann", "bob"))
    assert s.players == ("cat", "ann", "bob")
    assert [p for p, _ in s.hands] == ["cat", "ann", "bob"]
    assert s.first_player == "cat"


# --- S2 ---------------------------------------------------------------------------------


@pytest.mark.rule("S2")
@pytest.mark.parametrize("two_trays", [False, True])
def test_S2_table_counts_hold_for_every_row(two_trays):
    table = TWO_TRAYS_SETUP if two_trays else STANDARD_SETUP
    for n, row in table.items():
        s = make(NAMES[:n], variants=Variants(two_trays=two_trays))
        assert len(s.lots) == row.lots
        assert all(len(h) == row.vouchers for _, h in s.hands)
        assert len(s.box) == row.box
        everything = list(s.lots) + [c for _, h in s.hands for c in h] + list(s.box)
        assert sorted(everything) == list(range(1, row.highest_card + 1))


@pytest.mark.rule("S2")
def test_S2_wrong_number_of_lots():
    players, variants, lots, hands, _ = legal_parts()
    v = refused(make_setup, players, variants, lots[:-1], hands)
    assert (v.rule, v.code, v.pointer) == ("S2", "lot_count", "/setup/lots")
    assert v.params == {"count": 13, "expected": 14, "players": 3}


@pytest.mark.rule("S2")
def test_S2_wrong_number_of_vouchers():
    players, variants, lots, hands, _ = legal_parts()
    hands["bob"] = hands["bob"][:-1]
    v = refused(make_setup, players, variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S2", "hand_count", "/setup/hands/bob")
    assert v.params["expected"] == 10 and v.params["count"] == 9


@pytest.mark.rule("S2")
def test_S2_card_outside_the_range_used():
    players, variants, lots, hands, _ = legal_parts()  # 3 players: cards 1-50
    hands["bob"][3] = 80
    v = refused(make_setup, players, variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S2", "card_outside_range", "/setup/hands/bob/3")
    assert v.params == {"card": 80, "highest": 50, "players": 3}
    assert "dalla 1 alla 50" in v.message("it")


@pytest.mark.rule("S2")
def test_S2_card_twice_across_lots_and_hands():
    players, variants, lots, hands, _ = legal_parts()
    hands["cat"][2] = lots[5]
    v = refused(make_setup, players, variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S2", "card_twice", "/setup/hands/cat/2")
    assert v.params["first"] == "/setup/lots/5"


@pytest.mark.rule("S2")
def test_S2_card_twice_between_hand_and_box():
    players, variants, lots, hands, box = legal_parts()
    box = list(box)
    box[0] = hands["ann"][0]
    v = refused(make_setup, players, variants, lots, hands, box=box)
    assert (v.rule, v.code, v.pointer) == ("S2", "card_twice", "/setup/box/0")


@pytest.mark.rule("D1")
def test_D1_a_number_that_is_no_card():
    players, variants, lots, hands, _ = legal_parts()
    lots[0] = 0
    v = refused(make_setup, players, variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("D1", "card_out_of_range", "/setup/lots/0")


@pytest.mark.rule("S2")
def test_S2_hand_for_a_stranger():
    players, variants, lots, hands, _ = legal_parts()
    hands["zed/x"] = hands.pop("cat")
    v = refused(make_setup, players, variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S2", "hand_for_stranger", "/setup/hands/zed~1x")


@pytest.mark.rule("S2")
def test_S2_a_hand_for_every_player():
    players, variants, lots, hands, _ = legal_parts()
    del hands["bob"]
    v = refused(make_setup, players, variants, lots, hands)
    assert (v.rule, v.code, v.pointer) == ("S2", "hand_missing", "/setup/hands")
    assert v.params == {"player": "bob"}


@pytest.mark.rule("S2")
def test_S2_box_may_be_omitted_and_is_then_the_rest():
    players, variants, lots, hands, box = legal_parts()
    s = make_setup(players, variants, lots, hands)
    assert s.box is None
    assert s.rest() == box


@pytest.mark.rule("S2")
def test_S2_box_given_must_be_exactly_the_rest():
    players, variants, lots, hands, box = legal_parts()
    assert make_setup(players, variants, lots, hands, box=box).box == box
    v = refused(make_setup, players, variants, lots, hands, box=box[:-1])
    assert (v.rule, v.code, v.pointer) == ("S2", "box_not_rest", "/setup/box")
    assert v.params["missing"] == str(box[-1])


@pytest.mark.rule("S2")
def test_S2_lists_must_be_lists():
    players, variants, lots, hands, _ = legal_parts()
    v = refused(make_setup, players, variants, "1,2,3", hands)
    assert (v.rule, v.pointer) == ("S2", "/setup/lots")
    v = refused(make_setup, players, variants, lots, [["ann", [1]]])
    assert (v.rule, v.pointer) == ("S2", "/setup/hands")


# --- S3 ---------------------------------------------------------------------------------


@pytest.mark.rule("S3")
def test_S3_first_player_defaults_to_first_listed():
    players, variants, lots, hands, _ = legal_parts()
    assert make_setup(players, variants, lots, hands).first_player == "ann"


@pytest.mark.rule("S3")
def test_S3_first_player_given():
    players, variants, lots, hands, _ = legal_parts()
    assert make_setup(players, variants, lots, hands, first_player="cat").first_player == "cat"


@pytest.mark.rule("S3")
def test_S3_first_player_must_be_a_player():
    players, variants, lots, hands, _ = legal_parts()
    v = refused(make_setup, players, variants, lots, hands, first_player="zed")
    assert (v.rule, v.code, v.pointer) == ("S3", "first_player_unknown", "/setup/first_player")
    assert "segnalino Choco Late" in v.message("it")


# --- deal -------------------------------------------------------------------------------


@pytest.mark.rule("S2")
@pytest.mark.parametrize("n,two_trays", [(2, False), (3, False), (4, False), (5, False), (6, False),
                                         (2, True), (3, True), (4, True)])
def test_S2_deal_is_legal_for_every_table(n, two_trays):
    variants = Variants(two_trays=two_trays)
    s = deal(NAMES[:n], variants, seed=n)
    # a deal passes make_setup's checks, box included
    again = make_setup(s.players, variants, s.lots, dict(s.hands), s.first_player, s.box)
    assert again == s
    assert s.box is not None


@pytest.mark.rule("S2")
def test_S2_deal_same_seed_same_deal_other_seed_other_deal():
    a = deal(NAMES[:4], Variants(), 42)
    assert deal(NAMES[:4], Variants(), 42) == a
    assert deal(NAMES[:4], Variants(), 43) != a


@pytest.mark.rule("S2")
def test_S2_deal_is_stable_across_python_runs():
    code = (
        "from service.games.choco_late.setup import deal;"
        "from service.games.choco_late.variants import Variants;"
        "print(deal(['a','b','c'], Variants(), 2024))"
    )
    runs = {
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                       env={"PYTHONHASHSEED": str(seed)}, cwd=str(__import__("pathlib").Path(__file__).parents[2])).stdout
        for seed in (1, 2)
    }
    assert len(runs) == 1
    assert repr(deal(["a", "b", "c"], Variants(), 2024)) + "\n" in runs


@pytest.mark.rule("S1")
def test_S1_deal_checks_the_players():
    v = refused(deal, NAMES[:5], TWO_TRAYS, 1)
    assert v.rule == "S1"


@pytest.mark.rule("S3")
def test_S3_deal_first_player():
    assert deal(NAMES[:3], Variants(), 1).first_player == "ann"
    assert deal(NAMES[:3], Variants(), 1, first_player="bob").first_player == "bob"
    assert refused(deal, NAMES[:3], Variants(), 1, first_player="zed").rule == "S3"


def test_setup_hand_helper():
    s = make()
    assert isinstance(s, Setup)
    assert s.hand("bob") == dict(s.hands)["bob"]
    with pytest.raises(KeyError):
        s.hand("zed")


def test_setup_messages_render_in_both_languages():
    assert render("seating_count", {"count": 7, "min": 2, "max": 6}, "it") == "a Choco Late si gioca da 2 a 6 giocatori, non in 7"
