"""Take Chocolate (K1-K5): lay a reserve card against the Tavoletta and take the cards it
touches.

A take names the used card and the positions it touches; K3 proves a legal lay exists
(:func:`find_lay`, on the Tavoletta's geometry G3-G6) and reports the first one in K3's
order, or names the rule every possible lay breaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from service.referee.legality import Finding, Found

from .cards import LEFT, RIGHT
from .geometry import COLS, POSITIONS, ROWS, Placement, Position, contacts, laid_colours, side_matches, touched_by
from .moves import TakeChocolate
from .phases import MAIN
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

RESERVE_CAP = 6


def where(position: Sequence[int]) -> str:
    """A position as people read it in a verdict: [row,col]."""
    return f"[{position[0]},{position[1]}]"


@RULES.refuses("K1")
def take_when(state: State, move: TakeChocolate, full: bool) -> Finding | None:
    """K1: only in the main phase (the Tavoletta is not empty) and only by a player holding
    at most 5 cards. (`full` False: the timing clause alone, checked before who moves.)"""
    if state.phase is not MAIN:
        return "take_not_main_phase", {"phase": state.phase.value}, "type"
    if full:
        held = state.held[move.player]
        if held >= RESERVE_CAP:
            return "take_reserve_full", {"player": move.player, "held": held}, ""
    return None


@RULES.refuses("K2")
def used_card_problem(state: State, move: TakeChocolate) -> Finding | None:
    """K2: `card` is a card of the player's reserve (the used card)."""
    if state.reserves[move.player].get(move.card, 0) == 0:
        return "card_not_in_reserve", {"card": move.card, "player": move.player}, "card"
    return None


NONE_BROKEN: frozenset[str] = frozenset()


def find_lay(visible: Sequence[str | None], card: str, touched: tuple[tuple[int, int], ...]
             ) -> tuple[Placement | None, set[str] | frozenset[str]]:
    """The first lay of `card` touching exactly `touched` (sorted, side by side when two)
    in K3's order, or None and the rules (G3, G4) every possible lay broke. `visible`: the
    colour every square shows (:func:`~geometry.visible_of`)."""
    covered = mismatched = False
    for lay in contacts(touched):
        orientations = laid_colours(visible, card, lay)
        if orientations is None:
            covered = True
            continue
        if lay.touched == touched:
            upright, turned = orientations
            if side_matches(visible, upright, lay):
                return lay.placements[0], NONE_BROKEN
            if side_matches(visible, turned, lay):
                return lay.placements[1], NONE_BROKEN
        mismatched = True
    broken = set()
    if covered:
        broken.add(laid_colours.rule)
    if mismatched:
        broken.add(side_matches.rule)
    return None, broken


def in_order(touched: tuple[Position, ...]) -> tuple[Position, ...]:
    """Touched positions by row, then column (as K3 reports them)."""
    return touched if len(touched) == 1 or touched[0] < touched[1] else (touched[1], touched[0])


TOUCHABLE: dict[tuple[Position, ...], tuple[Position, ...]] = {
    **{(p,): (p,) for p in POSITIONS},
    **{pair: in_order(pair) for r in range(ROWS) for c in range(COLS - 1)
       for pair in (((r, c), (r, c + 1)), ((r, c + 1), (r, c)))},
}
"""Every `touched` of 1 position of the Tavoletta or 2 side by side in one row (in either
order), with its positions in K3's order: only these may name the cards of a lay (G5, G6)."""


def touched_problem(stacks: Sequence[list[str]], touched: tuple[Position, ...]) -> Finding:
    """What is wrong with a `touched` K3 refuses before any lay is looked for: not 1 or 2
    positions, one off the Tavoletta or a hole (in the order of the move), the same one twice,
    two not side by side in a row."""
    n = len(touched)
    if not 1 <= n <= 2:
        return "touched_count", {"count": n}, "touched"
    for i, (r, c) in enumerate(touched):
        if not (0 <= r < ROWS and 0 <= c < COLS):
            return "touched_off_tavoletta", {"position": where(touched[i])}, f"touched/{i}"
        if not stacks[r * COLS + c]:
            return "touched_hole", {"position": where(touched[i])}, f"touched/{i}"
    ordered = in_order(touched)
    if ordered[0] == ordered[1]:
        return "touched_twice", {"position": where(touched[1])}, "touched/1"
    return "touched_apart", {"first": where(ordered[0]), "second": where(ordered[1]), "rule": touched_by.rule}, "touched"


@RULES.refuses("K3")
def lay_problem(state: State, move: TakeChocolate) -> Finding | Found | None:
    """K3: `touched` lists 1 or 2 different visible positions (on the Tavoletta, not holes),
    in any order, and they are exactly the cards touched by some legal lay of the used card
    (G3-G6). The move does not describe the lay: the referee finds one, the first in the
    order y, then x ascending, upright before turned, sides top, bottom, left, right, and
    hands it to the take's outcome (``Found``: the log reports it, :func:`placement_of`)."""
    touched, card = move.touched, move.card
    stacks = state.stacks
    ordered = TOUCHABLE.get(touched)
    if ordered is None:
        return touched_problem(stacks, touched)
    for r, c in touched:
        if not stacks[r * COLS + c]:
            return touched_problem(stacks, touched)  # a hole: which one
    placement, broken = find_lay(state.visible, card, ordered)
    if placement is not None:
        return Found(placement)
    code = "no_lay_space" if broken == {laid_colours.rule} else (
        "no_lay_colours" if broken == {side_matches.rule} else "no_lay")
    return code, {"card": card, "touched": " ".join(where(p) for p in ordered),
                  "rules": ", ".join(sorted(broken))}, "touched"


def placement_of(state: State, move: TakeChocolate) -> Placement:
    """The lay of a take K3 accepted, the first in K3's order (for the log), found again: for
    a take applied without what K3 found (:func:`lay_problem`)."""
    placement, _ = find_lay(state.visible, move.card, TOUCHABLE[move.touched])
    assert placement is not None  # K3 accepted the take: it has a lay
    return placement


@RULES.refuses("K5")
def cap_problem(state: State, move: TakeChocolate) -> Finding | None:
    """K5: a reserve never holds more than 6 cards. With n cards before the move, `leave`
    names exactly max(0, n + |touched| - 6) of the touched positions, none twice (the
    player chooses which); when that number is 0, `leave` is empty or absent."""
    leave = move.leave or ()
    touched = move.touched
    for i, position in enumerate(leave):
        if position not in touched:
            return "leave_not_touched", {"position": where(position)}, f"leave/{i}"
        if position in leave[:i]:
            return "leave_twice", {"position": where(position)}, f"leave/{i}"
    held = state.held[move.player]
    need = held + len(touched) - RESERVE_CAP
    if need < 0:
        need = 0
    if len(leave) != need:
        return "leave_count", {"count": len(leave), "expected": need, "held": held, "touched": len(touched)}, "leave"
    return None


@RULES.decides("K4")
def take_outcome(state: State, move: TakeChocolate) -> tuple[str, ...]:
    """K4: the used card goes back to the reserve, with the top card of every touched
    position except those in `leave`, which stay where they are. Returns the ids taken, in
    the order of the positions by row, then column."""
    leave = move.leave
    touched = TOUCHABLE[move.touched]
    return state.take_tops(move.player, [p for p in touched if p not in leave] if leave else touched)


def plausible_touches(stacks: Sequence[list[str]], colours: tuple[str, str]) -> list[tuple[Position, ...]]:
    """The touched sets worth asking K3 about for a card of these colours (a superset of the
    legal ones, by G6's colour conditions): single visible cards showing one of the colours,
    side-by-side visible pairs whose facing halves are exactly the card's colours."""
    a, b = colours
    out: list[tuple[Position, ...]] = []
    for r in range(2):
        for c in range(COLS):
            stack = stacks[r * COLS + c]
            if not stack:
                continue
            left, right = LEFT[stack[-1]], RIGHT[stack[-1]]
            if left in colours or right in colours:
                out.append(((r, c),))
            if c + 1 < COLS:
                nxt = stacks[r * COLS + c + 1]
                if nxt and {right, LEFT[nxt[-1]]} == {a, b}:
                    out.append(((r, c), (r, c + 1)))
    return out
