from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_phase import ChocoLatePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_seen_auction import ChocoLateSeenAuction
  from ..models.choco_late_seen_state_arrangements import ChocoLateSeenStateArrangements
  from ..models.choco_late_seen_state_collections import ChocoLateSeenStateCollections
  from ..models.choco_late_seen_state_hand_sizes import ChocoLateSeenStateHandSizes
  from ..models.choco_late_seen_state_hands import ChocoLateSeenStateHands
  from ..models.choco_late_seen_state_piles import ChocoLateSeenStatePiles





T = TypeVar("T", bound="ChocoLateSeenState")



@_attrs_define
class ChocoLateSeenState:
    """ The state as one player may know it (I1-I4): the other hands, the box and the reveals still face down left out.

        Attributes:
            arrangements (ChocoLateSeenStateArrangements): The two trays each player arranged (C3, two_trays). Keys are
                player ids.
            auction (ChocoLateSeenAuction | None): The auction under way, null between auctions; another participant's
                reveal is null until every participant has revealed (I3).
            box (list[int] | None): Always null in a player's view: which cards are in the box is nobody's (I4); `box_count`
                is public.
            box_count (int): How many cards the box holds (public, I4).
            centre (list[int]): The lots still in the centre.
            collections (ChocoLateSeenStateCollections): Each player's lots won. Keys are player ids.
            finished (bool): Nothing may be appended (as in legal-moves): the centre is empty (E1) and, with two_trays,
                every player has arranged their trays (C3). While trays may still be arranged (phase `arrange_trays`) the game
                is not finished; its scores are final all the same.
            hand_sizes (ChocoLateSeenStateHandSizes): How many vouchers each hand holds (public, I2). Keys are player ids.
                Example: {'ann': 10, 'bob': 9}.
            hands (ChocoLateSeenStateHands): Each player's vouchers in hand; null for a hand the player does not see (I2).
                Keys are player ids.
            out_of_game (list[int]): Cards removed from the game (lots by A4a, vouchers spent or forfeited).
            phase (ChocoLatePhase): What the game waits for.

                - `choose_lot`: The token holder must choose a lot (T1).
                - `bidding`: An auction is open: open, join, raise or pass (A1-A5).
                - `reveal`: The bidding ended in a tie: the tied bidders reveal their vouchers (V1).
                - `replace`: Invalid vouchers were revealed: their owners replace them (V3) or forfeit (V4).
                - `arrange_trays`: The centre is empty and two_trays is on: each player arranges two trays (C3).
                - `over`: The game is over (E1): nothing may happen any more. Example: bidding.
            piles (ChocoLateSeenStatePiles): Each player's pile, top first (best_wins). Keys are player ids.
            token_holder (str): Who holds the Choco Late token (T3). Example: ann.
     """

    arrangements: ChocoLateSeenStateArrangements
    auction: ChocoLateSeenAuction | None
    box: list[int] | None
    box_count: int
    centre: list[int]
    collections: ChocoLateSeenStateCollections
    finished: bool
    hand_sizes: ChocoLateSeenStateHandSizes
    hands: ChocoLateSeenStateHands
    out_of_game: list[int]
    phase: ChocoLatePhase
    piles: ChocoLateSeenStatePiles
    token_holder: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_seen_auction import ChocoLateSeenAuction # noqa: PLC0415
        from ..models.choco_late_seen_state_arrangements import ChocoLateSeenStateArrangements # noqa: PLC0415
        from ..models.choco_late_seen_state_collections import ChocoLateSeenStateCollections # noqa: PLC0415
        from ..models.choco_late_seen_state_hand_sizes import ChocoLateSeenStateHandSizes # noqa: PLC0415
        from ..models.choco_late_seen_state_hands import ChocoLateSeenStateHands # noqa: PLC0415
        from ..models.choco_late_seen_state_piles import ChocoLateSeenStatePiles # noqa: PLC0415
        arrangements = self.arrangements.to_dict()

        auction: dict[str, Any] | None
        if isinstance(self.auction, ChocoLateSeenAuction):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        box: list[int] | None
        if isinstance(self.box, list):
            box = self.box


        else:
            box = self.box

        box_count = self.box_count

        centre = self.centre



        collections = self.collections.to_dict()

        finished = self.finished

        hand_sizes = self.hand_sizes.to_dict()

        hands = self.hands.to_dict()

        out_of_game = self.out_of_game



        phase = self.phase.value

        piles = self.piles.to_dict()

        token_holder = self.token_holder


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "arrangements": arrangements,
            "auction": auction,
            "box": box,
            "box_count": box_count,
            "centre": centre,
            "collections": collections,
            "finished": finished,
            "hand_sizes": hand_sizes,
            "hands": hands,
            "out_of_game": out_of_game,
            "phase": phase,
            "piles": piles,
            "token_holder": token_holder,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_seen_auction import ChocoLateSeenAuction # noqa: PLC0415
        from ..models.choco_late_seen_state_arrangements import ChocoLateSeenStateArrangements # noqa: PLC0415
        from ..models.choco_late_seen_state_collections import ChocoLateSeenStateCollections # noqa: PLC0415
        from ..models.choco_late_seen_state_hand_sizes import ChocoLateSeenStateHandSizes # noqa: PLC0415
        from ..models.choco_late_seen_state_hands import ChocoLateSeenStateHands # noqa: PLC0415
        from ..models.choco_late_seen_state_piles import ChocoLateSeenStatePiles # noqa: PLC0415
        d = dict(src_dict)
        arrangements = ChocoLateSeenStateArrangements.from_dict(d.pop("arrangements"))




        def _parse_auction(data: object) -> ChocoLateSeenAuction | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = ChocoLateSeenAuction.from_dict(data)



                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateSeenAuction | None, data)

        auction = _parse_auction(d.pop("auction"))


        def _parse_box(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                box_type_0 = cast(list[int], data)

                return box_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        box = _parse_box(d.pop("box"))


        box_count = d.pop("box_count")

        centre = cast(list[int], d.pop("centre"))


        collections = ChocoLateSeenStateCollections.from_dict(d.pop("collections"))




        finished = d.pop("finished")

        hand_sizes = ChocoLateSeenStateHandSizes.from_dict(d.pop("hand_sizes"))




        hands = ChocoLateSeenStateHands.from_dict(d.pop("hands"))




        out_of_game = cast(list[int], d.pop("out_of_game"))


        phase = ChocoLatePhase(d.pop("phase"))




        piles = ChocoLateSeenStatePiles.from_dict(d.pop("piles"))




        token_holder = d.pop("token_holder")

        choco_late_seen_state = cls(
            arrangements=arrangements,
            auction=auction,
            box=box,
            box_count=box_count,
            centre=centre,
            collections=collections,
            finished=finished,
            hand_sizes=hand_sizes,
            hands=hands,
            out_of_game=out_of_game,
            phase=phase,
            piles=piles,
            token_holder=token_holder,
        )

        return choco_late_seen_state

