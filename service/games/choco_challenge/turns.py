"""The game's log: one summary per turn (the API's `turns`), written as the turn is played
(a few appends per move) and read once when an answer is made."""

from __future__ import annotations

from functools import lru_cache
from typing import TypedDict

from service.referee.legality import rules_of

from .busting import bust
from .buying import stop, take_dessert, take_from_market
from .drawing import cards_drawn, place_drawn, reshuffle
from .ending import end_reasons, turn_complete
from .extras import compare, extra_phase_check, extras_due
from .legality import BUY_CHECKS, CITED, DESSERT_CHECKS
from .market import place_refill, refills
from .moves import Bust, ChocoChallengeMove, ExtraDecline, ExtraDraw, ExtraPick, ExtraTool, Refill, UseTool
from .phases import Comparison, Result

STOPPED = Result.STOPPED


class ExtraLog(TypedDict):
    """One opponent's extra-card comparison (X2) and what they did about it (X3-X6), as the
    mapping the log shows (its members in this order): `move` is the type they sent, its
    tag (None for an equal opponent, who sends none, and for one still to decide), `took` the
    card or tool taken (None when nothing was), `position` the market position an
    `extra_pick` took. Made by :meth:`State._purchases_done`, written by :meth:`State._extra`."""

    player: str
    comparison: Comparison
    move: str | None
    took: str | None
    position: int | None


class TurnLog:
    """A turn as it is played: its index and round (T1), its player, every card revealed in
    order, the tools used, how it ended, n, the purchase, the dessert, the refill, the
    extra cards, and whether it ended the game. Its moves are those from `start` to the next
    turn's start (nothing is written per move but what the move brings about)."""

    # What most turns keep as it starts (set on the turn only when it changes).
    result = Result.IN_PROGRESS
    drawn: int | None = None  # n, once the drawing is over
    bought: tuple[int, str] | None = None  # (position, card)
    dessert: int | None = None
    refill: tuple[str, int] | None = None  # (card, position after)
    refill_due = False
    ends_game = False
    asked = False  # some opponent had more or fewer cards in front (X3)

    def __init__(self, turn: int, round_: int, player: str, reshuffled: bool, start: int) -> None:
        self.turn = turn
        self.round = round_
        self.player = player
        self.start = start  # the index its first move has (or will have): a turn begins right after the last one
        self.reshuffled = reshuffled
        self.draws: list[str] = []
        self.tools_used: list[str] = []
        self.extras: list[ExtraLog] = []
        self.types: set[type[ChocoChallengeMove]] = set()  # the classes of the moves played in the turn, but draw

    def decided_by(self) -> list[str]:
        """The rules that decided what happened in the turn, in the order they applied, each
        once (a new list): those of the deciding functions, and the rules of the checks its
        moves passed (:data:`legality.CITED`, read off the same tuples as the refusals). Read
        off what the turn did (:func:`_decided`, computed once for each way a turn goes)."""
        return list(_decided(self.reshuffled, bool(self.draws), frozenset(self.types), self.result is STOPPED,
                             self.bought is not None, self.dessert is not None, self.refill_due, bool(self.extras),
                             self.asked, self.ends_game))


@lru_cache(maxsize=1024)
def _decided(reshuffled: bool, drew: bool, types: frozenset[type[ChocoChallengeMove]], stopped: bool, bought: bool,
             dessert: bool, refill_due: bool, extras: bool, asked: bool, ends_game: bool) -> tuple[str, ...]:
    """A turn's `decided_by` from what it did: reshuffled (T2), drew (T3), the types of its
    moves but draw, stopped or busted, bought, took a dessert, owed a refill, had extra cards
    (and asked an opponent), ended the game. Few turns differ in all of these: each way a
    turn goes is worked out once."""
    rules = [_T2] if reshuffled else []
    if drew:
        rules.append(_T3)
    if UseTool in types:
        rules += CITED[UseTool]
    if Bust in types:
        rules += CITED[Bust]
        rules.append(_B3)
    elif stopped:
        rules += _STOPPED
    if bought:
        rules += _BOUGHT
    if dessert:
        rules += _DESSERT
    if Refill in types:
        rules += _REFILLED
    elif bought and not refill_due:
        rules.append(_M3)
    if extras:
        rules += _EXTRAS
        if asked:
            rules.append(_X3)
        for extra in _EXTRA_TYPES:
            if extra in types:
                rules += CITED[extra]
    if ends_game:
        rules += _ENDED
    return tuple(dict.fromkeys(rules))


# The rules a turn's log cites, from the functions that decide them (read once).
_T2, _T3, _B3, _M3, _X3 = (f.rule for f in (reshuffle, place_drawn, bust, refills, extra_phase_check))
_EXTRA_TYPES = (ExtraDraw, ExtraPick, ExtraTool, ExtraDecline)  # X4-X6
_STOPPED = [stop.rule, cards_drawn.rule]
_BOUGHT = [*rules_of(BUY_CHECKS), take_from_market.rule]  # the checks a purchase passed (legality.py)
_DESSERT = [*rules_of(DESSERT_CHECKS), take_dessert.rule]
_REFILLED = [*CITED[Refill], place_refill.rule]
_EXTRAS = [extras_due.rule, compare.rule]
_ENDED = [turn_complete.rule, end_reasons.rule]
