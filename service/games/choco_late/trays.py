"""Tray values (C2) and given two-tray splits (C3), with the breakdown: the public API.

A tray of n lots scores n plus a *bonus*: its symbol combination's points and its colour
combination's points, minus the lots they use, plus the lots they share. The value is
computed on the tray's 5x5 count matrix, one piece per module:

- :mod:`tray_kinds`: the kinds of the combination table and their spreads;
- :mod:`tray_counts`: the count matrix and its line sums;
- :mod:`tray_bounds`: cheap upper bounds (kinds a side can form, shared lots per line);
- :mod:`tray_flows`: the most lots two combinations can share (flows, matchings);
- :mod:`tray_bonus`: the tray's best bonus, :func:`tray_bonus.matrix_bonus`.

When several choices reach the value, the breakdown is chosen by the tie rule (``tie_rule``
in the catalogue's tables): :mod:`tray_candidates` (the kind pairs and spreads with the
points ranked first), :mod:`tray_symbol_lots` (the symbol lots) and :mod:`tray_tie_rule`
(the whole choice, with the colour lots). This module checks the cards (D1), scores a
tray (:func:`score_tray`, :func:`tray_points`) and a given division into two trays
(:func:`score_split`, C3), and holds the result types.

The engine keeps nothing between calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta

from service.referee.catalogue import catalogue_of
from service.referee.shown import Said, Shown
from service.referee.violations import RuleViolation

from .arrangement import arrangement_problem
from .combinations import COMBINATIONS
from .deck import Seen, check_cards
from .rulebook import RULES
from .tray_bonus import matrix_bonus
from .tray_counts import count_matrix, count_matrix_bits, line_sums
from .tray_kinds import KIND_COUNT, Fits, Kind, SharedMemo
from .tray_tie_rule import choose_breakdown

__all__ = [
    "CombinationUse",
    "SplitScore",
    "TrayScore",
    "score_split",
    "score_tray",
    "tray_points",
]


# --- results --------------------------------------------------------------------------


if TYPE_CHECKING:  # to mypy, a string
    CombinationId = str
else:  # to the document, the closed list
    CombinationId = Literal[tuple(c.id for c in COMBINATIONS)]

Lots = tuple[Annotated[int, Meta(ge=1, le=100)], ...]
"""Cards (D1: 1..100)."""


class CombinationUse(Shown, frozen=True):
    """A combination scored in a tray (C1): which one, with which lots, for how many points."""

    id: Annotated[CombinationId, Meta(examples=["four_different"], description=(
        "The combination's id (C1; the table is in GET /choco-late/rules)."))]
    label: Annotated[str, Meta(examples=["4 diversi"], description="Its Italian name.")]
    lots: Annotated[Lots, Meta(examples=[[23, 26, 32, 44]], description="The lots that make it, ascending.")]
    points: Annotated[int, Meta(ge=1, examples=[8], description="What it scores on this side (C1).")]


class TrayScore(Shown, frozen=True):
    """A tray's value (C2) and how it was made: at most one symbol combination, at most one
    colour combination (they may share lots), and loose lots at 1 point each."""

    lots: Annotated[Lots, Meta(examples=[[26, 32, 44, 37, 23]], description="The tray's lots, in the order given.")]
    points: Annotated[int, Meta(ge=0, examples=[17], description="The tray's value (C2).")]
    symbol_combination: Annotated[CombinationUse | None, Meta(description=(
        "The combination scored on the lots' symbols, or null."))]
    colour_combination: Annotated[CombinationUse | None, Meta(description=(
        "The combination scored on the lots' colours (shops), or null."))]
    loose_lots: Annotated[Lots, Meta(examples=[[]], description="Lots in neither combination: 1 point each (C2).")]
    explanation: Annotated[Said, Meta(examples=["4 diversi (symbols) 8 + 5 diversi (colours) 9 = 17"], description=(
        "How the points were made, in the request's language."))]


def explain_tray(symbol: CombinationUse | None, colour: CombinationUse | None, loose: tuple[int, ...], points: int,
                 lang: str) -> str:
    """'4 diversi (symbols) 8 + 5 diversi (colours) 9 + 1 loose 1 = 18', in `lang`."""
    word = catalogue_of(RULES.game).word
    parts = []
    if symbol is not None:
        parts.append(word("explain_symbols", lang, label=symbol.label, points=symbol.points))
    if colour is not None:
        parts.append(word("explain_colours", lang, label=colour.label, points=colour.points))
    if loose:
        parts.append(word("explain_loose", lang, count=len(loose)))
    if not parts:
        return word("explain_empty", lang)
    return " + ".join(parts) + f" = {points}"


def tray_score(lots: tuple[int, ...], points: int, symbol: CombinationUse | None, colour: CombinationUse | None,
               loose: tuple[int, ...]) -> TrayScore:
    return TrayScore(lots=lots, points=points, symbol_combination=symbol, colour_combination=colour,
                     loose_lots=loose, explanation=Said(explain_tray, symbol, colour, loose, points))


@dataclass(frozen=True)
class SplitScore:
    """C3: a given division of a player's lots into two trays, and its total."""

    trays: tuple[TrayScore, TrayScore]
    total: int


# --- scoring ----------------------------------------------------------------------------


def _use(kind: Kind, lots: tuple[int, ...]) -> CombinationUse | None:
    if kind.combo is None:
        return None
    return CombinationUse(id=kind.combo.id, label=kind.combo.label, lots=lots, points=kind.points)


@RULES.decides("C2")
def score_checked(lots: tuple[int, ...]) -> TrayScore:
    """C2: a tray scores at most one symbol combination and at most one colour combination
    (either may be none, a lot may belong to both); every lot in neither scores 1 point;
    the tray's value is the best total over all choices; an empty tray scores 0. `lots`
    are cards already checked (D1)."""
    if not lots:
        return tray_score((), 0, None, None, ())
    m, bits = count_matrix_bits(lots)
    rows, cols = line_sums(m)
    memo: SharedMemo = {}
    fits: tuple[Fits, Fits] = ([None] * KIND_COUNT, [None] * KIND_COUNT)
    best = matrix_bonus(m, rows, cols, memo=memo, fits=fits, bits=bits)
    sym, s_lots, col, c_lots, loose = choose_breakdown(lots, m, rows, cols, best, memo, fits, bits)
    return tray_score(lots, len(lots) + best, _use(sym, s_lots), _use(col, c_lots), loose)


def score_tray(lots: Iterable[int], pointer: str = "/lots") -> TrayScore:
    """C2: the value of one tray with its breakdown (ties by the catalogue's tie rule).

    Raises RuleViolation (D1) for a value that is not a card or a card given twice; the
    violation's pointer is `pointer`/index.
    """
    return score_checked(check_cards(lots, pointer))


def tray_points(lots: Iterable[int], pointer: str = "/lots") -> int:
    """C2: only the value of one tray (no breakdown), checked like :func:`score_tray`."""
    lots = check_cards(lots, pointer)
    if not lots:
        return 0
    return len(lots) + matrix_bonus(count_matrix(lots))


def score_split(trays: Sequence[Iterable[int]], pointer: str = "/trays") -> SplitScore:
    """C3: the total of a given division of lots into exactly two trays (either may be
    empty). A card in both trays, or twice in one, is a D1 violation; another number of
    trays is a C3 violation at `pointer`."""
    trays = list(trays)
    found = arrangement_problem(trays, None)
    if found is not None:
        raise RuleViolation(RULES.violation(arrangement_problem.rule, found[0], found[1], None, pointer))
    seen: Seen = {}
    checked = [check_cards(t, f"{pointer}/{i}", seen) for i, t in enumerate(trays)]
    scores = (score_checked(checked[0]), score_checked(checked[1]))
    return SplitScore(scores, scores[0].points + scores[1].points)
