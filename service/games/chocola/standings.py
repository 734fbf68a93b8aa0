"""Winners (W1): the highest final score (V8) wins; players tied on it win together."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from service.referee.standings import Standings, places_by, standings_from_places

from .rulebook import RULES
from .scoring import Breakdown, phase_total


@dataclass(frozen=True)
class PlayerScore:
    """A player's standing breakdown: the scoring that gave the total, and with
    `second_phase` (once phase 1 has ended) the phase-1 score."""

    breakdown: Breakdown
    phase_1_total: int | None


@RULES.decides("W1")
def winners(players: Sequence[str], totals: Mapping[str, int]) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """W1: the highest final score wins; all players tied on it win together (no
    tie-break). The ranking lists players by score, tied players in seating order; a
    player's rank is 1 + the players with a higher score (1, 1, 3)."""
    places = places_by(players, lambda p: -totals[p])
    return places, places[0] if places else ()


def game_standings(players: Sequence[str], breakdowns: Mapping[str, Breakdown],
                   phase_1: Mapping[str, int] | None, *, provisional: bool) -> Standings:
    totals = {p: breakdowns[p].points for p in players}
    places, won = winners(players, totals)
    return standings_from_places(
        places, players, totals,
        {p: PlayerScore(breakdowns[p], None if phase_1 is None else phase_1[p]) for p in players},
        won, (phase_total.rule, winners.rule), provisional=provisional)
