"""What the referee shows of a game (D6: hands are secret at the table, but the referee is
told everything and shows everything; a client showing one player's view hides the rest):
the answer's `state`, declared once (the engine builds it, the service writes it and the
document describes it), and a player's view of it (:class:`SeenSnapshot`, which ``view.py``
builds)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from msgspec import Meta

from service.referee.multiset import size
from service.referee.shown import BY_PLAYER, Player, Shown

from .cards import BY_RANK, RANK, CardId, in_rank_order
from .chokos import pool
from .phases import Phase
from .rulebook import RULES

if TYPE_CHECKING:
    from . import werewolf
    from .state import State

_RANK = RANK.__getitem__

BY_SEAT = "Keys are player ids, in seat order."
"""What an object keyed by player in seat order says of its keys."""

Cards = list[CardId]


class Pile(Shown, frozen=True):
    """A pile of cards kept as a multiset: the main deck or the discard pile."""

    count: Annotated[int, Meta(ge=0, description="How many cards.", examples=[36])]
    cards: Annotated[dict[CardId, Annotated[int, Meta(ge=1)]], Meta(
        description="Card id to copies, in rank order (a multiset: the order of the pile is never known, D2).",
        examples=[{"anxiety": 2, "cinema": 1}])]


class Pair(Shown, frozen=True):
    """A pair on the table: a pairing card and the card played onto it (two Chokowerewolves
    for W1)."""

    card: Annotated[CardId, Meta(description="The kind of the pair.")]
    activators: Annotated[list[Player], Meta(description="Its activator (two for W1, the starter decided by W8).",
                                             examples=[["cat"]])]


class Quarantine(Shown, frozen=True):
    """A quarantine in force."""

    since_round: Annotated[int, Meta(ge=1, description="The round it began (Q1).")]
    upkeep_from_round: Annotated[int, Meta(ge=3, description=(
        "The first round whose start costs 2 Chokos to keep it (Q4)."))]


class Slaughter(Shown, frozen=True):
    """A slaughter under way."""

    picker: Annotated[Player, Meta(description="Who picks next (W2).")]
    victim: Annotated[Player, Meta(description="From whose hand: the first holder to the picker's left (W6).")]
    attacked: Annotated[list[Player], Meta(description=(
        "Who has been a victim in this slaughter so far, in order (Q5)."))]


class Peek(Shown, frozen=True):
    """What a Peeping Tom's activator looks at (G1, G2)."""

    player: Annotated[Player, Meta(description="The Peeping Tom's activator.")]
    cards: Annotated[Cards, Meta(description="The cards peeked so far (G1), in rank order.")]
    to_come: Annotated[int, Meta(ge=0, le=4, description="How many more cards it looks at (G1: 4 at most).")]


class Snapshot(Shown, frozen=True):
    """The state of a game after the last legal move of its history: every card's place and
    every player's Chokos."""

    round: Annotated[int, Meta(ge=1, description="The round (1 first).")]
    step: Annotated[int, Meta(ge=0, description=(
        "The step of the round (1 first; 0 at a round start's quarantine decisions)."))]
    phase: Annotated[Phase, Meta(description="What the game waits for.")]
    to_act: Annotated[list[Player], Meta(description=(
        "As in legal-moves: at a choice the due players who have not played yet, at a toss the two activators, "
        "otherwise the one player whose move comes next; [] after the end."))]
    due: Annotated[list[Player], Meta(description=(
        "The due players of the step being played or resolved, in seat order (R2); [] at the refill, at a round "
        "start's quarantine decisions and after the end."))]
    played: Annotated[dict[str, CardId], Meta(description=(
        "Player to the card they played face down in this step, until the reveal; {} otherwise."))]
    chokos: Annotated[dict[str, Annotated[int, Meta(ge=0)]], Meta(description=f"Each player's Chokos (K1). {BY_SEAT}")]
    eliminated: Annotated[int, Meta(ge=0, le=60, description="The pool: 60 minus the Chokos held (K2).")]
    pairing: Annotated[Cards, Meta(description="The pairing cards lying face up with no pair on them, in rank order.")]
    pending: Annotated[list[Pair], Meta(description="The pairs waiting for activation, in rank order (A1).")]
    activating: Annotated[Pair | None, Meta(description=(
        "The pair being activated (still on the table, A2), or null; after the end, the pair whose activation the "
        "end cut short."))]
    moods: Annotated[dict[str, Cards], Meta(description=(
        f"Each player's mood instances, one entry per instance (M1). {BY_SEAT}"))]
    quarantine: Annotated[dict[str, Quarantine], Meta(description=f"The quarantined players (Q1). {BY_PLAYER}")]
    hands: Annotated[dict[str, Cards], Meta(description=(
        f"Each player's hand, in rank order (D6: the referee shows all). {BY_SEAT}"))]
    deck: Annotated[Pile, Meta(description="The main deck (D2).")]
    discard: Annotated[Pile, Meta(description="The discard pile.")]
    slaughter: Annotated[Slaughter | None, Meta(description="The slaughter under way, or null.")]
    peek: Annotated[Peek | None, Meta(description="The Peeping Tom's view, or null.")]
    finished: Annotated[bool, Meta(description="The game is over (E1).")]
    winner: Annotated[Player | None, Meta(description="The winner, or null (while running, or on a shared win, E3).")]
    winners: Annotated[list[Player], Meta(description="The winners: the last holder (E1); [] while running.")]


class SeenPile(Pile, frozen=True):
    """The main deck as a player knows it: how many cards, not which (I6)."""

    count: Annotated[int, Meta(ge=0, description="How many cards (public, I6).", examples=[36])]
    cards: Annotated[dict[CardId, int] | None, Meta(description=(  # type: ignore[assignment]  # nobody's (I6)
        "Always null in a player's view: which cards the main deck holds is nobody's (I6)."))]


class SeenPeek(Peek, frozen=True):
    """A Peeping Tom's look as a player knows it: the cards are its activator's until the pick
    (I5)."""

    cards: Annotated[Cards | None, Meta(description=(  # type: ignore[assignment]  # null: another's look (I5)
        "The cards peeked so far, in rank order; null for another player's look (I5)."))]


class SeenSnapshot(Snapshot, frozen=True):
    """The state as one player may know it (I1-I6): the other hands, the cards others played
    face down, another's look and the main deck's cards left out."""

    # A view's members of the same names and places, which hold what the viewer does not see as null:
    played: Annotated[dict[str, CardId | None], Meta(description=(  # type: ignore[assignment]  # null: another's (I3)
        "Player to the card they played face down in this step, until the reveal; null for another player's card "
        "(I3); {} otherwise."))]
    hands: Annotated[dict[str, Cards | None], Meta(description=(  # type: ignore[assignment]  # null: not seen (I2)
        f"Each player's hand, in rank order; null for a hand the player does not see (I2). {BY_SEAT}"))]
    deck: Annotated[SeenPile, Meta(description="The main deck: its size, not its cards (I6).")]
    peek: Annotated[SeenPeek | None, Meta(description="The Peeping Tom's look under way, or null (I5).")]
    hand_sizes: Annotated[dict[str, Annotated[int, Meta(ge=0)]], Meta(description=(
        f"How many cards each hand holds (public, I2). {BY_SEAT}"))]


def _cards(place: dict[str, int]) -> list[str]:
    """The cards of a place in rank order, a card id once per copy (the kinds it holds are
    sorted: a hand holds at most 4)."""
    out: list[str] = []
    for kind in sorted(place, key=_RANK):
        copies = place[kind]
        if copies == 1:
            out.append(kind)
        else:
            out += [kind] * copies
    return out


def _pile(place: dict[str, int]) -> Pile:
    """A pile by kind, in rank order, with its size."""
    return Pile(count=size(place), cards={kind: place[kind] for kind in BY_RANK if kind in place})


def _pair(kind: str, activators: tuple[str, ...]) -> Pair:
    return Pair(card=kind, activators=list(activators))


def _quarantine(held: tuple[int, int]) -> Quarantine:
    """The state's quarantine of a player: (since round, upkeep from round)."""
    since, upkeep = held
    return Quarantine(since_round=since, upkeep_from_round=upkeep)


def _slaughter(slaughter: werewolf.Slaughter) -> Slaughter:
    victim = slaughter.victim
    assert victim is not None, "a slaughter reaches its first victim as it begins (W6)"
    return Slaughter(picker=slaughter.picker, victim=victim, attacked=list(slaughter.attacked))


@RULES.decides("D6")
def snapshot(state: State) -> Snapshot:
    """D6: the whole game as the referee knows it: every hand, the main deck and the
    discard pile by kind, every place of C6."""
    players = state.players
    over = state.phase is Phase.OVER
    pending = state.pending
    activating = state.activating
    slaughter = state.slaughter
    peek = state.peek
    winners = state.winners
    return Snapshot(
        round=state.round,
        step=state.step,
        phase=state.phase,
        to_act=list(state.to_act()),
        due=[] if over else list(state.due),
        played={p: state.played[p] for p in players if p in state.played},
        chokos=dict(state.chokos),
        eliminated=pool(state.chokos),
        pairing=in_rank_order(state.pairing),
        pending=[_pair(kind, pending[kind]) for kind in in_rank_order(pending)],
        activating=None if activating is None else _pair(*activating),
        moods={p: list(state.moods[p]) for p in players},
        quarantine={p: _quarantine(state.quarantine[p]) for p in players if p in state.quarantine},
        hands={p: _cards(state.hands[p]) for p in players},
        deck=_pile(state.deck),
        discard=_pile(state.discard),
        slaughter=None if slaughter is None else _slaughter(slaughter),
        peek=None if peek is None else Peek(player=peek.player, cards=_cards(peek.seen), to_come=peek.left),
        finished=state.finished,
        winner=winners[0] if len(winners) == 1 else None,
        winners=list(winners),
    )
