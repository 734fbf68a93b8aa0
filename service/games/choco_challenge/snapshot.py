"""A snapshot of a game of Choco Challenge, as `validate` shows it (the API's `state`, declared
once: the engine builds it, the service writes it and the document describes it), and where
every card is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from msgspec import Meta

from service.referee.multiset import of
from service.referee.shown import Player, Shown

from .cards import (BASE_TYPES, COPIES, FIRST_PLAYER_CARD, INGREDIENTS, PLAYER_COUNTS, TOOLS, CardId, ToolId,
                    dessert_id)
from .phases import Comparison, EndReason, Phase
from .scoring import breakdown_of
from .setup import cards_in_play

DRAWABLE_ORDER = BASE_TYPES + INGREDIENTS  # the cards a pile can hold, in the edition's order

if TYPE_CHECKING:
    from .state import State

COUNTED = "Counts by card id (types with none left out)."
"""What a pile's counts say of themselves (the document cannot say its keys otherwise)."""

Counts = dict[str, Annotated[int, Meta(ge=1)]]
"""A pile by card id, each type with its copies (none listed with 0)."""


def ordered(counts: dict[str, int]) -> dict[str, int]:
    """Counts of a pile by type in the edition's order, zeros left out."""
    if not counts:
        return {}
    get = counts.get
    return {card: n for card in DRAWABLE_ORDER if (n := get(card))}


# A player at the table (no description of its own in the document: the state's `players` says it).
class PlayerState(Shown, frozen=True):
    player: Player
    base_set: Annotated[Annotated[int, Meta(ge=1, le=5)] | None, Meta(
        description="The number of the player's base set (S3), null when the history gives none.")]
    draw_pile: Annotated[Counts, Meta(
        description=f"The player's draw pile: a multiset, its order unknown until drawn (T2, H3). {COUNTED}",
        examples=[{"cocoa": 2, "butter": 1, "nuts": 1}])]
    draw_pile_size: Annotated[int, Meta(ge=0, description="Cards in the draw pile.")]
    in_front: Annotated[list[CardId], Meta(description=(
        "The cards in front of the player, in drawing order: those drawn in their latest turn and not discarded "
        "(T3, T6)."))]
    pending: Annotated[CardId | None, Meta(description=(
        "The matching card in phase `bust` (B1), still the drawer's; null otherwise."))]
    discard: Annotated[Counts, Meta(description=f"The player's discard pile. {COUNTED}",
                                    examples=[{"cherries": 1}])]
    tools: Annotated[list[ToolId], Meta(description="The tools held (B4).")]
    desserts: Annotated[list[Annotated[int, Meta(ge=4, le=9)]], Meta(description=(
        "The values of the desserts taken, in the order taken (P7)."))]
    crowns: Annotated[int, Meta(ge=0, description="The player's total as it stands (W1).")]


# The ingredient deck (described by the state's `deck`).
class Deck(Shown, frozen=True):
    size: Annotated[int, Meta(ge=0, le=30)]
    cards: Annotated[Counts, Meta(description=f"The ingredients left in the deck. {COUNTED}")]


# An opponent still to decide on extra cards (described by the state's `extra_queue`).
class QueueEntry(Shown, frozen=True):
    player: Player
    comparison: Comparison


class Snapshot(Shown, frozen=True):
    """The state of a game after the last legal move of its history (section 3)."""

    phase: Annotated[Phase, Meta(description="What the game waits for.")]
    to_act: Annotated[list[Player], Meta(description="The one player due (empty when the game is over).")]
    turn: Annotated[int, Meta(ge=0, description="The turn index, 0-based (T1).")]
    round: Annotated[int, Meta(ge=1, description="The round: turn div P + 1 (T1).")]
    first_player: Annotated[Player, Meta(description="Who holds the First Player card (S7).")]
    players: Annotated[list[PlayerState], Meta(description="Every player, in seating order.")]
    deck: Annotated[Deck, Meta(description="The ingredient deck: its size and its cards by type (a multiset).")]
    market: Annotated[list[CardId], Meta(description="The market, position 1 (next to the deck) first (S4, M2).")]
    dessert_piles: Annotated[dict[str, Annotated[int, Meta(ge=0)]], Meta(
        description="The desserts left in each pile, by value (S5).", examples=[{"4": 3, "5": 3, "6": 2}])]
    tool_piles: Annotated[dict[str, Annotated[int, Meta(ge=0)]], Meta(
        description="The tools in each pile in the middle (S6, B2).",
        examples=[{"whisk": 1, "pastry_bag": 2, "measuring_cup": 2}])]
    extra_queue: Annotated[list[QueueEntry], Meta(description=(
        "The opponents still to decide on extra cards, first the one asked (X3)."))]
    over: Annotated[bool, Meta(description="The game has ended (E1).")]
    end_reason: Annotated[list[EndReason] | None, Meta(description="Why the game ended (E1); null while it goes on.")]

    def card_places(self) -> dict[str, dict[str, int]]:
        """Every place a card can be, with the cards there by id (desserts as ``dessert_4``):
        each card of the edition is in exactly one of them. (The referee's snapshot: a player's
        view, which leaves hidden parts out, has no such list.)"""
        places: dict[str, dict[str, int]] = {}
        for view in self.players:
            p = view.player
            places[f"draw_pile:{p}"] = dict(view.draw_pile)
            places[f"in_front:{p}"] = of(view.in_front)
            places[f"pending:{p}"] = of([view.pending] if view.pending else [])
            places[f"discard:{p}"] = dict(view.discard)
            places[f"tools:{p}"] = of(view.tools)
            places[f"desserts:{p}"] = of(dessert_id(v) for v in view.desserts)
        places[f"first_player_card:{self.first_player}"] = {FIRST_PLAYER_CARD: 1}
        places["deck"] = dict(self.deck.cards)
        places["market"] = of(self.market)
        places["dessert_piles"] = {dessert_id(int(v)): n for v, n in self.dessert_piles.items() if n}
        places["tool_piles"] = {t: n for t, n in self.tool_piles.items() if n}
        places["box"] = dict(BOX[len(self.players)])
        return places


# A player as the viewer may know them (described by the seen state's `players`).
class SeenPlayerState(PlayerState, frozen=True):
    # The members of the same names and places, which hold what the viewer may not know as null:
    draw_pile: Annotated[Counts | None, Meta(  # type: ignore[assignment]  # null: another player's (I2)
        description="The player's draw pile by card id, shown to its owner only (I2): null for another player's; "
                    "its order is nobody's.", examples=[{"cocoa": 2, "butter": 1, "nuts": 1}])]
    discard: Annotated[Counts | None, Meta(  # type: ignore[assignment]  # null: another player's (I2)
        description="The player's discard pile by card id, shown to its owner only (I2): null for another player's.",
        examples=[{"cherries": 1}])]
    crowns: Annotated[Annotated[int, Meta(ge=0)] | None, Meta(  # type: ignore[assignment]  # null: not counted (I5)
        description="The player's total as it stands (W1), where the viewer can count it (I5): null for another "
                    "player who drew an extra card unseen (I3).")]
    discard_size: Annotated[int, Meta(ge=0, description="Cards in the discard pile (public, I2).")]
    unseen_extra_cards: Annotated[int, Meta(ge=0, description=(
        "How many extra cards the player drew from the deck unseen by the viewer (I3): 0 for the viewer."))]


# The deck as the viewer may know it (described by the seen state's `deck`).
class SeenDeck(Deck, frozen=True):
    size: Annotated[int, Meta(ge=0, le=30, description="Public (I4).")]
    cards: Annotated[dict[str, int] | None, Meta(  # type: ignore[assignment]  # null: nobody's (I4)
        description="Always null in a player's view: which cards the deck holds is nobody's (I4).")]


class SeenSnapshot(Snapshot, frozen=True):
    """The state as one player may know it (I1-I5): the other players' piles as their sizes,
    the deck as its size, the crowns the viewer can count."""

    players: Annotated[list[SeenPlayerState], Meta(  # type: ignore[assignment]  # a list holds one type: a view's
        description="Every player, in seating order, as the viewer may know them.")]
    deck: Annotated[SeenDeck, Meta(description="The ingredient deck: its size only (I4).")]


# What stays in the box at each player count (S2): computed once.
BOX = {count: {card: COPIES[card] - n for card, n in cards_in_play(count).items() if COPIES[card] > n}
       for count in PLAYER_COUNTS}


def player_state(state: State, p: str) -> PlayerState:
    """Player `p` at the table: their piles with their sizes, what lies in front of them,
    their tools, desserts and crowns."""
    pile = ordered(state.piles[p])
    return PlayerState(
        player=p,
        base_set=(state.setup.base_sets or {}).get(p),
        draw_pile=pile,
        draw_pile_size=sum(pile.values()),
        in_front=list(state.in_front[p]),
        pending=state.pending if p == state.player else None,
        discard=ordered(state.discard[p]),
        tools=[t for t in TOOLS if t in state.tools[p]],
        desserts=list(state.desserts[p]),
        crowns=breakdown_of(state, p).total,
    )


def snapshot(state: State) -> Snapshot:
    deck = ordered(state.deck)
    return Snapshot(
        phase=state.phase,
        to_act=list(state.to_act()),
        turn=state.turn,
        round=state.round,
        first_player=state.first_player,
        players=[player_state(state, p) for p in state.players],
        deck=Deck(size=sum(deck.values()), cards=deck),
        market=list(state.market),
        dessert_piles={str(v): n for v, n in state.dessert_piles.items()},
        tool_piles=dict(state.tool_piles),
        extra_queue=[QueueEntry(player=e["player"], comparison=e["comparison"]) for e in state.queue],
        over=state.phase is Phase.OVER,
        end_reason=None if state.end_reason is None else list(state.end_reason),
    )
