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

                - `D1`: Deck (cards)
                - `D2`: Roles (cards)
                - `S1`: Players (setup)
                - `S2`: Deal (setup)
                - `S3`: First holder (setup)
                - `T1`: Choose (turn)
                - `A1`: Actions (auction)
                - `A2`: Means (auction)
                - `A3`: Who may pass (auction)
                - `A4`: Order (standard) (auction)
                - `A4a`: No offer (auction)
                - `A4b`: Sole participant (auction)
                - `A4c`: Tied at the offer (auction)
                - `A5`: Order (Asta pazza, variant free_bidding) (auction)
                - `V1`: Reveal (reveal)
                - `V2`: Valid voucher (reveal)
                - `V3`: Replacement (reveal)
                - `V4`: Forfeit (reveal)
                - `W1`: Winner (resolution)
                - `W2`: No counting voucher (resolution)
                - `W3`: Nobody left (resolution)
                - `W4`: Spending (resolution)
                - `W5`: Pile (Che vinca il migliore, variant best_wins) (resolution)
                - `T2`: Collect (turn)
                - `T3`: Token (turn)
                - `E1`: End (end)
                - `E2`: Explicit decisions (end)
                - `C1`: Shapes (trays)
                - `C2`: Tray value (trays)
                - `C3`: Two trays (two_trays) (trays)
                - `W6`: Game winner (winners)
                - `W7`: Tie-break (best_wins) (winners)
                - `I1`: What the table sees (information)
                - `I2`: Vouchers in hand (information)
                - `I3`: Reveals (information)
                - `I4`: The box (information) Example: A2.
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

