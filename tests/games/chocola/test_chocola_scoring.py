"""Trays and scoring (V1-V8, R1-R10, D1-D3, W1), each rule by itself, and the rulebook's
worked scores and the tricky cases of the rules of record (section 9) as they are printed."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.chocola import scoring
from service.games.chocola.cards import DECORATIONS, DESSERTS
from service.games.chocola.decorations import assignment_problem, one_per_kind_problem, unassigned_problem
from service.games.chocola.final import Holding, score_final
from service.games.chocola.kinds import Attributes, Counted, per_type_and_flavour
from service.games.chocola.scoring import effective, phase_score
from service.games.chocola.trays import best_tray, possible_trays, tray_problem
from service.referee.violations import RuleViolation

EX1 = (["milk_praline", "dark_praline", "white_semifreddo", "milk_mousse"], ("white_truffle", "white_glaze"))
EX2_DESSERTS = ["milk_praline", "dark_praline", "white_semifreddo", "dark_mousse", "milk_mousse"]
EX2_DECORATIONS = {"white_semifreddo": ["red_sprinkles"], "milk_mousse": ["milk_glaze", "caramel"],
                   "dark_praline": ["dark_drops"], "dark_mousse": ["cinnamon_topping"]}
EX2_INSPIRATION = ("white_truffle", "marbled_drops")


def lines(b) -> dict:
    return {line.dessert: line.points for line in b.dessert_rules}


def decoration_lines(b) -> dict:
    return {line.decoration: (line.dessert, line.rule_id, line.points) for line in b.decoration_rules}


# --- the rulebook's worked examples and the tricky cases ---------------------------------------------


@pytest.mark.rule("V3")
def test_rulebook_example_1_scores_51_with_the_best_tray():
    b = phase_score(*EX1)
    assert b.points == 51 and b.tray_chosen == "best"
    assert b.tray == ("milk_praline", "white_semifreddo", "milk_mousse") and b.set_aside == ("dark_praline",)
    assert lines(b) == {"milk_praline": 16, "white_semifreddo": 20, "milk_mousse": 15}
    assert {d.id: d.value for d in b.desserts}["dark_praline"] == 8  # its rule would give 8, unused
    praline = b.dessert_rules[0]
    assert praline.rule_id == "R1" and praline.counted == (
        Counted(item="milk_praline", counted_as="type", inspiration=False),
        Counted(item="dark_praline", counted_as="type", inspiration=False),
        Counted(item="white_semifreddo", counted_as="flavour", inspiration=False),
        Counted(item="white_truffle", counted_as="flavour", inspiration=True))
    assert b.dessert_rules[1].counted[-1] == Counted(item="truffle", counted_as="type", inspiration=True)  # (I)
    assert [c.item for c in b.dessert_rules[2].counted] == ["white", "milk", "dark"]


@pytest.mark.rule("V8")
def test_rulebook_example_2_scores_64_plus_20():
    b = phase_score(EX2_DESSERTS, EX2_INSPIRATION, EX2_DECORATIONS, (), ["milk_praline", "white_semifreddo",
                                                                          "dark_mousse"])
    assert (b.dessert_points, b.decoration_points, b.points) == (64, 20, 84)
    assert lines(b) == {"milk_praline": 20, "dark_mousse": 24, "white_semifreddo": 20}
    assert decoration_lines(b) == {"red_sprinkles": ("white_semifreddo", "R4", 5),
                                   "milk_glaze": ("milk_mousse", "R5", 6), "caramel": ("milk_mousse", "R6", 6),
                                   "dark_drops": ("dark_praline", "R8", 0),
                                   "cinnamon_topping": ("dark_mousse", "R7", 3)}
    assert b.inspiration.flavours == ["white", "marbled"]
    best = phase_score(EX2_DESSERTS, EX2_INSPIRATION, EX2_DECORATIONS)
    assert best.tray == b.tray and best.points == 84  # the best tray is the one given


@pytest.mark.rule("V2")
def test_case_1_bonbons_duplicates_and_the_inspirations_rules_unused():
    desserts = ["white_bonbon", "milk_bonbon", "dark_bonbon", "white_praline", "milk_praline", "white_mousse"]
    b = phase_score(desserts, ("dark_mousse", "dark_glaze"))
    assert b.points == 77 and b.set_aside == ("white_praline",)
    assert lines(b) == {"white_bonbon": 15, "milk_bonbon": 18, "dark_bonbon": 9, "milk_praline": 20,
                        "white_mousse": 15}
    given = phase_score(desserts, ("dark_mousse", "dark_glaze"),
                        tray=["white_praline", "white_bonbon", "milk_bonbon", "dark_bonbon", "white_mousse"])
    assert given.points == 73 and given.tray_chosen == "given"


@pytest.mark.rule("R9")
def test_case_2_a_topping_adds_a_type_drops_add_a_flavour():
    b = phase_score(["white_semifreddo", "milk_cremino", "marbled_mousse"], ("milk_truffle", "caramel"),
                    {"white_semifreddo": ["coffee_bean_topping", "pink_sprinkles"], "marbled_mousse": ["white_drops"]})
    assert b.points == 65
    assert lines(b) == {"white_semifreddo": 20, "milk_cremino": 16, "marbled_mousse": 18}
    assert {k: v[2] for k, v in decoration_lines(b).items()} == {"coffee_bean_topping": 3, "pink_sprinkles": 5,
                                                                 "white_drops": 3}
    assert set(b.tray) == {"white_semifreddo", "milk_cremino", "marbled_mousse"}  # V2: added types never count


@pytest.mark.rule("R1")
def test_case_3_one_dessert_counted_twice():
    b = phase_score(["milk_praline", "white_praline"], ("white_cremino", "yellow_sprinkles"))
    assert b.points == 16 and b.tray == ("milk_praline",)
    assert {d.id: d.value for d in b.desserts}["white_praline"] == 12
    counted = b.dessert_rules[0].counted
    assert (Counted(item="white_praline", counted_as="type", inspiration=False) in counted
            and Counted(item="white_praline", counted_as="flavour", inspiration=False) in counted)


@pytest.mark.rule("V4")
def test_case_4_the_inspiration_altered():
    b = phase_score(["milk_mousse", "milk_praline"], ("white_bonbon", "dark_drops"))
    assert b.points == 23 and b.inspiration.flavours == ["white", "dark"]


# --- one rule at a time ------------------------------------------------------------------------------


@pytest.mark.rule("V1")
def test_own_desserts_are_those_prepared_the_inspiration_is_nobodys():
    b = phase_score([], ("white_truffle", "white_glaze"))
    assert b.points == 0 and b.tray == () and b.desserts == ()
    h = Holding("ann", ("white_truffle",), {}, (), None)
    with pytest.raises(RuleViolation) as err:
        score_final(False, {"dessert": "white_truffle", "decoration": "white_glaze"}, [h])
    assert err.value.violation.rule == "C3" and err.value.violation.pointer == "/final/players/0/desserts/0"


@pytest.mark.rule("V2")
def test_a_tray_holds_every_bonbon_and_one_of_each_other_type():
    own = ["milk_praline", "dark_praline", "white_bonbon", "milk_bonbon", "white_mousse"]
    assert tray_problem(["milk_praline", "white_bonbon", "milk_bonbon", "white_mousse"], own) is None
    assert tray_problem(["milk_praline", "dark_praline", "white_bonbon", "milk_bonbon", "white_mousse"],
                        own)[:1] == ("tray_type_twice",)
    assert tray_problem(["milk_praline", "white_bonbon", "white_mousse"], own)[0] == "tray_missing_unlimited"
    assert tray_problem(["white_bonbon", "milk_bonbon", "white_mousse"], own)[0] == "tray_missing_type"
    assert tray_problem(["white_truffle"], own) == ("tray_not_own", {"card": "white_truffle"}, "tray/0")
    assert tray_problem(["white_mousse", "white_mousse"], own)[0] == "tray_twice"
    assert tray_problem([], []) is None
    assert len(possible_trays(own)) == 2
    assert len(possible_trays([d for d in DESSERTS if "bonbon" not in d])) == 4 ** 5


@pytest.mark.rule("V3")
def test_the_best_tray_takes_the_best_copy_ties_to_the_first_in_c3():
    assert best_tray(["white_praline", "milk_praline"], {"white_praline": 8, "milk_praline": 8}) == ("white_praline",)
    assert best_tray(["white_praline", "milk_praline"], {"white_praline": 8, "milk_praline": 9}) == ("milk_praline",)


@pytest.mark.rule("V4")
def test_effective_attributes_of_a_decorated_dessert():
    assert effective("dark_mousse", ["cinnamon_topping", "dark_drops"]) == Attributes(
        "dark_mousse", ("praline", "mousse"), ("dark",))
    assert effective("white_bonbon", ["dark_drops"]).flavours == ("white", "dark")


@pytest.mark.rule("V5")
def test_dessert_rules_count_own_desserts_set_aside_included_and_the_inspiration():
    b = phase_score(["white_praline", "milk_praline"], ("milk_truffle", "white_glaze"))
    # milk_praline: 2 pralines (one set aside) + white: white_praline = 12; white_praline: 2 + milk: milk_praline,
    # milk_truffle (the Inspiration) = 16
    assert {d.id: d.value for d in b.desserts} == {"white_praline": 16, "milk_praline": 12}


@pytest.mark.rule("V6")
def test_only_tray_desserts_rules_score_never_the_inspirations():
    b = phase_score(["white_praline", "milk_praline"], ("milk_truffle", "white_glaze"))
    assert b.points == 16 and [line.dessert for line in b.dessert_rules] == ["white_praline"]


@pytest.mark.rule("V7")
def test_decorations_score_on_set_aside_desserts_and_look_only_at_own_desserts():
    b = phase_score(["white_praline", "milk_praline"], ("milk_truffle", "white_glaze"),
                    {"milk_praline": ["milk_glaze"], "white_praline": ["white_drops"]})
    assert b.set_aside == ("milk_praline",)
    lines_ = decoration_lines(b)
    assert lines_["milk_glaze"] == ("milk_praline", "R5", 6)  # on a set-aside Dessert: it scores
    assert lines_["white_drops"] == ("white_praline", "R8", 3)  # another own milk Dessert: milk_praline
    alone = phase_score(["white_praline"], ("milk_truffle", "white_glaze"), {"white_praline": ["white_drops"]})
    assert decoration_lines(alone)["white_drops"][2] == 0  # the milk Inspiration does not count


@pytest.mark.rule("V8")
def test_a_phase_score_is_dessert_points_plus_decoration_points():
    b = phase_score(EX2_DESSERTS, EX2_INSPIRATION, EX2_DECORATIONS)
    assert b.points == sum(line.points for line in b.dessert_rules) + sum(line.points for line in b.decoration_rules)


@pytest.mark.rule("R1")
def test_r1_counts_type_then_flavour():
    rule = DESSERTS["white_praline"].rule
    domain = [Attributes("milk_praline", ("praline",), ("milk",)), Attributes("x", ("mousse",), ("milk",), True)]
    assert per_type_and_flavour(rule, domain)[0] == 4 * 3


@pytest.mark.rule("R2")
def test_r2_points_per_distinct_type():
    b = phase_score(["white_semifreddo", "milk_semifreddo", "dark_bonbon"], ("white_truffle", "white_glaze"))
    assert lines(b) == {"white_semifreddo": 15, "dark_bonbon": 3 * (1 + 0)}


@pytest.mark.rule("R3")
def test_r3_points_per_distinct_flavour():
    b = phase_score(["marbled_mousse", "dark_bonbon"], ("white_truffle", "white_glaze"))
    assert lines(b)["marbled_mousse"] == 6 * 3


@pytest.mark.rule("R4")
def test_r4_on_a_type_an_added_type_included():
    b = phase_score(["white_praline", "milk_mousse"], ("white_truffle", "white_glaze"),
                    {"milk_mousse": ["yellow_sprinkles", "cinnamon_topping"], "white_praline": ["green_sprinkles"]})
    assert decoration_lines(b)["yellow_sprinkles"][2] == 5 and decoration_lines(b)["green_sprinkles"][2] == 0


@pytest.mark.rule("R5")
def test_r5_on_a_flavour():
    b = phase_score(["white_praline"], ("white_truffle", "white_glaze"), {"white_praline": ["milk_glaze"]})
    assert decoration_lines(b)["milk_glaze"][2] == 0
    b = phase_score(["white_praline"], ("white_truffle", "white_glaze"), {"white_praline": ["milk_glaze", "milk_drops"]})
    assert decoration_lines(b)["milk_glaze"][2] == 6


@pytest.mark.rule("R6")
def test_r6_per_decoration_on_the_same_dessert_itself_included():
    b = phase_score(["white_praline"], ("white_truffle", "white_glaze"), {"white_praline": ["caramel"]})
    assert decoration_lines(b)["caramel"][2] == 3
    b = phase_score(["white_praline"], ("white_truffle", "white_glaze"),
                    {"white_praline": ["caramel", "white_glaze", "red_sprinkles", "white_drops", "mint_topping"]})
    assert decoration_lines(b)["caramel"][2] == 15


@pytest.mark.rule("R7")
def test_r7_another_own_dessert_of_the_type():
    b = phase_score(["white_praline"], ("milk_praline", "white_glaze"), {"white_praline": ["cinnamon_topping"]})
    assert decoration_lines(b)["cinnamon_topping"][2] == 0  # itself and the Inspiration do not count


@pytest.mark.rule("R8")
def test_r8_another_own_dessert_of_the_flavour_example_2_line_g():
    b = phase_score(EX2_DESSERTS, EX2_INSPIRATION, EX2_DECORATIONS)
    line = next(x for x in b.decoration_rules if x.decoration == "dark_drops")
    assert line.points == 0 and line.reason == ("reason_no_other_of_flavour", {"flavour": "marbled"})


@pytest.mark.rule("R10")
def test_r10_drops_add_their_flavour_for_every_rule():
    b = phase_score(["white_mousse"], ("white_truffle", "white_glaze"), {"white_mousse": ["marbled_drops"]})
    assert lines(b)["white_mousse"] == 5 * 2 and b.desserts[0].flavours == ["white", "marbled"]


@pytest.mark.rule("D1")
def test_d1_decorations_go_on_own_desserts_exactly_as_held():
    assert assignment_problem(["milk_praline"], {"caramel": 1}, {"white_truffle": ["caramel"]}, ())[0] == \
        "decorated_not_own"
    assert assignment_problem(["milk_praline"], {"caramel": 1}, {"milk_praline": ["caramel", "caramel"]}, ())[2] == \
        "decorations/milk_praline/1"
    assert assignment_problem(["milk_praline"], {"caramel": 2}, {"milk_praline": ["caramel"]}, ())[0] == \
        "decorations_not_placed"
    assert assignment_problem(["milk_praline"], {"caramel": 2}, {"milk_praline": ["caramel"]}, ["caramel"]) is None


@pytest.mark.rule("D2")
def test_d2_one_decoration_of_each_kind_per_dessert():
    found = one_per_kind_problem({"milk_praline": ["white_glaze", "caramel", "milk_glaze"]})
    assert found == ("kind_twice", {"card": "milk_glaze", "other": "white_glaze", "dessert": "milk_praline",
                                    "kind": "glaze"}, "decorations/milk_praline/2")


@pytest.mark.rule("D3")
def test_d3_unassigned_only_when_no_place_is_left():
    assert unassigned_problem(["milk_praline"], {}, ["caramel"])[0] == "unassigned_has_place"
    assert unassigned_problem(["milk_praline"], {"milk_praline": ["caramel"]}, ["caramel"]) is None
    assert unassigned_problem([], {}, ["caramel", "white_glaze"]) is None
    b = phase_score(["milk_praline"], ("white_truffle", "white_glaze"), {"milk_praline": ["caramel"]}, ["caramel"])
    assert b.unassigned == ("caramel",) and b.decoration_points == 3


@pytest.mark.rule("W1")
def test_w1_the_highest_wins_ties_share_ranks_and_wins():
    insp = {"dessert": "white_truffle", "decoration": "white_glaze"}
    holdings = [Holding("ann", ("white_semifreddo",), {}, (), None), Holding("bob", ("milk_semifreddo",), {}, (), None),
                Holding("cat", ("dark_bonbon",), {}, (), None)]
    s = score_final(False, insp, holdings)
    assert [p.total for p in s.players] == [10, 10, 3]
    assert [p.rank for p in s.players] == [1, 1, 3] and s.winners == ("ann", "bob")
    assert s.ranking == ("ann", "bob", "cat") and s.decided_by == ("V8", "W1") and s.tiebreak is None


@pytest.mark.rule("V8")
@settings(max_examples=150, deadline=None)
@given(desserts=st.lists(st.sampled_from(sorted(DESSERTS)), max_size=8, unique=True),
       inspiration=st.tuples(st.sampled_from(sorted(DESSERTS)), st.sampled_from(sorted(DECORATIONS))),
       data=st.data())
def test_a_phase_1_score_asked_again_is_the_score_worked_out_afresh(desserts, inspiration, data):
    """The valuation of undecorated Desserts is kept (scoring._undecorated): every tray V2
    allows, asked after the best one (and after each other), scores as it does worked out
    from nothing, and what is kept is the same after every use."""
    scoring.forget_valuations()
    trays = possible_trays(desserts)
    order = data.draw(st.permutations([None, *trays]))
    fresh = {}
    for tray in order:
        scoring.forget_valuations()
        fresh[tray] = phase_score(desserts, inspiration, tray=tray)
    kept = None
    for tray in order:
        assert phase_score(desserts, inspiration, tray=tray) == fresh[tray]
        now = copy.deepcopy(dict(scoring._UNDECORATED_VALUED))
        assert kept is None or now == kept
        kept = now
