"""The slaughter (mattanza, M1-M6): whoever pairs the ChokoMannaro is the attacker; the
victim guesses once for each of their pairs, and each guess saves or loses the oldest pair
not yet settled. Chance is recorded: each guess names what was found."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import tag_of

from .cards import FOUND_CHOKO, SET_ASIDE, is_set_aside
from .moves import ChokoMasqueradeMove, Guess
from .phases import GuessResult, Phase
from .records import Guess as GuessLog, Slaughter, slaughter_log
from .rulebook import RULES
from .turns import end_turn, hand_emptied

if TYPE_CHECKING:
    from .state import State

HALF = Fraction(1, 2)


@RULES.decides("M1")
def start_slaughter(state: State, attacker: str, index: int) -> None:
    """M1: the attacker's opponent is the victim; one guess is due for each pair the victim
    holds now (a saved pair is never at stake again, M4); with none, nothing happens (the
    log still shows the pairing, with no guesses)."""
    victim = state.opponent[attacker]
    at_stake = [pair for pair in state.pairs[victim] if not pair.saved]
    log = slaughter_log(index, attacker, victim, len(at_stake))
    state.record(log)
    if at_stake:
        state.begin_slaughter(Slaughter(attacker, victim, at_stake, log))


@RULES.refuses("M2")
def guesses_come_next(state: State, move: ChokoMasqueradeMove) -> Finding | None:
    """M2: while a slaughter is under way its guesses come next, before any other move; a
    guess at any other time has nothing to settle."""
    if state.phase is Phase.SLAUGHTER:
        if type(move) is not Guess:
            slaughter = state.slaughter
            return ("guess_due", {"victim": slaughter.victim, "count": slaughter.guesses_left,  # type: ignore[union-attr]  # a slaughter is set while its guesses are due
                                  "type": tag_of(move)}, "type")
        return None
    if type(move) is Guess:
        return "no_guess_due", {}, "type"
    return None


def guess_moves(victim: str) -> Iterator[Guess]:
    """The guesses that may come (M2): the victim finds one card or the other (D2)."""
    for found in SET_ASIDE:
        yield Guess(player=victim, found=found)


def found_check(state: State, move: Guess) -> Finding | None:
    """What a guess finds is one of the set-aside cards (D2; the schema sees to it)."""
    if is_set_aside(move.found):
        return None
    return "not_set_aside", {"found": str(move.found)}, "found"


@RULES.decides("M3")
def guess_probability(found: str) -> Fraction:
    """M3: each outcome of a guess has probability 1/2 (the referee cannot see the cards)."""
    return HALF


@RULES.decides("M4")
def settle(state: State, move: Guess, index: int) -> None:
    """M4: the k-th guess settles the victim's k-th pair at stake, in the order made: saved
    with `choko` (never to be eaten), eaten with `chokomannaro` (out of the game)."""
    slaughter = state.slaughter
    pair = slaughter.at_stake[slaughter.settled]  # type: ignore[union-attr]  # a slaughter is set while its guesses are due
    slaughter.settled += 1  # type: ignore[union-attr]  # a slaughter is set while its guesses are due
    if move.found == FOUND_CHOKO:
        pair.saved = True
        result = GuessResult.SAVED
    else:
        victim = slaughter.victim  # type: ignore[union-attr]  # set while the phase that reads it lasts
        state.eat(victim, pair)
        result = GuessResult.EATEN
    slaughter.log.guesses.append(GuessLog(move_index=index, found=move.found, pair=pair.card, result=result))  # type: ignore[union-attr]  # a slaughter is set while its guesses are due
    if slaughter.guesses_left == 0:  # type: ignore[union-attr]  # a slaughter is set while its guesses are due
        after_slaughter(state)


@RULES.decides("M5")
def after_slaughter(state: State) -> None:
    """M5: after the last guess the attacker continues their turn, or ends it on an empty
    hand (T5)."""
    attacker = state.end_slaughter()
    if hand_emptied(state.hands[attacker]):
        end_turn(state)
