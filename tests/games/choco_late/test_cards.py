"""The deck (D1) and the setup tables (S1, S2): service/games/choco_late/cards.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from service.games.choco_late.cards import (
    COLOURS,
    DECK_SIZE,
    MAX_STANDARD_COLLECTION,
    STANDARD_SETUP,
    SYMBOLS,
    TWO_TRAYS_SETUP,
    SetupRow,
    colour,
    is_card,
    setup_table,
    symbol,
)
from tests.rules_of_record import document_text


DECK = range(1, 101)

# Section 2 of choco-late.md (and the printed rulebook):
# players: (highest card used, lots in the centre, vouchers per player, cards left in the box)
EXPECTED_STANDARD = {
    2: (50, 9, 11, 19),
    3: (50, 14, 10, 6),
    4: (75, 18, 11, 13),
    5: (75, 23, 10, 2),
    6: (100, 27, 11, 7),
}
EXPECTED_TWO_TRAYS = {
    2: (75, 17, 20, 18),
    3: (100, 26, 18, 20),
    4: (100, 34, 16, 2),
}


# ------------------------------------------------------------------ D1: the deck


@pytest.mark.rule("D1")
def test_D1_deck_is_cards_1_to_100_with_five_symbols_and_five_colours():
    assert DECK_SIZE == 100
    assert SYMBOLS == (1, 2, 3, 4, 5)
    assert COLOURS == (1, 2, 3, 4, 5)


@pytest.mark.rule("D1")
@pytest.mark.parametrize("n", DECK)
def test_D1_symbol_and_colour_follow_the_formulas(n):
    assert symbol(n) == ((n - 1) % 5) + 1
    assert colour(n) == (((n - 1) // 5) % 5) + 1
    assert symbol(n) in SYMBOLS
    assert colour(n) in COLOURS


@pytest.mark.rule("D1")
def test_D1_first_cards_cycle_symbols_then_colours():
    assert [symbol(n) for n in range(1, 11)] == [1, 2, 3, 4, 5, 1, 2, 3, 4, 5]
    assert [colour(n) for n in range(1, 11)] == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2]
    assert (symbol(25), colour(25)) == (5, 5)
    assert (symbol(26), colour(26)) == (1, 1)
    assert (symbol(100), colour(100)) == (5, 5)


@pytest.mark.rule("D1")
def test_D1_every_symbol_colour_pair_is_on_exactly_four_cards():
    pairs = Counter((symbol(n), colour(n)) for n in DECK)
    assert set(pairs) == {(s, c) for s in SYMBOLS for c in COLOURS}
    assert len(pairs) == 25
    assert set(pairs.values()) == {4}


@pytest.mark.rule("D1")
def test_D1_every_symbol_and_every_colour_is_on_twenty_cards():
    assert Counter(symbol(n) for n in DECK) == {s: 20 for s in SYMBOLS}
    assert Counter(colour(n) for n in DECK) == {c: 20 for c in COLOURS}


@pytest.mark.rule("D1")
def test_D1_lot_15_is_symbol_5_colour_3():
    assert symbol(15) == 5
    assert colour(15) == 3


@pytest.mark.rule("D1")
@pytest.mark.parametrize(
    ("voucher", "same_symbol", "same_colour"),
    [
        (40, True, True),  # valid: both
        (38, False, True),  # valid: colour
        (45, True, False),  # valid: symbol
        (46, False, False),  # invalid
    ],
)
def test_D1_rulebook_voucher_example_for_lot_15(voucher, same_symbol, same_colour):
    lot = 15
    assert (symbol(voucher) == symbol(lot)) is same_symbol
    assert (colour(voucher) == colour(lot)) is same_colour


def _shape(values):
    return tuple(sorted(Counter(values).values(), reverse=True))


@pytest.mark.rule("D1")
@pytest.mark.parametrize(
    ("tray", "symbol_shape", "colour_shape"),
    [
        # section 6: four_different symbols (plus a pair) + five_different colours
        ((26, 32, 44, 37, 23), (2, 1, 1, 1), (1, 1, 1, 1, 1)),
        # three_pairs symbols + full_house colours
        ((2, 22, 25, 4, 9, 5), (2, 2, 2), (3, 2, 1)),
        # pair symbols + four_same colours
        ((6, 7, 10, 35), (2, 1, 1), (4,)),
        # three_same symbols + three_same colours
        ((1, 26, 28, 11), (3, 1), (3, 1)),
        # two_pairs symbols + four_different colours (+ a loose lot)
        ((31, 27, 32, 43, 48), (2, 2, 1), (2, 1, 1, 1)),
        # five_different symbols + five_same colours
        ((16, 42, 19, 43, 45), (1, 1, 1, 1, 1), (5,)),
        # three_same symbols + four_different colours
        ((46, 16, 11, 33), (3, 1), (1, 1, 1, 1)),
        # four_different symbols + four_different colours
        ((39, 28, 7, 45), (1, 1, 1, 1), (1, 1, 1, 1)),
        # no symbol combination + three_same colours
        ((21, 23, 49), (1, 1, 1), (3,)),
    ],
)
def test_D1_mapping_reproduces_the_shapes_of_the_worked_examples(
    tray, symbol_shape, colour_shape
):
    assert _shape(symbol(n) for n in tray) == symbol_shape
    assert _shape(colour(n) for n in tray) == colour_shape


@pytest.mark.rule("D1")
@pytest.mark.parametrize("value", [1, 2, 15, 50, 99, 100])
def test_D1_is_card_accepts_ints_1_to_100(value):
    assert is_card(value) is True


@pytest.mark.rule("D1")
@pytest.mark.parametrize(
    "value",
    [True, False, 1.0, 15.0, 15.5, 0, 101, -1, -15, 1000, "15", "1", None, [15], (15,)],
    ids=repr,
)
def test_D1_is_card_rejects_non_cards(value):
    assert is_card(value) is False


@pytest.mark.rule("D1")
def test_D1_is_card_accepts_exactly_the_deck():
    assert [v for v in range(-5, 110) if is_card(v)] == list(DECK)


# ------------------------------------------------------------------ S1, S2: the tables


def _as_tuples(table):
    return {k: (r.highest_card, r.lots, r.vouchers, r.box) for k, r in table.items()}


@pytest.mark.rule("S2")
def test_S2_standard_table_is_the_rulebook_table():
    assert _as_tuples(STANDARD_SETUP) == EXPECTED_STANDARD


@pytest.mark.rule("S2")
def test_S2_two_trays_table_is_the_rulebook_table():
    assert _as_tuples(TWO_TRAYS_SETUP) == EXPECTED_TWO_TRAYS


@pytest.mark.rule("S2")
@pytest.mark.parametrize(
    "row",
    [*STANDARD_SETUP.values(), *TWO_TRAYS_SETUP.values()],
    ids=lambda r: f"{r.players}p-1..{r.highest_card}",
)
def test_S2_every_row_deals_exactly_the_cards_used(row: SetupRow):
    assert row.lots + row.players * row.vouchers + row.box == row.highest_card
    assert row.cards_used == range(1, row.highest_card + 1)
    assert len(row.cards_used) == row.highest_card
    assert row.highest_card <= DECK_SIZE
    assert min(row.lots, row.vouchers, row.box) >= 0


@pytest.mark.rule("S2")
@pytest.mark.parametrize(("players", "expected"), sorted(EXPECTED_STANDARD.items()))
def test_S2_embedded_standard_rows_add_up(players, expected):
    highest, lots, vouchers, box = expected
    assert lots + players * vouchers + box == highest


@pytest.mark.rule("S2")
@pytest.mark.parametrize(("players", "expected"), sorted(EXPECTED_TWO_TRAYS.items()))
def test_S2_embedded_two_trays_rows_add_up(players, expected):
    highest, lots, vouchers, box = expected
    assert lots + players * vouchers + box == highest


@pytest.mark.rule("S1")
def test_S1_player_counts_of_each_table():
    assert sorted(STANDARD_SETUP) == [2, 3, 4, 5, 6]
    assert sorted(TWO_TRAYS_SETUP) == [2, 3, 4]
    for table in (STANDARD_SETUP, TWO_TRAYS_SETUP):
        for players, row in table.items():
            assert row.players == players


@pytest.mark.rule("S2")
def test_S2_setup_table_picks_the_table_of_the_variant():
    assert setup_table(False) is STANDARD_SETUP
    assert setup_table(True) is TWO_TRAYS_SETUP


@pytest.mark.rule("S2")
def test_S2_largest_standard_collection_is_the_largest_centre():
    assert MAX_STANDARD_COLLECTION == 27


@pytest.mark.rule("S2")
def test_S2_setup_rows_are_immutable():
    with pytest.raises(AttributeError):
        STANDARD_SETUP[2].lots = 10  # type: ignore[misc]


def _doc_tables(text: str) -> list[dict[int, tuple[int, int, int, int]]]:
    """The setup tables of section 2 of choco-late.md, in order."""
    section = re.search(r"^## 2\. .*?(?=^## )", text, re.S | re.M)
    assert section, "section 2 not found"
    tables: list[dict[int, tuple[int, int, int, int]]] = []
    current: dict[int, tuple[int, int, int, int]] | None = None
    for line in section.group(0).splitlines():
        m = re.match(r"^\|\s*(\d+)\s*\|\s*1-(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|", line)
        if m:
            if current is None:
                current = {}
                tables.append(current)
            players, highest, lots, vouchers, box = map(int, m.groups())
            current[players] = (highest, lots, vouchers, box)
        elif not line.startswith("|"):
            current = None
    return tables


@pytest.mark.rule("S2")
def test_S2_tables_equal_the_rules_of_record():
    tables = _doc_tables(document_text("choco-late"))
    assert tables == [EXPECTED_STANDARD, EXPECTED_TWO_TRAYS]
    assert tables == [_as_tuples(STANDARD_SETUP), _as_tuples(TWO_TRAYS_SETUP)]
