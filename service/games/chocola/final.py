"""The final form (section 7): scoring without a history, checked first.

Checks, citing the first failure (``move_index`` null, pointers under ``/final``): S1
(1 or more players, unique ids); S7; then each player in listed order: C3 (Desserts exist,
none held twice, none the Inspiration's), C4 (Decorations exist), C5 (no Decoration more
often than C4 prints it, over this player, the earlier ones and the Inspiration), E4 (no
Decorations without `second_phase`), V2 (`tray`), D1 (keys are own Desserts), D2, D3.
The same checks serve ``POST /chocola/trays`` for one player (E4 aside).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from service.referee.legality import Finding
from service.referee.standings import Standings
from service.referee.violations import RuleViolation, Ruled, pointer_token

from .cards import copies_problem, decoration_ids, dessert_ids
from .decorations import assignment_problem, one_per_kind_problem, unassigned_problem
from .end import one_phase
from .rulebook import RULES
from .scoring import Breakdown, phase_score, phase_total
from .setup import inspiration_problem, players_problem
from .standings import game_standings
from .trays import tray_problem


@dataclass(frozen=True)
class Holding:
    """What one player holds at the end: Desserts, the Decorations assigned by Dessert,
    those left unassigned, and a declared tray (None: the best)."""

    player: str
    desserts: tuple[str, ...]
    decorations: Mapping[str, tuple[str, ...]]
    unassigned: tuple[str, ...]
    tray: tuple[str, ...] | None


def _raise(check: Ruled[..., Any], found: Finding, prefix: str) -> RuleViolation:
    code, params, field = found
    return RULES.fail(check, code, params, f"{prefix}/{field}" if field else prefix)


def check_holding(h: Holding, inspiration: tuple[str, str], at: str, held: dict[str, str],
                  copies: dict[str, int], *, second_phase: bool | None) -> None:
    """One player's holding, in the order C3, C4, C5, E4 (unless `second_phase` is None),
    V2, D1, D2, D3. `held` and `copies` carry what earlier players hold (updated)."""
    found = dessert_ids(h.desserts, "desserts", held, inspiration[0], h.player)
    if found is not None:
        raise _raise(dessert_ids, found, at)
    placed = [(card, f"decorations/{pointer_token(key)}/{i}") for key, cards in h.decorations.items()
              for i, card in enumerate(cards)]
    placed += [(card, f"unassigned/{i}") for i, card in enumerate(h.unassigned)]
    for card, field in placed:
        found = decoration_ids((card,), field)
        if found is not None:
            raise _raise(decoration_ids, (found[0], found[1], field), at)
    found = copies_problem(((card, field) for card, field in placed), copies)
    if found is not None:
        raise _raise(copies_problem, found, at)
    if second_phase is not None and one_phase(second_phase) and placed:
        raise _raise(one_phase, ("decorations_one_phase", {"player": h.player}, placed[0][1]), at)
    checks: tuple[tuple[Ruled[..., Any], Callable[[], Finding | None]], ...] = ((tray_problem, lambda: None if h.tray is None else tray_problem(h.tray, h.desserts)),
              (assignment_problem, lambda: assignment_problem(h.desserts, None, h.decorations, h.unassigned)),
              (one_per_kind_problem, lambda: one_per_kind_problem(h.decorations)),
              (unassigned_problem, lambda: unassigned_problem(h.desserts, h.decorations, h.unassigned)))
    for check, problem in checks:
        found = problem()
        if found is not None:
            raise _raise(check, found, at)


def check_inspiration(inspiration: Mapping[str, str], at: str) -> tuple[str, str]:
    found = inspiration_problem(inspiration)
    if found is not None:
        raise _raise(inspiration_problem, found, at)
    return inspiration["dessert"], inspiration["decoration"]


def inspiration_copies(inspiration: tuple[str, str]) -> dict[str, int]:
    """C5: the Inspiration's Decoration is one of the printed copies."""
    return {inspiration[1]: 1}


def score_holding(h: Holding, inspiration: tuple[str, str]) -> Breakdown:
    return phase_score(h.desserts, inspiration, h.decorations, h.unassigned, h.tray)


def score_final(second_phase: bool, inspiration: Mapping[str, str], holdings: Sequence[Holding],
                pointer: str = "/final") -> Standings:
    """The standings of a final form (V8, W1), checked first. With `second_phase` each
    player's phase-1 score (no Decorations, the best tray) is given beside the total."""
    found = players_problem([h.player for h in holdings], 1, None)
    if found is not None:
        code, params, field = found
        raise RULES.fail(players_problem, code, params,
                         f"{pointer}/players/{field}/player" if field else f"{pointer}/players")
    pair = check_inspiration(inspiration, pointer)
    held: dict[str, str] = {}
    copies = inspiration_copies(pair)
    for i, h in enumerate(holdings):
        check_holding(h, pair, f"{pointer}/players/{i}", held, copies, second_phase=second_phase)
    players = [h.player for h in holdings]
    breakdowns = {h.player: score_holding(h, pair) for h in holdings}
    phase_1 = {h.player: phase_total(h.desserts, pair).points for h in holdings} if second_phase else None
    return game_standings(players, breakdowns, phase_1, provisional=False)
