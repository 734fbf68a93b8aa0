"""The game's log: one summary per turn (the API's `turns`), written as the turn is played
(a few appends per move) and read once when an answer is made."""

from __future__ import annotations

from .busting import bust, bust_phase_check, tool_check
from .buying import (buy_check, dessert_cost_check, dessert_pile_check, identical_dessert_check, stop,
                     take_dessert, take_from_market)
from .drawing import cards_drawn, place_drawn, reshuffle
from .ending import end_reasons, turn_complete
from .extras import compare, decline_check, extra_phase_check, extras_due, fewer_check, more_check
from .market import place_refill, refill_phase_check, refills
from .moves import MoveType
from .phases import Comparison, Result

EQUAL = Comparison.EQUAL


class ExtraLog:
    """One opponent's extra-card comparison (X2) and what they did about it (X3-X6):
    `move` is the move type they sent (None for an equal opponent, who sends none, and for
    one still to decide), `took` the card or tool taken (None when nothing was)."""

    __slots__ = ("player", "comparison", "move", "took", "position")

    def __init__(self, player: str, comparison: Comparison) -> None:
        self.player = player
        self.comparison = comparison
        self.move: MoveType | None = None
        self.took: str | None = None
        self.position: int | None = None  # extra_pick: the market position taken


class TurnLog:
    """A turn as it is played: its index and round (T1), its player, every card revealed in
    order, the tools used, how it ended, n, the purchase, the dessert, the refill, the
    extra cards, and whether it ended the game."""

    __slots__ = ("turn", "round", "player", "first_move", "last_move", "reshuffled", "draws", "tools_used",
                 "result", "drawn", "bought", "dessert", "refill", "refill_due", "extras", "ends_game")

    def __init__(self, turn: int, round_: int, player: str, reshuffled: bool) -> None:
        self.turn = turn
        self.round = round_
        self.player = player
        self.first_move: int | None = None
        self.last_move: int | None = None
        self.reshuffled = reshuffled
        self.draws: list[str] = []
        self.tools_used: list[str] = []
        self.result = Result.IN_PROGRESS
        self.drawn: int | None = None  # n, once the drawing is over
        self.bought: tuple[int, str] | None = None  # (position, card)
        self.dessert: int | None = None
        self.refill: tuple[str, int] | None = None  # (card, position after)
        self.refill_due = False
        self.extras: list[ExtraLog] = []
        self.ends_game = False

    def decided_by(self) -> tuple[str, ...]:
        """The rules that decided what happened in the turn, in the order they applied."""
        rules = []
        if self.reshuffled:
            rules.append(reshuffle.rule)
        if self.draws:
            rules.append(place_drawn.rule)
        if self.tools_used or self.result is Result.BUSTED:
            rules.append(bust_phase_check.rule)
        if self.tools_used:
            rules.append(tool_check.rule)
        if self.result is Result.BUSTED:
            rules.append(bust.rule)
        if self.result is Result.STOPPED:
            rules += [stop.rule, cards_drawn.rule]
        if self.bought is not None:
            rules += [buy_check.rule, take_from_market.rule]
        if self.dessert is not None:
            rules += [dessert_cost_check.rule, dessert_pile_check.rule, identical_dessert_check.rule,
                      take_dessert.rule]
        if self.refill is not None:
            rules += [refill_phase_check.rule, place_refill.rule]
        elif self.bought is not None and not self.refill_due:
            rules.append(refills.rule)
        if self.extras:
            rules += [extras_due.rule, compare.rule]
            moves = {e.move for e in self.extras}
            if any(e.comparison is not EQUAL for e in self.extras):
                rules.append(extra_phase_check.rule)
            if moves & {MoveType.EXTRA_DRAW, MoveType.EXTRA_PICK}:
                rules.append(more_check.rule)
            if MoveType.EXTRA_TOOL in moves:
                rules.append(fewer_check.rule)
            if MoveType.EXTRA_DECLINE in moves:
                rules.append(decline_check.rule)
        if self.ends_game:
            rules += [turn_complete.rule, end_reasons.rule]
        return tuple(rules)
