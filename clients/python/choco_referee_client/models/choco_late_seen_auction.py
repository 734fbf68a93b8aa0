from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_seen_auction_stage import ChocoLateSeenAuctionStage
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_seen_auction_committed import ChocoLateSeenAuctionCommitted
  from ..models.choco_late_seen_auction_invalid import ChocoLateSeenAuctionInvalid
  from ..models.choco_late_seen_auction_must_replace import ChocoLateSeenAuctionMustReplace
  from ..models.choco_late_seen_auction_replacements import ChocoLateSeenAuctionReplacements
  from ..models.choco_late_seen_auction_reveals import ChocoLateSeenAuctionReveals





T = TypeVar("T", bound="ChocoLateSeenAuction")



@_attrs_define
class ChocoLateSeenAuction:
    """ The auction under way as one player may know it.

        Attributes:
            chooser (str): Who chose it. Example: ann.
            committed (ChocoLateSeenAuctionCommitted): Each bidder's committed amount. Keys are player ids.
            first_move (int | None): Index of the auction's choose_lot move.
            forfeited (list[str]): Who forfeited (V4).
            invalid (ChocoLateSeenAuctionInvalid): Invalid vouchers revealed so far (V2). Keys are player ids.
            lot (int): The lot being auctioned.
            must_replace (ChocoLateSeenAuctionMustReplace): Participants who must still replace, and how many vouchers (V3).
                Keys are player ids.
            must_reveal (list[str]): Participants who must still reveal (V1).
            offer (int | None): The current offer in vouchers, null before anyone offered.
            participants (list[str]): Empty while bidding; then who must reveal.
            replacements (ChocoLateSeenAuctionReplacements): Replacements so far (V3). Keys are player ids.
            reveals (ChocoLateSeenAuctionReveals): Reveals so far (V1); null for another participant's until every
                participant has revealed (I3). Keys are player ids.
            stage (ChocoLateSeenAuctionStage): Where the auction stands.
            to_act (list[str]): Who may act now.
            withdrawn (list[str]): Who passed (A1).
     """

    chooser: str
    committed: ChocoLateSeenAuctionCommitted
    first_move: int | None
    forfeited: list[str]
    invalid: ChocoLateSeenAuctionInvalid
    lot: int
    must_replace: ChocoLateSeenAuctionMustReplace
    must_reveal: list[str]
    offer: int | None
    participants: list[str]
    replacements: ChocoLateSeenAuctionReplacements
    reveals: ChocoLateSeenAuctionReveals
    stage: ChocoLateSeenAuctionStage
    to_act: list[str]
    withdrawn: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_seen_auction_committed import ChocoLateSeenAuctionCommitted # noqa: PLC0415
        from ..models.choco_late_seen_auction_invalid import ChocoLateSeenAuctionInvalid # noqa: PLC0415
        from ..models.choco_late_seen_auction_must_replace import ChocoLateSeenAuctionMustReplace # noqa: PLC0415
        from ..models.choco_late_seen_auction_replacements import ChocoLateSeenAuctionReplacements # noqa: PLC0415
        from ..models.choco_late_seen_auction_reveals import ChocoLateSeenAuctionReveals # noqa: PLC0415
        chooser = self.chooser

        committed = self.committed.to_dict()

        first_move: int | None
        first_move = self.first_move

        forfeited = self.forfeited



        invalid = self.invalid.to_dict()

        lot = self.lot

        must_replace = self.must_replace.to_dict()

        must_reveal = self.must_reveal



        offer: int | None
        offer = self.offer

        participants = self.participants



        replacements = self.replacements.to_dict()

        reveals = self.reveals.to_dict()

        stage = self.stage.value

        to_act = self.to_act



        withdrawn = self.withdrawn




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chooser": chooser,
            "committed": committed,
            "first_move": first_move,
            "forfeited": forfeited,
            "invalid": invalid,
            "lot": lot,
            "must_replace": must_replace,
            "must_reveal": must_reveal,
            "offer": offer,
            "participants": participants,
            "replacements": replacements,
            "reveals": reveals,
            "stage": stage,
            "to_act": to_act,
            "withdrawn": withdrawn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_seen_auction_committed import ChocoLateSeenAuctionCommitted # noqa: PLC0415
        from ..models.choco_late_seen_auction_invalid import ChocoLateSeenAuctionInvalid # noqa: PLC0415
        from ..models.choco_late_seen_auction_must_replace import ChocoLateSeenAuctionMustReplace # noqa: PLC0415
        from ..models.choco_late_seen_auction_replacements import ChocoLateSeenAuctionReplacements # noqa: PLC0415
        from ..models.choco_late_seen_auction_reveals import ChocoLateSeenAuctionReveals # noqa: PLC0415
        d = dict(src_dict)
        chooser = d.pop("chooser")

        committed = ChocoLateSeenAuctionCommitted.from_dict(d.pop("committed"))




        def _parse_first_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_move = _parse_first_move(d.pop("first_move"))


        forfeited = cast(list[str], d.pop("forfeited"))


        invalid = ChocoLateSeenAuctionInvalid.from_dict(d.pop("invalid"))




        lot = d.pop("lot")

        must_replace = ChocoLateSeenAuctionMustReplace.from_dict(d.pop("must_replace"))




        must_reveal = cast(list[str], d.pop("must_reveal"))


        def _parse_offer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        offer = _parse_offer(d.pop("offer"))


        participants = cast(list[str], d.pop("participants"))


        replacements = ChocoLateSeenAuctionReplacements.from_dict(d.pop("replacements"))




        reveals = ChocoLateSeenAuctionReveals.from_dict(d.pop("reveals"))




        stage = ChocoLateSeenAuctionStage(d.pop("stage"))




        to_act = cast(list[str], d.pop("to_act"))


        withdrawn = cast(list[str], d.pop("withdrawn"))


        choco_late_seen_auction = cls(
            chooser=chooser,
            committed=committed,
            first_move=first_move,
            forfeited=forfeited,
            invalid=invalid,
            lot=lot,
            must_replace=must_replace,
            must_reveal=must_reveal,
            offer=offer,
            participants=participants,
            replacements=replacements,
            reveals=reveals,
            stage=stage,
            to_act=to_act,
            withdrawn=withdrawn,
        )

        return choco_late_seen_auction

