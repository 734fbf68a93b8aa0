"""What the referee shows of a game (D6: hands are secret at the table, but the referee is
told everything and shows everything; a client showing one player's view hides the rest)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import BY_RANK, RANK, in_rank_order
from .chokos import pool
from .phases import Phase
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

_RANK = RANK.__getitem__


@dataclass(frozen=True)
class Snapshot:
    """The game after the last legal move. Mappings are keyed in seat order; cards are in
    rank order (C4), a card id once per copy."""

    round: int
    step: int
    phase: Phase
    to_act: tuple[str, ...]
    due: tuple[str, ...]
    played: dict[str, str | None]  # None: a card face down the viewer does not see (a player's view, I3)
    chokos: dict[str, int]
    eliminated: int
    pairing: tuple[str, ...]
    pending: tuple[tuple[str, tuple[str, ...]], ...]  # (card, activators), rank order
    activating: tuple[str, tuple[str, ...]] | None
    moods: dict[str, tuple[str, ...]]
    quarantine: dict[str, tuple[int, int]]  # since round, upkeep from round
    hands: dict[str, tuple[str, ...] | None]  # None: a hand the viewer does not see (a player's view, I2)
    deck: dict[str, int] | None  # None: in a player's view (I6)
    discard: dict[str, int]
    slaughter: tuple[str, str | None, tuple[str, ...]] | None  # picker, victim (None until named), attacked
    peek: tuple[str, tuple[str, ...] | None, int] | None  # player, cards seen (None: another's look in a player's view, I5), how many more
    finished: bool
    winners: tuple[str, ...]

    @property
    def winner(self) -> str | None:
        return self.winners[0] if len(self.winners) == 1 else None


def _cards(place: dict[str, int]) -> tuple[str, ...]:
    """The cards of a place in rank order, a card id once per copy (the kinds it holds are
    sorted: a hand holds at most 4)."""
    out: list[str] = []
    for kind in sorted(place, key=_RANK):
        copies = place[kind]
        if copies == 1:
            out.append(kind)
        else:
            out += [kind] * copies
    return tuple(out)


def _by_rank(place: dict[str, int]) -> dict[str, int]:
    return {kind: place[kind] for kind in BY_RANK if kind in place}


@RULES.decides("D6")
def snapshot(state: State) -> Snapshot:
    """D6: the whole game as the referee knows it: every hand, the main deck and the
    discard pile by kind, every place of C6."""
    players = state.players
    over = state.phase is Phase.OVER
    slaughter = state.slaughter
    peek = state.peek
    return Snapshot(
        round=state.round,
        step=state.step,
        phase=state.phase,
        to_act=state.to_act(),
        due=() if over else state.due,
        played={p: state.played[p] for p in players if p in state.played},
        chokos=dict(state.chokos),
        eliminated=pool(state.chokos),
        pairing=tuple(in_rank_order(state.pairing)),
        pending=tuple((kind, state.pending[kind]) for kind in in_rank_order(state.pending)),
        activating=state.activating,
        moods={p: tuple(state.moods[p]) for p in players},
        quarantine={p: state.quarantine[p] for p in players if p in state.quarantine},
        hands={p: _cards(state.hands[p]) for p in players},
        deck=_by_rank(state.deck),
        discard=_by_rank(state.discard),
        slaughter=None if slaughter is None else (slaughter.picker, slaughter.victim, tuple(slaughter.attacked)),
        peek=None if peek is None else (peek.player, _cards(peek.seen), peek.left),
        finished=state.finished,
        winners=state.winners,
    )
