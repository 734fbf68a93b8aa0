"""A snapshot of a game of ChokoMasquerade, as ``validate`` shows it, and where every card
is."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import COPIES
from .phases import Phase
from .table import matchable


@dataclass(frozen=True)
class SlaughterState:
    attacker: str
    victim: str
    guesses_left: int


@dataclass(frozen=True)
class Snapshot:
    """The game after some moves. Mappings are keyed in the order of the players; hands are
    sorted, pairs in the order made (each ``(card, saved)``), columns first card first, the
    deck each character with its copies left (none with 0), in character order."""

    phase: Phase
    to_act: tuple[str, ...]
    finished: bool
    turn: str
    columns: tuple[tuple[str, ...], ...]
    hands: dict[str, tuple[str, ...] | None]  # None: a hand the viewer does not see (a player's view, I2)
    pairs: dict[str, tuple[tuple[str, bool], ...]]
    eaten: tuple[str, ...]
    deck: dict[str, int] | None  # None: in a player's view (I4)
    deck_count: int
    draws_due: int
    slaughter: SlaughterState | None

    @property
    def matchable(self) -> tuple[tuple[str, ...], ...]:
        """The matchable cards of each column (C2): none, the only card, or first and last."""
        return tuple(tuple(matchable(column)) for column in self.columns)

    def card_places(self) -> dict[str, tuple[str, ...]]:
        """Every place a card can be, with its cards (a card once per copy): "deck",
        "column:<n>", "hand:<player>", "pairs:<player>" (both cards of each pair),
        "eaten" (both cards of each eaten pair). The 60 cards are each in exactly one. (The
        referee's snapshot: a player's view, which leaves hidden parts out, has no such list.)"""
        deck = self.deck
        assert deck is not None, "a player's view knows no places"
        places: dict[str, tuple[str, ...]] = {"deck": tuple(card for card, n in deck.items() for _ in range(n))}
        for n, column in enumerate(self.columns, 1):
            places[f"column:{n}"] = column
        for player, cards in self.hands.items():
            assert cards is not None, "a player's view knows no places"
            places[f"hand:{player}"] = cards
        for player, held in self.pairs.items():
            places[f"pairs:{player}"] = tuple(card for card, _ in held for _ in range(COPIES))
        places["eaten"] = tuple(card for card in self.eaten for _ in range(COPIES))
        return places
