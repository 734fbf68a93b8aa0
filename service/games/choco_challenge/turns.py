"""The game's log: one summary per turn (the API's `turns`), written as the turn is played
(a few appends per move) and read once when an answer is made. A turn as the log shows it is
declared once (:mod:`service.referee.shown`): the engine builds it, the service writes it and
the document describes it."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta, structs

from service.referee.legality import rules_of
from service.referee.shown import Player, Shown

from .busting import bust
from .buying import stop, take_dessert, take_from_market
from .cards import CardId, ToolId
from .drawing import cards_drawn, place_drawn, reshuffle
from .ending import end_reasons, turn_complete
from .extras import compare, extra_phase_check, extras_due
from .legality import BUY_CHECKS, CITED, DESSERT_CHECKS
from .market import place_refill, refills
from .moves import MOVES, Bust, ChocoChallengeMove, ExtraDecline, ExtraDraw, ExtraPick, ExtraTool, Refill, UseTool
from .phases import Comparison, Result
from .rulebook import RuleId

if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    from .state import State

    MoveType = str
else:  # to the document, the list itself: the game's named enumeration MoveType
    MoveType = Literal[MOVES.tags]

STOPPED = Result.STOPPED
IN_PROGRESS = Result.IN_PROGRESS


# The rules a turn's log cites, from the functions that decide them (read once).
_T2, _T3, _B3, _M3, _X3 = (f.rule for f in (reshuffle, place_drawn, bust, refills, extra_phase_check))
_EXTRA_TYPES = (ExtraDraw, ExtraPick, ExtraTool, ExtraDecline)  # X4-X6
_STOPPED = [stop.rule, cards_drawn.rule]
_BOUGHT = [*rules_of(BUY_CHECKS), take_from_market.rule]  # the checks a purchase passed (legality.py)
_DESSERT = [*rules_of(DESSERT_CHECKS), take_dessert.rule]
_REFILLED = [*CITED[Refill], place_refill.rule]
_EXTRAS = [extras_due.rule, compare.rule]
_ENDED = [turn_complete.rule, end_reasons.rule]

# The example of a turn's `decided_by`: one that reshuffled, drew, stopped, bought and refilled.
_EXAMPLE_DECIDED_BY = [_T2, _T3, *_STOPPED, *_BOUGHT, *_REFILLED]


# A purchase (described by a turn's `bought`).
class Purchase(Shown, frozen=True):
    position: Annotated[int, Meta(ge=1, description="The market position bought (P2).")]
    card: Annotated[CardId, Meta(description="The card bought (P3).")]


# A refill (described by a turn's `refill`; the document names it `Refill`, beside the move's
# `RefillMove`).
class Refilled(Shown, frozen=True):
    card: Annotated[CardId, Meta(description="The card refilled from the deck (M1).")]
    position: Annotated[int, Meta(ge=1, description="Where it went (M2): 1 for a filling, last for a spice.")]


# One opponent's extra-card comparison (X2) and what they did about it (X3-X6), described by a
# turn's `extras`: made by State._purchases_done with nothing decided yet (an equal opponent
# sends no move), replaced by the one State._extra makes once they decide.
class Extra(Shown, frozen=True):
    player: Annotated[Player, Meta(description="The opponent.")]
    comparison: Annotated[Comparison, Meta(description="Their cards in front against n (X2).")]
    move: Annotated[MoveType | None, Meta(description=(
        "The move they sent (X3-X6); null for an equal opponent (no move) or one still to decide."))]
    took: Annotated[str | None, Meta(description=(
        "The card or tool taken; null when nothing was, and in a player's view for an extra card another player "
        "drew unseen (I3)."), examples=["cinnamon"])]
    position: Annotated[Annotated[int, Meta(ge=1)] | None, Meta(description=(
        "extra_pick: the market position taken; null otherwise."))]


class Turn(Shown, frozen=True):
    """One turn as it was played: draws, tools, the stop or the bust, purchases, extra cards."""

    turn: Annotated[int, Meta(ge=0, description="The turn index, 0-based (T1).")]
    round: Annotated[int, Meta(ge=1, description="Its round (T1).")]
    player: Annotated[Player, Meta(description="Whose turn it is.")]
    first_move: Annotated[Annotated[int, Meta(ge=0)] | None, Meta(description=(
        "The index of the turn's first move; null before it has one."))]
    last_move: Annotated[Annotated[int, Meta(ge=0)] | None, Meta(description=(
        "The index of the turn's last move so far (extra-card decisions included)."))]
    draws: Annotated[list[CardId], Meta(description=(
        "Every card revealed by the player's draws, in order, matching ones included (T3)."))]
    tools_used: Annotated[list[ToolId], Meta(description="The tools used, in order (B2).")]
    result: Annotated[Result, Meta(description="How the turn ended.")]
    drawn: Annotated[int, Meta(ge=0, description=(
        "n: the cards in front at the stop or the bust (T6), or now for a turn in progress."))]
    bought: Annotated[Purchase | None, Meta(description="The purchase (P2, P3), null when none.")]
    dessert: Annotated[Annotated[int, Meta(ge=4, le=9)] | None, Meta(description=(
        "The dessert taken (P4-P7), null when none."))]
    refill: Annotated[Refilled | None, Meta(description="The refill (M1, M2), null when none.")]
    extras: Annotated[list[Extra], Meta(description=(
        "Every opponent's comparison, clockwise from the player's left, and what they took (X1-X6); empty when "
        "no extra cards were due."))]
    ends_game: Annotated[bool, Meta(description="Whether the game ended with this turn (E1).")]
    decided_by: Annotated[list[RuleId], Meta(description="The rules that decided what happened, in the order they "
                                                         "applied.",
                                             examples=[_EXAMPLE_DECIDED_BY])]


class TurnLog:
    """A turn as it is played: its index and round (T1), its player, every card revealed in
    order, the tools used, how it ended, n, the purchase, the dessert, the refill, the
    extra cards, and whether it ended the game. Its moves are those from `start` to the next
    turn's start (nothing is written per move but what the move brings about)."""

    # What most turns keep as it starts (set on the turn only when it changes).
    result = Result.IN_PROGRESS
    drawn: int | None = None  # n, once the drawing is over
    bought: Purchase | None = None
    dessert: int | None = None
    refill: Refilled | None = None
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
        self.extras: list[Extra] = []
        self.types: set[type[ChocoChallengeMove]] = set()  # the classes of the moves played in the turn, but draw

    def settle(self, asked: Extra, done: Extra) -> None:
        """The opponent of `asked` (one of the turn's extras, undecided) has decided: `done`."""
        extras = self.extras
        extras[extras.index(asked)] = done

    def shown(self, end: int, in_front_now: int) -> Turn:
        """The turn as the log shows it: `end` is the index after its last move, `in_front_now`
        the player's n for a turn in progress."""
        played = end > self.start
        result, drawn = self.result, self.drawn
        return Turn(turn=self.turn, round=self.round, player=self.player,
                    first_move=self.start if played else None, last_move=end - 1 if played else None,
                    draws=self.draws, tools_used=self.tools_used, result=result,
                    drawn=in_front_now if result is IN_PROGRESS or drawn is None else drawn,
                    bought=self.bought, dessert=self.dessert, refill=self.refill, extras=self.extras,
                    ends_game=self.ends_game, decided_by=self.decided_by())

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


def shown_turns(state: State) -> list[Turn]:
    """The log of a game as it stands: every turn begun."""
    now = len(state.in_front[state.player])
    logs = state.turns
    ends = [t.start for t in logs[1:]] + [state.moves_played]
    return [t.shown(end, now) for t, end in zip(logs, ends)]


def without_took(turn: Turn, hidden: set[tuple[int, str]]) -> Turn:
    """`turn` with the card taken left out of the extras of the (turn, player) `hidden` names."""
    if not any((turn.turn, extra.player) in hidden for extra in turn.extras):
        return turn
    return structs.replace(turn, extras=[structs.replace(e, took=None) if (turn.turn, e.player) in hidden else e
                                         for e in turn.extras])
