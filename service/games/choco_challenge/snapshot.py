"""A snapshot of a game of Choco Challenge, as `validate` shows it (the API's `state`), and
where every card is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from service.referee.multiset import of

from .cards import BASE_TYPES, COPIES, FIRST_PLAYER_CARD, INGREDIENTS, PLAYER_COUNTS, TOOLS, dessert_id
from .phases import Comparison, EndReason, Phase
from .scoring import breakdown_of
from .setup import cards_in_play

if TYPE_CHECKING:
    from .state import State


DRAWABLE_ORDER = BASE_TYPES + INGREDIENTS  # the cards a pile can hold, in the edition's order


def ordered(counts: dict[str, int]) -> dict[str, int]:
    """Counts of a pile by type in the edition's order, zeros left out."""
    if not counts:
        return {}
    get = counts.get
    return {card: n for card in DRAWABLE_ORDER if (n := get(card))}


@dataclass(slots=True)
class PlayerView:
    player: str
    base_set: int | None
    draw_pile: dict[str, int] | None  # None: another player's, in a player's view (I2)
    in_front: tuple[str, ...]
    pending: str | None
    discard: dict[str, int] | None  # None: another player's, in a player's view (I2)
    tools: tuple[str, ...]
    desserts: tuple[int, ...]
    crowns: int | None  # None: where a player's view cannot count them (I5)

    @property
    def draw_pile_size(self) -> int:
        """(The referee's snapshot: a player's view gives the sizes of the piles it leaves out.)"""
        assert self.draw_pile is not None, "a player's view gives the size"
        return sum(self.draw_pile.values())


@dataclass(slots=True)
class Snapshot:
    """The game after some moves: players in seating order, the deck, the market (position 1
    first), the piles in the middle, the opponents still to decide on extra cards."""

    phase: Phase
    to_act: tuple[str, ...]
    turn: int
    round: int
    first_player: str
    players: tuple[PlayerView, ...]
    deck: dict[str, int] | None  # None: in a player's view (I4)
    market: tuple[str, ...]
    dessert_piles: dict[int, int]
    tool_piles: dict[str, int]
    extra_queue: tuple[tuple[str, Comparison], ...]
    end_reason: tuple[EndReason, ...] | None
    box: dict[str, int]  # shared by every snapshot of a player count: read only

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def deck_size(self) -> int:
        assert self.deck is not None, "a player's view gives the size"
        return sum(self.deck.values())

    def card_places(self) -> dict[str, dict[str, int]]:
        """Every place a card can be, with the cards there by id (desserts as ``dessert_4``):
        each card of the edition is in exactly one of them. (The referee's snapshot: a player's
        view, which leaves hidden parts out, has no such list.)"""
        assert self.deck is not None, "a player's view knows no places"
        places: dict[str, dict[str, int]] = {}
        for view in self.players:
            p = view.player
            assert view.draw_pile is not None and view.discard is not None, "a player's view knows no places"
            places[f"draw_pile:{p}"] = dict(view.draw_pile)
            places[f"in_front:{p}"] = of(view.in_front)
            places[f"pending:{p}"] = of([view.pending] if view.pending else [])
            places[f"discard:{p}"] = dict(view.discard)
            places[f"tools:{p}"] = of(view.tools)
            places[f"desserts:{p}"] = of(dessert_id(v) for v in view.desserts)
        places[f"first_player_card:{self.first_player}"] = {FIRST_PLAYER_CARD: 1}
        places["deck"] = dict(self.deck)
        places["market"] = of(self.market)
        places["dessert_piles"] = {dessert_id(v): n for v, n in self.dessert_piles.items() if n}
        places["tool_piles"] = {t: n for t, n in self.tool_piles.items() if n}
        places["box"] = dict(self.box)
        return places


# What stays in the box at each player count (S2): computed once, shared by every snapshot.
BOX = {count: {card: COPIES[card] - n for card, n in cards_in_play(count).items() if COPIES[card] > n}
       for count in PLAYER_COUNTS}


def snapshot(state: State) -> Snapshot:
    sets = state.setup.base_sets or {}
    players = tuple(PlayerView(
        player=p,
        base_set=sets.get(p),
        draw_pile=ordered(state.piles[p]),
        in_front=tuple(state.in_front[p]),
        pending=state.pending if p == state.player else None,
        discard=ordered(state.discard[p]),
        tools=tuple(t for t in TOOLS if t in state.tools[p]),
        desserts=tuple(state.desserts[p]),
        crowns=breakdown_of(state, p).total,
    ) for p in state.players)
    return Snapshot(
        phase=state.phase,
        to_act=state.to_act(),
        turn=state.turn,
        round=state.round,
        first_player=state.first_player,
        players=players,
        deck=ordered(state.deck),
        market=tuple(state.market),
        dessert_piles=dict(state.dessert_piles),
        tool_piles=dict(state.tool_piles),
        extra_queue=tuple((e["player"], e["comparison"]) for e in state.queue),
        end_reason=state.end_reason,
        box=BOX[state.count],
    )
