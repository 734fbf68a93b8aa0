from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_phase import ChocoLatePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_auction_in_progress import ChocoLateAuctionInProgress
  from ..models.choco_late_game_state_arrangements import ChocoLateGameStateArrangements
  from ..models.choco_late_game_state_collections import ChocoLateGameStateCollections
  from ..models.choco_late_game_state_hands import ChocoLateGameStateHands
  from ..models.choco_late_game_state_piles import ChocoLateGameStatePiles





T = TypeVar("T", bound="ChocoLateGameState")



@_attrs_define
class ChocoLateGameState:
    """ The state of a game after the last legal move of its history.

        Attributes:
            arrangements (ChocoLateGameStateArrangements): The two trays each player arranged (C3, two_trays). Keys are
                player ids.
            auction (ChocoLateAuctionInProgress | None): The auction under way, null between auctions.
            box (list[int]): The cards of the setup table dealt to nobody (S2).
            centre (list[int]): The lots still in the centre.
            collections (ChocoLateGameStateCollections): Each player's lots won. Keys are player ids.
            finished (bool): Nothing may be appended (as in legal-moves): the centre is empty (E1) and, with two_trays,
                every player has arranged their trays (C3). While trays may still be arranged (phase `arrange_trays`) the game
                is not finished; its scores are final all the same.
            hands (ChocoLateGameStateHands): Each player's vouchers in hand. Keys are player ids.
            out_of_game (list[int]): Cards removed from the game (lots by A4a, vouchers spent or forfeited).
            phase (ChocoLatePhase): What the game waits for.

                - `choose_lot`: The token holder must choose a lot (T1).
                - `bidding`: An auction is open: open, join, raise or pass (A1-A5).
                - `reveal`: The bidding ended in a tie: the tied bidders reveal their vouchers (V1).
                - `replace`: Invalid vouchers were revealed: their owners replace them (V3) or forfeit (V4).
                - `arrange_trays`: The centre is empty and two_trays is on: each player arranges two trays (C3).
                - `over`: The game is over (E1): nothing may happen any more. Example: bidding.
            piles (ChocoLateGameStatePiles): Each player's pile, top first (best_wins). Keys are player ids.
            token_holder (str): Who holds the Choco Late token (T3). Example: ann.
     """

    arrangements: ChocoLateGameStateArrangements
    auction: ChocoLateAuctionInProgress | None
    box: list[int]
    centre: list[int]
    collections: ChocoLateGameStateCollections
    finished: bool
    hands: ChocoLateGameStateHands
    out_of_game: list[int]
    phase: ChocoLatePhase
    piles: ChocoLateGameStatePiles
    token_holder: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_auction_in_progress import ChocoLateAuctionInProgress # noqa: PLC0415
        from ..models.choco_late_game_state_arrangements import ChocoLateGameStateArrangements # noqa: PLC0415
        from ..models.choco_late_game_state_collections import ChocoLateGameStateCollections # noqa: PLC0415
        from ..models.choco_late_game_state_hands import ChocoLateGameStateHands # noqa: PLC0415
        from ..models.choco_late_game_state_piles import ChocoLateGameStatePiles # noqa: PLC0415
        arrangements = self.arrangements.to_dict()

        auction: dict[str, Any] | None
        if isinstance(self.auction, ChocoLateAuctionInProgress):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        box = self.box



        centre = self.centre



        collections = self.collections.to_dict()

        finished = self.finished

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
            "centre": centre,
            "collections": collections,
            "finished": finished,
            "hands": hands,
            "out_of_game": out_of_game,
            "phase": phase,
            "piles": piles,
            "token_holder": token_holder,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_auction_in_progress import ChocoLateAuctionInProgress # noqa: PLC0415
        from ..models.choco_late_game_state_arrangements import ChocoLateGameStateArrangements # noqa: PLC0415
        from ..models.choco_late_game_state_collections import ChocoLateGameStateCollections # noqa: PLC0415
        from ..models.choco_late_game_state_hands import ChocoLateGameStateHands # noqa: PLC0415
        from ..models.choco_late_game_state_piles import ChocoLateGameStatePiles # noqa: PLC0415
        d = dict(src_dict)
        arrangements = ChocoLateGameStateArrangements.from_dict(d.pop("arrangements"))




        def _parse_auction(data: object) -> ChocoLateAuctionInProgress | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = ChocoLateAuctionInProgress.from_dict(data)



                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateAuctionInProgress | None, data)

        auction = _parse_auction(d.pop("auction"))


        box = cast(list[int], d.pop("box"))


        centre = cast(list[int], d.pop("centre"))


        collections = ChocoLateGameStateCollections.from_dict(d.pop("collections"))




        finished = d.pop("finished")

        hands = ChocoLateGameStateHands.from_dict(d.pop("hands"))




        out_of_game = cast(list[int], d.pop("out_of_game"))


        phase = ChocoLatePhase(d.pop("phase"))




        piles = ChocoLateGameStatePiles.from_dict(d.pop("piles"))




        token_holder = d.pop("token_holder")

        choco_late_game_state = cls(
            arrangements=arrangements,
            auction=auction,
            box=box,
            centre=centre,
            collections=collections,
            finished=finished,
            hands=hands,
            out_of_game=out_of_game,
            phase=phase,
            piles=piles,
            token_holder=token_holder,
        )

        return choco_late_game_state

