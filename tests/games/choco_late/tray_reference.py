"""Brute-force references for tray values (C1, C2) and two-tray splits (C3).

Written to be obviously right, not fast: they know nothing of the engine's count matrices,
flows or bounds. A symbol (colour) combination is any subset of the tray's lots whose
symbols (colours) have the shape of a row of the C1 table; the references enumerate every
such subset and every pair of them.
"""

from __future__ import annotations

from itertools import combinations, permutations, product

from hypothesis import HealthCheck

from service.games.choco_late.cards import colour, symbol
from service.games.choco_late.combinations import COMBINATIONS

SHAPES = {c.shape: c for c in COMBINATIONS}

# hypothesis settings of the tray and split property tests
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)

DECK = list(range(1, 101))
# pools of cards that make combinations crowd: few symbols, few colours, or both
POOLS = [
    DECK,
    DECK[:50],
    DECK[:75],
    [n for n in DECK if symbol(n) in (1, 2)],
    [n for n in DECK if colour(n) in (2, 3)],
    [n for n in DECK if colour(n) in (2, 3, 4)],
    [n for n in DECK if symbol(n) in (1, 3, 5) and colour(n) in (1, 4, 5)],
    [n for n in DECK if symbol(n) == 4],
    [n for n in DECK if colour(n) == 1],
]
VALUE_OF = {"symbol": symbol, "colour": colour}


def _shape(values) -> tuple[int, ...]:
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return tuple(sorted(counts.values(), reverse=True))


def combinations_by_filter(lots, kind: str):
    """Every C1 combination of `kind` ("symbol" or "colour") in `lots`: every subset of 2 to
    6 lots, kept when its values have a shape of the table. Yields (combination, frozenset).
    """
    value = VALUE_OF[kind]
    for size in range(2, 7):
        for subset in combinations(sorted(lots), size):
            combo = SHAPES.get(_shape(value(n) for n in subset))
            if combo is not None:
                yield combo, frozenset(subset)


def all_combinations(lots, kind: str):
    """The same subsets as :func:`combinations_by_filter`, generated shape by shape (faster
    on big trays): each part of the shape takes a distinct value and that many lots of it.
    """
    value = VALUE_OF[kind]
    groups: dict[int, list[int]] = {}
    for n in sorted(lots):
        groups.setdefault(value(n), []).append(n)
    for combo in COMBINATIONS:
        parts = combo.shape
        seen = set()
        for values in permutations(groups, len(parts)):
            # parts of equal size are unordered: keep each set of values once
            key = tuple(sorted(zip(parts, values)))
            if key in seen:
                continue
            seen.add(key)
            choices = [combinations(groups[v], k) for k, v in zip(parts, values)]
            for pick in product(*choices):
                yield combo, frozenset(n for part in pick for n in part)


def _points(combo, kind):
    if combo is None:
        return 0
    return combo.symbol_points if kind == "symbol" else combo.colour_points


def _masked(lots, kind):
    """(bonus, bitmask) of every combination of `kind` and of the empty choice, where bonus =
    points - lots used."""
    index = {n: i for i, n in enumerate(sorted(lots))}
    out = [(0, 0)]
    for combo, subset in all_combinations(lots, kind):
        mask = 0
        for n in subset:
            mask |= 1 << index[n]
        out.append((_points(combo, kind) - len(subset), mask))
    return out


def tray_value(lots) -> int:
    """C2 by brute force: the best over every symbol combination (or none) and every colour
    combination (or none) of  symbol points + colour points + lots in neither.

    A pair (S, C) scores n + (sp - |S|) + (cp - |C|) + |S & C|. Rather than loop over every
    pair, every subset I of every colour combination keeps the best colour bonus among the
    colour combinations containing it, and every symbol combination S tries every I inside
    S. No I overstates a real pair, and I = S & C of a best pair reaches its value, so the
    maximum is the double loop's.
    """
    lots = list(lots)
    n = len(lots)
    if n == 0:
        return 0
    best_colour: dict[int, int] = {}
    get = best_colour.get
    for bonus, mask in _masked(lots, "colour"):
        sub = mask
        while True:
            if get(sub, -99) < bonus:
                best_colour[sub] = bonus
            if sub == 0:
                break
            sub = (sub - 1) & mask
    best = -99
    for bonus, mask in _masked(lots, "symbol"):
        sub = mask
        while True:
            other = get(sub)
            if other is not None:
                total = bonus + other + sub.bit_count()
                if total > best:
                    best = total
            if sub == 0:
                break
            sub = (sub - 1) & mask
    return n + best


def tray_choices(lots):
    """Every choice as (value, symbol combo, symbol lots, colour combo, colour lots), by the
    plain double loop. Only for small trays."""
    lots = list(lots)
    n = len(lots)
    colours = [(None, frozenset())] + list(combinations_by_filter(lots, "colour"))
    out = []
    for s_combo, s in [(None, frozenset())] + list(combinations_by_filter(lots, "symbol")):
        sp = _points(s_combo, "symbol")
        for c_combo, c in colours:
            cp = _points(c_combo, "colour")
            out.append((sp + cp + n - len(s | c), s_combo, s, c_combo, c))
    return out


def all_splits(lots):
    """Every division of `lots` into two trays, each once (the lowest lot in the first)."""
    lots = sorted(lots)
    if not lots:
        yield (), ()
        return
    first, rest = lots[0], lots[1:]
    for mask in range(1 << len(rest)):
        a = [first] + [x for i, x in enumerate(rest) if mask >> i & 1]
        b = [x for i, x in enumerate(rest) if not mask >> i & 1]
        yield tuple(a), tuple(b)


def best_split_total(lots, value=tray_value) -> int:
    """C3 by brute force: the best sum of two tray values over every split. `value` scores
    one tray (the brute force above by default)."""
    cache: dict[frozenset, int] = {}

    def score(tray):
        key = frozenset(tray)
        if key not in cache:
            cache[key] = value(tray)
        return cache[key]

    return max(score(a) + score(b) for a, b in all_splits(lots))


def lots_from(low: int, high: int):
    """A hypothesis strategy: low..high distinct lots drawn from one of POOLS."""
    from hypothesis import strategies as st

    return st.sampled_from(POOLS).flatmap(
        lambda pool: st.integers(low, min(high, len(pool))).flatmap(
            lambda n: st.lists(st.sampled_from(pool), min_size=n, max_size=n, unique=True)
        )
    )

def chosen_split(lots, value=tray_value) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """C3, which best split is shown, by the order of record walked without bounds: every
    core of every level from the tray's best bonus down, kinds in the table's order, spreads
    in order, cores in the order of split_cores.Cores.walk (the definition of that order);
    the first core K whose bonus level t and rest reach the best total (by brute force,
    `value` scoring one tray) gives the trays (K, the rest); everything in one tray when
    nothing beats it. Each tray takes the lowest-numbered lots of a cell first."""
    from service.games.choco_late.split_cores import Cores
    from service.games.choco_late.tray_counts import CELL, count_matrix, line_sums
    from service.games.choco_late.tray_kinds import COLOUR_KINDS, SYMBOL_KINDS, fitting_spreads, packed_sums

    lots = sorted(lots)
    n = len(lots)
    best = best_split_total(lots, value)
    whole = value(lots) if lots else 0
    if best == whole:
        return tuple(lots), ()
    m = count_matrix(lots)
    rows, cols = line_sums(m)
    cores = Cores(m)

    def trays_of(core):
        left = list(core)
        first, second = [], []
        for card in lots:
            if left[CELL[card]]:
                left[CELL[card]] -= 1
                first.append(card)
            else:
                second.append(card)
        return tuple(first), tuple(second)

    for t in range(whole - n, 0, -1):
        for x in SYMBOL_KINDS:
            for y in COLOUR_KINDS:
                need = t - x.bonus - y.bonus
                if need < 0 or need > min(x.size, y.size):
                    continue
                for a in fitting_spreads(x, packed_sums(rows)):
                    for b in fitting_spreads(y, packed_sums(cols)):
                        found: list = []
                        cores.walk(a, b, need, lambda: None, lambda _: True, found.append)
                        for core in found:
                            first, second = trays_of(core)
                            if t + value(second) - len(second) == best - n:
                                return first, second
    raise AssertionError("no core reaches the best total")
