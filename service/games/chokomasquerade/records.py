"""What a game remembers besides where the cards are: each pair held (P4), and the log of
every slaughter (M1-M4), as the validate answer's `slaughters` shows it."""

from __future__ import annotations

from dataclasses import dataclass, field

from .phases import GuessResult


class Pair:
    """A pair in front of a player (P4), named by its character; `saved` once a guess of
    the slaughter saved it (M4). `index` is the move that made it."""

    __slots__ = ("card", "saved", "index")

    def __init__(self, card: str, index: int) -> None:
        self.card = card
        self.saved = False
        self.index = index


@dataclass(frozen=True, slots=True)
class Guess:
    """One guess of a slaughter: the move, what was found, the pair it settled and how."""

    move_index: int
    found: str
    pair: str
    result: GuessResult


@dataclass(slots=True)
class SlaughterLog:
    """A slaughter: the move that paired the ChokoMannaro, who attacked, who was the victim,
    how many pairs were at stake, and every guess so far."""

    move_index: int
    attacker: str
    victim: str
    at_stake: int
    guesses: list[Guess] = field(default_factory=list)

    @property
    def saved(self) -> int:
        return sum(g.result is GuessResult.SAVED for g in self.guesses)

    @property
    def eaten(self) -> int:
        return sum(g.result is GuessResult.EATEN for g in self.guesses)

    @property
    def done(self) -> bool:
        return len(self.guesses) == self.at_stake


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
