"""Each player's view of a game: what one player may know of it, from the same history.

The referee is told everything (every hand, every card drawn) and its answers show it all; a
player at the table sees less. Each game says, as rules of its catalogue (its section
"information", rule ids ``I1``...), what of its state and of each move is public, its owner's,
or nobody's, and implements them in its ``view.py``:

- ``seen_move(move, viewer)``: the move as the viewer saw it: the move itself, or
  :class:`Unseen` (what the table saw: its type, who made it, which fields were hidden);
- ``seen_moves(state, moves, viewer)`` (optional): the moves as the viewer saw them by the end
  of the history, where a move made in secret is uncovered later for everyone (a card played
  face down, shown at its step's reveal): each move whole or :class:`Unseen` as ``seen_move``
  says, but a secret the end of the history has uncovered shown whole. A game without it
  keeps every secret move unseen (:func:`seen_history`);
- ``view(state, viewer)``: a :class:`View`: the state as the viewer knows it (the game's own
  plain values: another player's secret cards replaced by what is public about them, a
  count), and, where the viewer faces chance now (their own draw, a blind pick), the outcomes
  with the probabilities computed from what the viewer knows (``odds``).

The defining property, tested for every game: two histories the viewer cannot tell apart give
the same view, and two the viewer can tell apart give different ones. The verdict that writes a
view (:mod:`service.verdicts.view`) uses nothing else of the state but its phase, who is due,
the viewer's own legal moves and the standings a game declares public.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from service.referee.protocol import Option


@dataclass(frozen=True, slots=True)
class Unseen:
    """A move the viewer saw only in part: its `type` (the API's name), who made it, and the
    fields that were hidden from them (``("card",)`` for another player's draw)."""

    type: str
    player: str | None
    hidden: tuple[str, ...]


@dataclass(frozen=True)
class View:
    """What `viewer` may know of a state: `state`, the game's own snapshot of it with its
    hidden parts left out (None); `public`, what is public about those parts (how many cards
    a hand holds...); `odds`, the viewer's chance outcomes now as the viewer knows them (each
    move with its probability, or a whole legal-moves entry where the game tells more beside
    it, a card's back...; empty where the viewer faces no chance)."""

    viewer: str
    state: Any
    public: Mapping[str, Any] = field(default_factory=dict)
    odds: tuple[tuple[Any, Fraction] | Option, ...] = ()


def seen_history(viewing: Any, state: Any, moves: Sequence[Any], viewer: str) -> list[Any]:
    """The moves of a history as `viewer` knows them once its last move is made (`state`, the
    state it reached): the game's ``seen_moves`` where it has one, otherwise each move as
    ``seen_move`` says."""
    seen_moves = getattr(viewing, "seen_moves", None)
    if seen_moves is not None:
        return list(seen_moves(state, moves, viewer))
    return [viewing.seen_move(move, viewer) for move in moves]
