"""A snapshot of a game of Choco Late, as ``validate`` shows it (the answer's `state`,
declared once: the engine builds it, the service writes it and the document describes it),
and where every card is."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Literal

from msgspec import Meta

from service.referee.shown import BY_PLAYER, Player, Shown

from .phases import Phase, Stage

Card = Annotated[int, Meta(ge=1, le=100)]
"""A card number in an answer (D1: 1..100)."""

Cards = list[Card]

AuctionStage = Literal["bidding", "reveal", "replace"]
"""Where an auction under way stands: a :class:`~.phases.Stage` but `done` (a done auction
is no longer under way)."""

STAGE_SHOWN: dict[Stage, AuctionStage] = {Stage.BIDDING: "bidding", Stage.REVEAL: "reveal",
                                          Stage.REPLACE: "replace"}
"""Each stage of an auction under way as the answer writes it."""
assert all(stage.value == shown for stage, shown in STAGE_SHOWN.items())


class AuctionInProgress(Shown, frozen=True):
    """The auction under way in a replayed game."""

    lot: Annotated[Card, Meta(description="The lot being auctioned.")]
    chooser: Annotated[Player, Meta(description="Who chose it.")]
    stage: Annotated[AuctionStage, Meta(description="Where the auction stands.")]
    offer: Annotated[Annotated[int, Meta(ge=1)] | None, Meta(
        description="The current offer in vouchers, null before anyone offered.")]
    committed: Annotated[dict[str, int], Meta(description=f"Each bidder's committed amount. {BY_PLAYER}")]
    withdrawn: Annotated[list[Player], Meta(description="Who passed (A1).")]
    to_act: Annotated[list[Player], Meta(description="Who may act now.")]
    participants: Annotated[list[Player], Meta(description="Empty while bidding; then who must reveal.")]
    reveals: Annotated[dict[str, Cards], Meta(description=f"Reveals so far (V1). {BY_PLAYER}")]
    invalid: Annotated[dict[str, Cards], Meta(description=f"Invalid vouchers revealed so far (V2). {BY_PLAYER}")]
    replacements: Annotated[dict[str, Cards], Meta(description=f"Replacements so far (V3). {BY_PLAYER}")]
    forfeited: Annotated[list[Player], Meta(description="Who forfeited (V4).")]
    must_reveal: Annotated[list[Player], Meta(description="Participants who must still reveal (V1).")]
    must_replace: Annotated[dict[str, int], Meta(description=(
        f"Participants who must still replace, and how many vouchers (V3). {BY_PLAYER}"))]
    first_move: Annotated[Annotated[int, Meta(ge=0)] | None, Meta(
        description="Index of the auction's choose_lot move.")]


class SeenAuction(AuctionInProgress, frozen=True):
    """The auction under way as one player may know it."""

    # The same member, which holds another participant's reveal as null while it is face down:
    reveals: Annotated[dict[str, Cards | None], Meta(description=(  # type: ignore[assignment]  # null: face down (I3)
        f"Reveals so far (V1); null for another participant's until every participant has revealed (I3). "
        f"{BY_PLAYER}"))]


class Snapshot(Shown, frozen=True):
    """The state of a game after the last legal move of its history."""

    phase: Annotated[Phase, Meta(description="What the game waits for.")]
    finished: Annotated[bool, Meta(description=(
        "Nothing may be appended (as in legal-moves): the centre is empty (E1) and, with two_trays, every player "
        "has arranged their trays (C3). While trays may still be arranged (phase `arrange_trays`) the game is not "
        "finished; its scores are final all the same."))]
    token_holder: Annotated[Player, Meta(description="Who holds the Choco Late token (T3).")]
    centre: Annotated[Cards, Meta(description="The lots still in the centre.")]
    hands: Annotated[dict[str, Cards], Meta(description=f"Each player's vouchers in hand. {BY_PLAYER}")]
    collections: Annotated[dict[str, Cards], Meta(description=f"Each player's lots won. {BY_PLAYER}")]
    piles: Annotated[dict[str, Cards], Meta(description=f"Each player's pile, top first (best_wins). {BY_PLAYER}")]
    out_of_game: Annotated[Cards, Meta(description=(
        "Cards removed from the game (lots by A4a, vouchers spent or forfeited)."))]
    box: Annotated[Cards, Meta(description="The cards of the setup table dealt to nobody (S2).")]
    arrangements: Annotated[dict[str, list[Cards]], Meta(description=(
        f"The two trays each player arranged (C3, two_trays). {BY_PLAYER}"))]
    auction: Annotated[AuctionInProgress | None, Meta(description="The auction under way, null between auctions.")]

    def card_places(self, on_table: Mapping[str, Sequence[int]]) -> dict[str, tuple[int, ...]]:
        """Every place a card can be, with its cards: "centre", "hand:<player>",
        "auction" (the lot on the block and the vouchers offered: `on_table`, each
        participant's, which the state does not show), "collection:<player>",
        "pile:<player>", "out_of_game", "box". Each card of the range used is in exactly
        one of them. (The referee's snapshot: a player's view, which leaves hidden parts
        out, has no such list.)"""
        places: dict[str, tuple[int, ...]] = {"centre": tuple(self.centre)}
        for player, cards in self.hands.items():
            places[f"hand:{player}"] = tuple(cards)
        if self.auction is not None:
            places["auction"] = (self.auction.lot,) + tuple(v for vs in on_table.values() for v in vs)
        for player, cards in self.collections.items():
            places[f"collection:{player}"] = tuple(cards)
        for player, cards in self.piles.items():
            places[f"pile:{player}"] = tuple(cards)
        places["out_of_game"] = tuple(self.out_of_game)
        places["box"] = tuple(self.box)
        return places


class SeenSnapshot(Snapshot, frozen=True):
    """The state as one player may know it (I1-I4): the other hands, the box and the reveals
    still face down left out."""

    # A view's members of the same names and places, which hold what the viewer does not see as null:
    hands: Annotated[dict[str, Cards | None], Meta(description=(  # type: ignore[assignment]  # null: not seen (I2)
        f"Each player's vouchers in hand; null for a hand the player does not see (I2). {BY_PLAYER}"))]
    box: Annotated[Cards | None, Meta(description=(  # type: ignore[assignment]  # nobody's (I4)
        "Always null in a player's view: which cards are in the box is nobody's (I4); `box_count` is public."))]
    auction: Annotated[SeenAuction | None, Meta(description=(  # a reveal face down held as null (I3)
        "The auction under way, null between auctions; another participant's reveal is null until every "
        "participant has revealed (I3)."))]
    # What is public of what it leaves out:
    hand_sizes: Annotated[dict[str, Annotated[int, Meta(ge=0)]], Meta(
        description=f"How many vouchers each hand holds (public, I2). {BY_PLAYER}",
        examples=[{"ann": 10, "bob": 9}])]
    box_count: Annotated[int, Meta(ge=0, description="How many cards the box holds (public, I4).")]
