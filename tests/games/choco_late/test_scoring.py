"""Final scores and winners (W6, W7, C2, C3) and the checks of a final tally (S1, D1, D2,
C3, W5): service/games/choco_late/scoring.py."""

from __future__ import annotations

import pytest

from service.games.choco_late.scoring import (
    PlayerCollection,
    PlayerScore,
    Tiebreak,
    score_final,
)
from service.games.choco_late.split import best_split
from service.games.choco_late.trays import score_tray
from service.games.choco_late.variants import Variants
from service.referee.standings import Standings
from service.referee.violations import RuleViolation


PLAIN = Variants()
BEST = Variants(best_wins=True)
TWO = Variants(two_trays=True)
BOTH = Variants(best_wins=True, two_trays=True)

# Disjoint trays of known value (section 6). Cards n and n + 25 have the same symbol and
# colour, so shifted trays score the same with other cards.
T17 = (26, 32, 44, 37, 23)  # 17
T17_B = (2, 22, 25, 4, 9, 5)  # 17 too
T17_C = tuple(n + 50 for n in T17)  # 17 too
T20 = (16, 42, 19, 43, 45)  # 20
T10 = (1, 51, 28, 11)  # 1 26 28 11 with 51 for 26: 10
T5 = (46, 48, 74)  # 21 23 49 shifted by 25: 5


def test_the_trays_above_are_disjoint_and_score_as_said():
    trays = {T17: 17, T17_B: 17, T17_C: 17, T20: 20, T10: 10, T5: 5}
    cards = [n for t in trays for n in t]
    assert len(cards) == len(set(cards))
    for t, points in trays.items():
        assert score_tray(t).points == points


def scores(got: Standings) -> list[PlayerScore]:
    """Each player's breakdown (trays, total, pile top...), in the order given."""
    return [s.breakdown for s in got.players]


def ranks(got: Standings) -> dict[str, int]:
    return {s.player: s.rank for s in got.players}


def P(player, lots, trays=None, pile=()):
    return PlayerCollection(player, tuple(lots), trays, tuple(pile))


def violation(variants, collections, pointer=""):
    with pytest.raises(RuleViolation) as err:
        score_final(variants, collections, pointer)
    return err.value.violation


# ------------------------------------------------------------------------- W6


@pytest.mark.rule("W6")
def test_W6_highest_score_wins_alone():
    got = score_final(PLAIN, [P("ann", T17), P("bob", T20), P("cat", T5)])
    assert isinstance(got, Standings)
    assert [p.total for p in scores(got)] == [17, 20, 5]
    assert got.ranking == ("bob", "ann", "cat")
    assert got.winners == ("bob",)
    assert got.tiebreak is None
    assert got.decided_by == ("W6",)
    ann = scores(got)[0]
    assert isinstance(ann, PlayerScore)
    assert (ann.player, ann.lots, ann.arrangement, ann.optimal, ann.pile_top) == ("ann", T17, "single", None, None)
    assert ann.trays == (score_tray(T17),)


@pytest.mark.rule("W6")
def test_W6_players_tied_on_the_highest_score_win_together():
    """W6: without best_wins a tie is a shared win; equals keep the input order."""
    got = score_final(PLAIN, [P("ann", T10), P("bob", T17), P("cat", T5), P("dan", T17_C)])
    assert got.winners == ("bob", "dan")
    assert got.ranking == ("bob", "dan", "ann", "cat")
    assert got.tiebreak is None
    assert got.decided_by == ("W6",)


@pytest.mark.rule("W6")
def test_W6_everybody_empty_handed_all_win():
    got = score_final(PLAIN, [P("ann", ()), P("bob", ())])
    assert [p.total for p in scores(got)] == [0, 0]
    assert got.winners == ("ann", "bob")


@pytest.mark.rule("W6")
def test_W6_best_wins_without_a_tie_needs_no_tiebreak():
    got = score_final(BEST, [P("ann", T17, pile=(3,)), P("bob", T20, pile=(2,))])
    assert got.winners == ("bob",)
    assert got.tiebreak is None
    assert got.decided_by == ("W6",)
    assert [p.pile_top for p in scores(got)] == [3, 2]


# ------------------------------------------------------------------------- W7


def tops(tb: Tiebreak) -> list[tuple[str, int | None]]:
    """Each tied player's pile top."""
    return [(t.player, t.top) for t in tb.pile_tops]


@pytest.mark.rule("W7")
def test_W7_highest_pile_top_breaks_the_tie():
    got = score_final(BEST, [P("ann", T17, pile=(50, 99)), P("bob", T5), P("cat", T17_B, pile=(52,))])
    assert [p.total for p in scores(got)] == [17, 5, 17]
    assert got.winners == ("cat",)
    assert got.ranking == ("cat", "ann", "bob")
    assert ranks(got) == {"cat": 1, "ann": 2, "bob": 3}  # the tie-break's loser is not first too
    assert got.decided_by == ("W6", "W7")
    tb = got.tiebreak
    assert isinstance(tb, Tiebreak)
    assert tb.rule == "W7"
    assert tb.tied == ("ann", "cat")
    assert tops(tb) == [("ann", 50), ("cat", 52)]
    assert tb.decided is True
    assert tb.winners == ("cat",)
    code, params = tb.message.args
    assert code == "tiebreak_pile_top"
    assert dict(params) == {"players": "ann, cat", "points": 17, "winner": "cat", "top": 52}
    assert "cat" in tb.message("en") and "52" in tb.message("it")


@pytest.mark.rule("W7")
def test_W7_only_the_top_of_the_pile_counts():
    """W7: the top card decides, not the largest card in the pile."""
    got = score_final(BEST, [P("ann", T17, pile=(10, 99, 98)), P("bob", T17_B, pile=(11, 1))])
    assert got.winners == ("bob",)


@pytest.mark.rule("W7")
def test_W7_an_empty_pile_ranks_below_any_pile():
    got = score_final(BEST, [P("ann", T17), P("bob", T17_B, pile=(1,))])
    assert got.winners == ("bob",)
    assert got.ranking == ("bob", "ann")
    assert tops(got.tiebreak) == [("ann", None), ("bob", 1)]
    assert got.tiebreak.decided


@pytest.mark.rule("W7")
def test_W7_all_tied_piles_empty_is_a_shared_win():
    got = score_final(BEST, [P("ann", T17), P("bob", T5, pile=(80,)), P("cat", T17_B)])
    assert got.winners == ("ann", "cat")
    assert got.ranking == ("ann", "cat", "bob")
    assert ranks(got) == {"ann": 1, "cat": 1, "bob": 3}  # a shared place, a shared rank
    tb = got.tiebreak
    code, params = tb.message.args
    assert (tb.decided, tb.winners, code) == (False, ("ann", "cat"), "tiebreak_all_piles_empty")
    assert tops(tb) == [("ann", None), ("cat", None)]
    assert dict(params) == {"players": "ann, cat", "points": 17}
    assert got.decided_by == ("W6", "W7")
    for lang in ("en", "it"):
        assert "ann, cat" in tb.message(lang)


@pytest.mark.rule("W7")
def test_W7_three_way_tie_with_one_empty_pile():
    got = score_final(BEST, [
        P("ann", T17, pile=(8,)), P("bob", T17_B), P("cat", T17_C, pile=(14,)),
    ])
    assert [p.total for p in scores(got)] == [17, 17, 17]
    assert got.winners == ("cat",)
    assert got.ranking == ("cat", "ann", "bob")
    assert got.tiebreak.tied == ("ann", "bob", "cat")


@pytest.mark.rule("W7")
def test_W7_order_also_ranks_ties_below_the_top():
    """Ranking: total, then the W7 order among equal totals, then input order."""
    got = score_final(BEST, [P("ann", T5), P("bob", T20), P("cat", (71, 73, 99), pile=(60,)), P("dan", (1,))])
    assert got.ranking == ("bob", "cat", "ann", "dan")
    assert got.winners == ("bob",)


# ------------------------------------------------------------ two trays (C3)


@pytest.mark.rule("C3")
def test_C3_given_trays_are_scored_as_given():
    lots = (46, 33, 39, 16, 11, 28, 7, 45)
    got = score_final(TWO, [P("ann", lots, trays=((46, 16, 11, 33), (39, 28, 7, 45))), P("bob", (21, 23, 49), trays=((21, 23, 49), ()))])
    ann, bob = scores(got)
    assert (ann.arrangement, ann.optimal, ann.total) == ("given", None, 27)
    assert [t.points for t in ann.trays] == [12, 15]
    assert (bob.total, [t.points for t in bob.trays]) == (5, [5, 0])
    assert got.winners == ("ann",)


@pytest.mark.rule("C3")
def test_C3_a_player_without_trays_gets_a_best_split():
    lots = (46, 33, 39, 16, 11, 28, 7, 45)
    got = score_final(BOTH, [P("ann", lots), P("bob", lots[:0], pile=(2,))])
    ann = scores(got)[0]
    best = best_split(lots)
    assert ann.arrangement == "best_split" and ann.optimal is True
    assert ann.total == best.total >= 27
    assert ann.trays == best.trays
    assert len(ann.trays) == 2


@pytest.mark.rule("C3")
def test_C3_max_nodes_reaches_the_best_split():
    rnd_lots = (3, 10, 19, 20, 31, 34, 40, 43, 46, 48, 49, 51, 56, 61, 63, 64, 74, 80)
    got = score_final(TWO, [P("ann", rnd_lots), P("bob", ())], max_nodes=0)
    assert scores(got)[0].optimal is False
    assert scores(got)[0].total >= score_tray(rnd_lots).points


# ------------------------------------------------------------------ validation


@pytest.mark.rule("S1")
@pytest.mark.parametrize("variants, count", [(PLAIN, 1), (PLAIN, 7), (TWO, 5), (PLAIN, 0), (TWO, 1)])
def test_S1_number_of_players(variants, count):
    v = violation(variants, [P(f"p{i}", ()) for i in range(count)], "/final")
    code = "seating_count_two_trays" if variants.two_trays else "seating_count"
    assert (v.rule, v.code, v.pointer) == ("S1", code, "/final/players")
    assert v.params["count"] == count


@pytest.mark.rule("S1")
@pytest.mark.parametrize("variants, count", [(PLAIN, 2), (PLAIN, 6), (TWO, 2), (TWO, 4)])
def test_S1_allowed_numbers_of_players(variants, count):
    got = score_final(variants, [P(f"p{i}", ()) for i in range(count)])
    assert len(scores(got)) == count


@pytest.mark.rule("S1")
@pytest.mark.parametrize("bad", ["", None, 7])
def test_S1_player_ids_are_non_empty_strings(bad):
    """The one S1 check of the setup, so a final form refuses an empty id as a history does
    (an id of spaces is non-empty, as the rule is written)."""
    v = violation(PLAIN, [P("ann", ()), P(bad, ())])
    assert (v.rule, v.code, v.pointer) == ("S1", "player_id_blank", "/players/1/player")


@pytest.mark.rule("S1")
def test_S1_player_ids_are_unique():
    v = violation(PLAIN, [P("ann", ()), P("bob", ()), P("ann", ())], "/final")
    assert (v.rule, v.code, v.pointer) == ("S1", "player_listed_twice", "/final/players/2/player")
    assert v.params == {"player": "ann", "first": "/final/players/0/player"}


@pytest.mark.rule("D1")
@pytest.mark.parametrize("bad", [0, 101, "3", 1.5])
def test_D1_lots_are_cards(bad):
    v = violation(PLAIN, [P("ann", (1, 2)), P("bob", (3, bad))])
    assert (v.rule, v.code, v.pointer) == ("D1", "card_out_of_range", "/players/1/lots/1")


@pytest.mark.rule("D1")
def test_D1_a_lot_in_two_collections():
    v = violation(PLAIN, [P("ann", (1, 2)), P("bob", (3, 2))], "/final")
    assert (v.rule, v.code, v.pointer) == ("D1", "card_twice", "/final/players/1/lots/1")
    assert v.params["first"] == "/final/players/0/lots/1"


@pytest.mark.rule("C3")
def test_C3_trays_only_with_two_trays():
    v = violation(PLAIN, [P("ann", (1, 2), trays=((1,), (2,))), P("bob", ())])
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_without_two_trays", "/players/0/trays")


@pytest.mark.rule("C3")
@pytest.mark.parametrize("trays", [((1, 2),), ((1,), (2,), ())])
def test_C3_exactly_two_trays(trays):
    v = violation(TWO, [P("ann", ()), P("bob", (1, 2), trays=trays)])
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_not_two", "/players/1/trays")


@pytest.mark.rule("C3")
def test_C3_trays_must_hold_every_lot():
    v = violation(TWO, [P("ann", (1, 2, 3, 4), trays=((1,), (3,))), P("bob", ())])
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_missing_lots", "/players/0/trays")
    assert v.params == {"player": "ann", "lots": "2, 4"}
    assert "2, 4" in v.message("en") and "2, 4" in v.message("it")


@pytest.mark.rule("C3")
def test_C3_trays_must_hold_only_the_players_lots():
    v = violation(TWO, [P("ann", (1, 2), trays=((1,), (2, 7))), P("bob", (7,))])
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_foreign_lot", "/players/0/trays/1/1")
    assert v.params == {"player": "ann", "lot": 7}


@pytest.mark.rule("C3")
def test_C3_a_lot_in_both_trays_of_a_player():
    """The same C3 check as an arrange_trays move: each lot in one tray."""
    v = violation(TWO, [P("ann", (1, 2), trays=((1, 2), (2,))), P("bob", ())])
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_lot_twice", "/players/0/trays/1/0")


@pytest.mark.rule("C3")
def test_C3_a_tray_card_that_is_no_card_is_not_the_players():
    v = violation(TWO, [P("ann", (1, 2), trays=((1, 2), (0,))), P("bob", ())])
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_foreign_lot", "/players/0/trays/1/0")


@pytest.mark.rule("W5")
def test_W5_piles_only_with_best_wins():
    v = violation(PLAIN, [P("ann", (1,)), P("bob", (2,), pile=(3,))])
    assert (v.rule, v.code, v.pointer) == ("W5", "pile_without_best_wins", "/players/1/pile")


@pytest.mark.rule("W5")
def test_W5_an_empty_pile_is_fine_without_best_wins():
    got = score_final(PLAIN, [P("ann", (1,), pile=()), P("bob", (2,))])
    assert scores(got)[0].pile_top is None


@pytest.mark.rule("D2")
def test_D2_a_pile_card_is_not_a_lot():
    v = violation(BEST, [P("ann", (1, 2), pile=(5,)), P("bob", (3,), pile=(9, 2))], "/final")
    assert (v.rule, v.code, v.pointer) == ("D2", "pile_card_is_lot", "/final/players/1/pile/1")
    assert v.params == {"card": 2, "first": "/final/players/0/lots/1"}


@pytest.mark.rule("D1")
def test_D1_a_pile_card_twice():
    v = violation(BEST, [P("ann", (1,), pile=(5, 6)), P("bob", (3,), pile=(7, 5))])
    assert (v.rule, v.code, v.pointer) == ("D1", "card_twice", "/players/1/pile/1")
    v = violation(BEST, [P("ann", (1,), pile=(5, 5)), P("bob", ())])
    assert (v.rule, v.code, v.pointer) == ("D1", "card_twice", "/players/0/pile/1")


@pytest.mark.rule("D1")
def test_D1_a_pile_card_is_a_card():
    v = violation(BEST, [P("ann", (1,), pile=(500,)), P("bob", ())])
    assert (v.rule, v.code, v.pointer) == ("D1", "card_out_of_range", "/players/0/pile/0")
