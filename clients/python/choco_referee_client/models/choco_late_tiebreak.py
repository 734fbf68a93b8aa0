from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rule_id import ChocoLateRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_pile_top import ChocoLatePileTop





T = TypeVar("T", bound="ChocoLateTiebreak")



@_attrs_define
class ChocoLateTiebreak:
    """ How a tie on the highest score was settled (W7, best_wins): by the tops of the piles.

        Attributes:
            decided (bool): Whether the piles broke the tie.
            message (str): What decided it, in the request's language.
            pile_tops (list[ChocoLatePileTop]): The top of each tied player's pile.
            rule (ChocoLateRuleId): The id of a rule of Choco Late. Every verdict of the service cites one; `GET /choco-
                late/rules` gives each rule's full text in English and Italian.

                - `D1`: Deck (section cards)
                - `D2`: Roles (section cards)
                - `S1`: Players (section setup)
                - `S2`: Deal (section setup)
                - `S3`: First holder (section setup)
                - `T1`: Choose (section turn)
                - `A1`: Actions (section auction)
                - `A2`: Means (section auction)
                - `A3`: Who may pass (section auction)
                - `A4`: Order (standard) (section auction)
                - `A4a`: No offer (section auction)
                - `A4b`: Sole participant (section auction)
                - `A4c`: Tied at the offer (section auction)
                - `A5`: Order (Asta pazza, variant free_bidding) (section auction)
                - `V1`: Reveal (section reveal)
                - `V2`: Valid voucher (section reveal)
                - `V3`: Replacement (section reveal)
                - `V4`: Forfeit (section reveal)
                - `W1`: Winner (section resolution)
                - `W2`: No counting voucher (section resolution)
                - `W3`: Nobody left (section resolution)
                - `W4`: Spending (section resolution)
                - `W5`: Pile (Che vinca il migliore, variant best_wins) (section resolution)
                - `T2`: Collect (section turn)
                - `T3`: Token (section turn)
                - `E1`: End (section end)
                - `E2`: Explicit decisions (section end)
                - `C1`: Shapes (section trays)
                - `C2`: Tray value (section trays)
                - `C3`: Two trays (two_trays) (section trays)
                - `W6`: Game winner (section winners)
                - `W7`: Tie-break (best_wins) (section winners)
                - `I1`: What the table sees (section information)
                - `I2`: Vouchers in hand (section information)
                - `I3`: Reveals (section information)
                - `I4`: The box (section information) Example: A2.
            tied (list[str]): Players tied on the highest score. Example: ['ann', 'bob'].
            winners (list[str]): Who won after the tie-break (all the tied players when it was not broken).
     """

    decided: bool
    message: str
    pile_tops: list[ChocoLatePileTop]
    rule: ChocoLateRuleId
    tied: list[str]
    winners: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_pile_top import ChocoLatePileTop # noqa: PLC0415
        decided = self.decided

        message = self.message

        pile_tops = []
        for pile_tops_item_data in self.pile_tops:
            pile_tops_item = pile_tops_item_data.to_dict()
            pile_tops.append(pile_tops_item)



        rule = self.rule.value

        tied = self.tied



        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided": decided,
            "message": message,
            "pile_tops": pile_tops,
            "rule": rule,
            "tied": tied,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_pile_top import ChocoLatePileTop # noqa: PLC0415
        d = dict(src_dict)
        decided = d.pop("decided")

        message = d.pop("message")

        pile_tops = []
        _pile_tops = d.pop("pile_tops")
        for pile_tops_item_data in (_pile_tops):
            pile_tops_item = ChocoLatePileTop.from_dict(pile_tops_item_data)



            pile_tops.append(pile_tops_item)


        rule = ChocoLateRuleId(d.pop("rule"))




        tied = cast(list[str], d.pop("tied"))


        winners = cast(list[str], d.pop("winners"))


        choco_late_tiebreak = cls(
            decided=decided,
            message=message,
            pile_tops=pile_tops,
            rule=rule,
            tied=tied,
            winners=winners,
        )

        return choco_late_tiebreak

