"""The end and the count (E1, E2, W1-W3) and the final form (F1).

A player's total is the pairs they hold (W1); the most pairs win, a tie is shared (W2); an
unfinished game is counted the same way, provisionally (W3). Table cards at the end count
for nobody (E2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any

from msgspec import Meta

from service.referee.shown import Shown
from service.referee.standings import Standings, places_by, standings_from_places

from .cards import CHARACTERS
from .moves import CharacterId
from .rulebook import RULES

PLAYERS = 2
MOST_PAIRS = len(CHARACTERS)  # 30: every character paired once


class Breakdown(Shown, frozen=True):
    """One player's standing: `total` is the pairs held (W1), made minus eaten; with a history,
    the breakdown."""

    made: Annotated[int, Meta(ge=0, description="With a history: the pairs the player made.")]
    eaten: Annotated[int, Meta(ge=0, description="With a history: of those, eaten (M4).")]
    saved: Annotated[int, Meta(ge=0, description="With a history: of those, saved (M4).")]
    cards: Annotated[list[CharacterId], Meta(description=(
        "With a history: the characters of the pairs held, in the order made."))]


@RULES.decides("E1")
def game_ends(deck_count: int, hands: Mapping[str, Sequence[str]], slaughter: object) -> bool:
    """E1: the game ends as soon as the deck and both hands are empty and no guess is due
    (even with a table pair in sight); after the end no move is legal."""
    return deck_count == 0 and slaughter is None and not any(hands.values())


@RULES.decides("E2")
def leftovers(columns: Sequence[Sequence[str]]) -> tuple[str, ...]:
    """E2: the cards still on the table at the end belong to nobody, even matchable pairs."""
    return tuple(card for column in columns for card in column)


@RULES.decides("W1")
def count(pairs_held: Sequence[Any]) -> int:
    """W1: a player's score is the pairs they hold: made minus eaten (a saved pair and the
    ChokoMannaro pair count 1 each)."""
    return len(pairs_held)


@RULES.decides("W2")
def places_of(players: Sequence[str], totals: Mapping[str, int]) -> tuple[tuple[str, ...], ...]:
    """W2: the most pairs win; equal counts share a place (both win): never broken."""
    return places_by(players, lambda p: -totals[p])


@RULES.decides("W3")
def provisional(finished: bool) -> bool:
    """W3: an unfinished history is counted the same way, marked provisional."""
    return not finished


def standings(players: Sequence[str], totals: Mapping[str, int], breakdowns: Mapping[str, Breakdown],
              finished: bool, extra: Mapping[str, Any] | None = None) -> Standings:
    places = places_of(players, totals)
    unfinished = provisional(finished)
    decided_by = (count.rule, places_of.rule) + ((provisional.rule,) if unfinished else ())
    return standings_from_places(places, players, totals, breakdowns, places[0], decided_by,
                                 provisional=unfinished, extra=extra)


@RULES.decides("F1")
def check_final(players: object, pointer: str = "/final/players") -> dict[str, int]:
    """F1: to score without a history: exactly 2 distinct, non-empty player ids, each with
    0 pairs or more, at most 30 in all. Returns the totals, in the order given."""

    def no(code: str, params: dict[str, Any]) -> Exception:
        return RULES.fail(check_final, code, params, pointer)

    if not isinstance(players, Sequence) or isinstance(players, (str, bytes)):
        raise no("final_not_a_list", {})
    if len(players) != PLAYERS:
        raise no("final_player_count", {"count": len(players)})
    totals: dict[str, int] = {}
    for entry in players:
        player, pairs = entry["player"], entry["pairs"]
        if type(player) is not str or not player:
            raise no("final_player_blank", {"value": repr(player)})
        if player in totals:
            raise no("final_player_twice", {"player": player})
        if type(pairs) is not int or pairs < 0:
            raise no("final_pairs_negative", {"player": player, "pairs": str(pairs)})
        totals[player] = pairs
    total = sum(totals.values())
    if total > MOST_PAIRS:
        raise no("final_too_many_pairs", {"total": total, "most": MOST_PAIRS})
    return totals


def score_final(players: object, pointer: str = "/final/players") -> Standings:
    """Standings from a final form (F1, W1, W2): final, never provisional."""
    totals = check_final(players, pointer)
    return standings(tuple(totals), totals, {}, True)
