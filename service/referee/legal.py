"""The legal moves and the chance outcomes of a state, derived from its one source of
legality: the candidates :meth:`State.refusal` accepts. Nothing here is written per game."""

from __future__ import annotations

from fractions import Fraction

from .protocol import Option, State


class ChanceError(AssertionError):
    """A game's chance outcomes do not sum to 1: a bug in the game, never a client's fault."""


def legal_options(state: State) -> tuple[Option, ...]:
    """Every legal move now: the candidates that refusal accepts, each as its option. The
    probabilities of the chance outcomes among them sum to exactly 1."""
    if state.is_over():
        return ()
    refusal, option = state.refusal, state.option
    options = tuple(option(c) for c in state.candidates() if refusal(c) is None)
    chances = [o.probability for o in options if o.probability is not None]
    if chances:  # a chance point (most states are not: no sum to make)
        total = sum(chances, Fraction(0))
        if total and total != 1:
            raise ChanceError(f"chance outcomes sum to {total}, not 1")
    return options


def chance_outcomes(state: State) -> tuple[tuple[object, Fraction], ...]:
    """The moves that reveal chance now, with their exact probabilities (empty when the next
    move reveals nothing)."""
    return tuple((o.move, o.probability) for o in legal_options(state) if o.probability is not None)


def is_legal(state: State, move: object) -> bool:
    return not state.is_over() and state.refusal(move) is None
