"""Scores (the rules of record's section 9 and its rulings): players rank by the Chokos they
hold; in a finished game the winner (E1) is first and everyone else shares the next place;
no rule breaks ties; while running, equal Chokos share a rank."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from msgspec import Meta

from service.referee.shown import Player, Shown
from service.referee.standings import places_by, standings_from_places

from .chokos import pool

if TYPE_CHECKING:
    from service.referee.standings import Standings

    from .state import State


class Breakdown(Shown, frozen=True):
    """One player's standing: rank (1 plus the players holding more Chokos; in a finished game
    the winner is 1 and everyone else shares 2) and the Chokos held."""

    chokos: Annotated[int, Meta(ge=0, description="The Chokos held (= total).")]


class Outcome(Shown, frozen=True):
    """What a score answer tells of the game beside the standings."""

    finished: Annotated[bool, Meta(description="The game is over (E1).")]
    winner: Annotated[Player | None, Meta(description="The winner; null while running (or on a shared win, E3).")]
    eliminated: Annotated[int, Meta(ge=0, le=60, description="The pool: 60 minus the Chokos held (K2).")]
    round: Annotated[int, Meta(ge=1, description="The round reached.")]


def standings(state: State) -> Standings:
    chokos = state.chokos
    players = state.players

    def fewer(player: str) -> int:
        return -chokos[player]

    if state.finished:
        winners = list(state.winners)
        others = [p for p in players if p not in state.winners]
        places = ((tuple(winners),) if winners else ()) + places_by(others, fewer)
        decided_by = [state.decided_by]
    else:
        winners, decided_by = [], []
        places = places_by(players, fewer)
    ranking = [p for place in places for p in place]
    extra = Outcome(finished=state.finished, winner=winners[0] if len(winners) == 1 else None,
                    eliminated=pool(chokos), round=state.round)
    return standings_from_places(places, ranking, chokos, {p: Breakdown(chokos=chokos[p]) for p in players},
                                 winners, decided_by,  # type: ignore[arg-type]  # a finished game names the rule that ended it
                                 provisional=not state.finished, extra=extra)
