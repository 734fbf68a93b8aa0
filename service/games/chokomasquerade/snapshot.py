"""A snapshot of a game of ChokoMasquerade, as ``validate`` shows it (the answer's `state`,
declared once: the engine builds it, the service writes it and the document describes it),
and where every card is."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta

from service.referee.shown import BY_PLAYER, Player, Shown

from .cards import COPIES
from .moves import CharacterId
from .phases import Phase

Cards = list[CharacterId]


class Pair(Shown, frozen=True):
    """A pair held: its character, and whether a guess saved it."""

    card: Annotated[CharacterId, Meta(description="The character of the pair (P4).")]
    saved: Annotated[bool, Meta(description="Saved by a guess of the slaughter (M4).")]


class SlaughterUnderWay(Shown, frozen=True):
    """The slaughter under way."""

    attacker: Annotated[Player, Meta(description="Who paired the ChokoMannaro.")]
    victim: Annotated[Player, Meta(description="Who guesses.")]
    guesses_left: Annotated[int, Meta(ge=1, description="Guesses still due (M2).")]


class Snapshot(Shown, frozen=True):
    """The state of a game after the last legal move of its history. Mappings are keyed in
    the order of the players."""

    phase: Annotated[Phase, Meta(description="What the game waits for.")]
    to_act: Annotated[list[Player], Meta(description="The player whose move is due (one; empty after the end).")]
    finished: Annotated[bool, Meta(description="The game is over (E1).")]
    turn: Annotated[Player, Meta(description="Whose turn it is (while a draw is due, the player refilling after their "
                                          "turn; after the end, whose turn ended it).")]
    columns: Annotated[list[Cards], Meta(min_length=4, max_length=4, description=(
        "The 4 columns from column 1, each first card to last (C1)."))]
    matchable: Annotated[list[Cards], Meta(min_length=4, max_length=4, description=(
        "Each column's matchable cards (C2): [] when empty, [card] for one card, else [first, last]."))]
    hands: Annotated[dict[str, Cards], Meta(description=f"Each player's cards, sorted. {BY_PLAYER}")]
    pairs: Annotated[dict[str, list[Pair]], Meta(description=(
        f"Each player's pairs, in the order made (an eaten pair leaves). {BY_PLAYER}"))]
    eaten: Annotated[Cards, Meta(description=(
        "The characters of the pairs eaten in the slaughter, in the order eaten (M4)."))]
    deck_count: Annotated[int, Meta(ge=0, le=50, description="Cards left in the deck.")]
    deck: Annotated[dict[CharacterId, int], Meta(
        description="Each character left in the deck with its copies left, 1 or 2 (none listed with 0). Keys are "
                    "card ids.", examples=[{"mask_04": 2, "mask_05": 1}])]
    draws_due: Annotated[int, Meta(ge=0, le=3, description=(
        "Draws still due (0 unless the phase is `draw`) (R1)."))]
    slaughter: Annotated[SlaughterUnderWay | None, Meta(description="The slaughter under way, or null.")]

    def card_places(self) -> dict[str, tuple[str, ...]]:
        """Every place a card can be, with its cards (a card once per copy): "deck",
        "column:<n>", "hand:<player>", "pairs:<player>" (both cards of each pair),
        "eaten" (both cards of each eaten pair). The 60 cards are each in exactly one. (The
        referee's snapshot: a player's view, which leaves hidden parts out, has no such list.)"""
        places: dict[str, tuple[str, ...]] = {"deck": tuple(card for card, n in self.deck.items() for _ in range(n))}
        for n, column in enumerate(self.columns, 1):
            places[f"column:{n}"] = tuple(column)
        for player, cards in self.hands.items():
            places[f"hand:{player}"] = tuple(cards)
        for player, held in self.pairs.items():
            places[f"pairs:{player}"] = tuple(pair.card for pair in held for _ in range(COPIES))
        places["eaten"] = tuple(card for card in self.eaten for _ in range(COPIES))
        return places


class SeenSnapshot(Snapshot, frozen=True):
    """The state as one player may know it (I1-I4): another hand and the deck's cards left
    out."""

    # A view's members of the same names and places, which hold what the viewer does not see as null:
    hands: Annotated[dict[str, Cards | None], Meta(description=(  # type: ignore[assignment]  # null: not seen (I2)
        f"Each player's cards, sorted; null for a hand the player does not see (I2). {BY_PLAYER}"))]
    deck: Annotated[dict[CharacterId, int] | None, Meta(description=(  # type: ignore[assignment]  # nobody's (I4)
        "Always null in a player's view: which cards the deck holds is nobody's (I4); `deck_count` is public."))]
    hand_sizes: Annotated[dict[str, int], Meta(description=f"How many cards each hand holds (public, I2). {BY_PLAYER}",
                                               examples=[{"ann": 3, "bob": 3}])]
