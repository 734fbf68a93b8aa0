"""A snapshot of a game of Choco Late, as ``validate`` shows it, and where every card is."""

from __future__ import annotations

from dataclasses import dataclass

from .outcomes import AuctionState
from .phases import Phase


@dataclass(frozen=True)
class Snapshot:
    """The game after some moves. Mappings are fresh dicts keyed in seating order; hands
    and the box are sorted, collections in the order won, piles top first."""

    phase: Phase
    finished: bool
    token_holder: str
    centre: tuple[int, ...]
    hands: dict[str, tuple[int, ...] | None]  # None: a hand the viewer does not see (a player's view, I2)
    collections: dict[str, tuple[int, ...]]
    piles: dict[str, tuple[int, ...]]
    out_of_game: tuple[int, ...]
    box: tuple[int, ...] | None  # None: in a player's view (I4)
    arrangements: dict[str, tuple[tuple[int, ...], tuple[int, ...]]]
    auction: AuctionState | None

    def card_places(self) -> dict[str, tuple[int, ...]]:
        """Every place a card can be, with its cards: "centre", "hand:<player>",
        "auction" (the lot on the block and the vouchers offered), "collection:<player>",
        "pile:<player>", "out_of_game", "box". Each card of the range used is in exactly
        one of them."""
        places: dict[str, tuple[int, ...]] = {"centre": self.centre}
        for player, cards in self.hands.items():
            assert cards is not None, "a player's view knows no places"
            places[f"hand:{player}"] = cards
        if self.auction is not None:
            places["auction"] = (self.auction.lot,) + tuple(v for _, vs in self.auction.on_table
                                                            for v in _known(vs))
        for player, cards in self.collections.items():
            places[f"collection:{player}"] = cards
        for player, cards in self.piles.items():
            places[f"pile:{player}"] = cards
        places["out_of_game"] = self.out_of_game
        assert self.box is not None, "a player's view knows no places"
        places["box"] = self.box
        return places


def _known(vouchers: tuple[int, ...] | None) -> tuple[int, ...]:
    assert vouchers is not None, "a player's view knows no places"
    return vouchers
