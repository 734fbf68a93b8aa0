"""What a game remembers besides where the cards are: each pair held (P4), and the log of
every slaughter (M1-M4), declared once as the validate answer's `slaughters` shows it
(:mod:`service.referee.shown`: the engine builds it, the service writes it, each slaughter's
summary said in the request's language, and the document describes it)."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta

from service.referee.catalogue import catalogue_of
from service.referee.shown import Player, Said, Shown

from .moves import CharacterId, FoundId
from .phases import GuessResult
from .rulebook import RULES


class Pair:
    """A pair in front of a player (P4), named by its character; `saved` once a guess of
    the slaughter saved it (M4). `index` is the move that made it."""

    __slots__ = ("card", "saved", "index")

    def __init__(self, card: str, index: int) -> None:
        self.card = card
        self.saved = False
        self.index = index


class Guess(Shown, frozen=True):
    """One guess of a slaughter and its effect (M2-M4)."""

    move_index: Annotated[int, Meta(ge=0, description="Index of the guess move.")]
    found: Annotated[FoundId, Meta(description="What the victim uncovered (D2).")]
    pair: Annotated[CharacterId, Meta(description=(
        "The character of the pair the guess settled: the victim's oldest pair not yet settled (M4)."))]
    result: Annotated[GuessResult, Meta(description="`saved` or `eaten` (M4).")]


class SlaughterLog(Shown, frozen=True):
    """A slaughter (mattanza): the pairing of the ChokoMannaro and every guess it brought
    (M1-M4)."""

    move_index: Annotated[int, Meta(ge=0, description="Index of the move that paired the ChokoMannaro (P5).")]
    attacker: Annotated[Player, Meta(description="Who paired the ChokoMannaro (M1).")]
    victim: Annotated[Player, Meta(description="Their opponent, who guesses (M1).")]
    at_stake: Annotated[int, Meta(ge=0, description=(
        "How many of the victim's pairs were at stake: one guess each (M1)."))]
    guesses: Annotated[list[Guess], Meta(description=(
        "Every guess so far, in order; empty when the victim held no pair (M1)."))]
    summary: Annotated[Said, Meta(description="What happened, in the request's language.", examples=[
        "ann paired the ChokoMannaro (moves[6]): 3 of bob's pairs were at stake; 1 saved, 2 eaten"])]


def slaughter_log(move_index: int, attacker: str, victim: str, at_stake: int) -> SlaughterLog:
    """A slaughter's log as it begins (its guesses are added as they are made)."""
    guesses: list[Guess] = []
    return SlaughterLog(move_index=move_index, attacker=attacker, victim=victim, at_stake=at_stake, guesses=guesses,
                        summary=Said(_summary, move_index, attacker, victim, at_stake, guesses))


def _summary(move_index: int, attacker: str, victim: str, at_stake: int, guesses: list[Guess], lang: str) -> str:
    """A slaughter in words: the pairs at stake, and those saved and eaten so far."""
    render = catalogue_of(RULES.game).render
    params = {"attacker": attacker, "victim": victim, "index": move_index, "count": at_stake}
    if not at_stake:
        return render("slaughter_none", params, lang)
    if len(guesses) == at_stake:
        saved = sum(g.result is GuessResult.SAVED for g in guesses)
        return render("slaughter_done", {**params, "saved": saved, "eaten": at_stake - saved}, lang)
    return render("slaughter_running", {**params, "left": at_stake - len(guesses)}, lang)


class Slaughter:
    """The slaughter under way: the victim's pairs at stake, in the order made, and how many
    guesses have settled them."""

    __slots__ = ("attacker", "victim", "at_stake", "settled", "log")

    def __init__(self, attacker: str, victim: str, at_stake: list[Pair], log: SlaughterLog) -> None:
        self.attacker = attacker
        self.victim = victim
        self.at_stake = at_stake
        self.settled = 0
        self.log = log

    @property
    def guesses_left(self) -> int:
        return len(self.at_stake) - self.settled
