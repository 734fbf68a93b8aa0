from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_auction_end import ChocoLateAuctionEnd
from ..models.choco_late_auction_result import ChocoLateAuctionResult
from ..models.choco_late_rule_id import ChocoLateRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_auction_counting import ChocoLateAuctionCounting
  from ..models.choco_late_auction_invalid import ChocoLateAuctionInvalid
  from ..models.choco_late_auction_replacements import ChocoLateAuctionReplacements
  from ..models.choco_late_auction_reveals import ChocoLateAuctionReveals





T = TypeVar("T", bound="ChocoLateAuction")



@_attrs_define
class ChocoLateAuction:
    """ The outcome of one auction, with every step that decided it (A, V, W rules).

        Attributes:
            chooser (str): The token holder who chose the lot (T1). Example: ann.
            counting (ChocoLateAuctionCounting): Each remaining participant's lowest counting voucher (W1), null when none
                (W2). Keys are player ids.
            decided_by (list[ChocoLateRuleId]): The rules that decided the outcome, in the order applied. Example: ['A4c',
                'W1'].
            end (ChocoLateAuctionEnd): How bidding ended: `no_offer` (A4a), `sole_participant` (A4b), `tie` (A4c, or A5's
                first reveal).
            first_move (int): Index of the auction's choose_lot move.
            forfeited (list[str]): Participants who could not replace their invalid vouchers (V4).
            invalid (ChocoLateAuctionInvalid): The revealed vouchers that were invalid for the lot (V2). Keys are player
                ids.
            last_move (int): Index of the move that closed it.
            lot (int): The lot auctioned. Example: 15.
            offer (int | None): The final offer in vouchers, null when nobody offered.
            participants (list[str]): Who was still bidding at the end (those who must reveal on a tie).
            pile (list[int]): Vouchers put on the winner's pile, top first (W5, best_wins).
            replacements (ChocoLateAuctionReplacements): The valid vouchers that replaced them (V3); they never count in a
                tie-break. Keys are player ids.
            result (ChocoLateAuctionResult): `won` (T2), `removed` from the game (A4a), `returned` to the centre (W3).
            reveals (ChocoLateAuctionReveals): The vouchers each participant first revealed (V1). Keys are player ids.
            spent (list[int]): Vouchers that left the game (W4, V4).
            summary (str): The outcome in words, in the request's language. Example: ann wins lot 15 at 2 vouchers on the
                tie-break (A4c, V3, W1)..
            winner (None | str): Who won the lot; null when nobody did. Example: ann.
     """

    chooser: str
    counting: ChocoLateAuctionCounting
    decided_by: list[ChocoLateRuleId]
    end: ChocoLateAuctionEnd
    first_move: int
    forfeited: list[str]
    invalid: ChocoLateAuctionInvalid
    last_move: int
    lot: int
    offer: int | None
    participants: list[str]
    pile: list[int]
    replacements: ChocoLateAuctionReplacements
    result: ChocoLateAuctionResult
    reveals: ChocoLateAuctionReveals
    spent: list[int]
    summary: str
    winner: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_auction_counting import ChocoLateAuctionCounting # noqa: PLC0415
        from ..models.choco_late_auction_invalid import ChocoLateAuctionInvalid # noqa: PLC0415
        from ..models.choco_late_auction_replacements import ChocoLateAuctionReplacements # noqa: PLC0415
        from ..models.choco_late_auction_reveals import ChocoLateAuctionReveals # noqa: PLC0415
        chooser = self.chooser

        counting = self.counting.to_dict()

        decided_by = []
        for decided_by_item_data in self.decided_by:
            decided_by_item = decided_by_item_data.value
            decided_by.append(decided_by_item)



        end = self.end.value

        first_move = self.first_move

        forfeited = self.forfeited



        invalid = self.invalid.to_dict()

        last_move = self.last_move

        lot = self.lot

        offer: int | None
        offer = self.offer

        participants = self.participants



        pile = self.pile



        replacements = self.replacements.to_dict()

        result = self.result.value

        reveals = self.reveals.to_dict()

        spent = self.spent



        summary = self.summary

        winner: None | str
        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chooser": chooser,
            "counting": counting,
            "decided_by": decided_by,
            "end": end,
            "first_move": first_move,
            "forfeited": forfeited,
            "invalid": invalid,
            "last_move": last_move,
            "lot": lot,
            "offer": offer,
            "participants": participants,
            "pile": pile,
            "replacements": replacements,
            "result": result,
            "reveals": reveals,
            "spent": spent,
            "summary": summary,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_auction_counting import ChocoLateAuctionCounting # noqa: PLC0415
        from ..models.choco_late_auction_invalid import ChocoLateAuctionInvalid # noqa: PLC0415
        from ..models.choco_late_auction_replacements import ChocoLateAuctionReplacements # noqa: PLC0415
        from ..models.choco_late_auction_reveals import ChocoLateAuctionReveals # noqa: PLC0415
        d = dict(src_dict)
        chooser = d.pop("chooser")

        counting = ChocoLateAuctionCounting.from_dict(d.pop("counting"))




        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocoLateRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        end = ChocoLateAuctionEnd(d.pop("end"))




        first_move = d.pop("first_move")

        forfeited = cast(list[str], d.pop("forfeited"))


        invalid = ChocoLateAuctionInvalid.from_dict(d.pop("invalid"))




        last_move = d.pop("last_move")

        lot = d.pop("lot")

        def _parse_offer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        offer = _parse_offer(d.pop("offer"))


        participants = cast(list[str], d.pop("participants"))


        pile = cast(list[int], d.pop("pile"))


        replacements = ChocoLateAuctionReplacements.from_dict(d.pop("replacements"))




        result = ChocoLateAuctionResult(d.pop("result"))




        reveals = ChocoLateAuctionReveals.from_dict(d.pop("reveals"))




        spent = cast(list[int], d.pop("spent"))


        summary = d.pop("summary")

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        choco_late_auction = cls(
            chooser=chooser,
            counting=counting,
            decided_by=decided_by,
            end=end,
            first_move=first_move,
            forfeited=forfeited,
            invalid=invalid,
            last_move=last_move,
            lot=lot,
            offer=offer,
            participants=participants,
            pile=pile,
            replacements=replacements,
            result=result,
            reveals=reveals,
            spent=spent,
            summary=summary,
            winner=winner,
        )

        return choco_late_auction

