from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rule_id import ChocoLateRuleId
from typing import cast






T = TypeVar("T", bound="ChocoLateViolation")



@_attrs_define
class ChocoLateViolation:
    """ A broken rule: which, where, and why.

        Attributes:
            message (str): Why, in the request's language (Accept-Language: en or it).
            move_index (int | None): 0-based index into `moves` of the illegal move; null for a setup error or a final form.
                Example: 5.
            pointer (str): JSON pointer (RFC 6901) into the request body to the move or field at fault. Example: /moves/5.
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
     """

    message: str
    move_index: int | None
    pointer: str
    rule: ChocoLateRuleId





    def to_dict(self) -> dict[str, Any]:
        message = self.message

        move_index: int | None
        move_index = self.move_index

        pointer = self.pointer

        rule = self.rule.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "message": message,
            "move_index": move_index,
            "pointer": pointer,
            "rule": rule,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        def _parse_move_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        move_index = _parse_move_index(d.pop("move_index"))


        pointer = d.pop("pointer")

        rule = ChocoLateRuleId(d.pop("rule"))




        choco_late_violation = cls(
            message=message,
            move_index=move_index,
            pointer=pointer,
            rule=rule,
        )

        return choco_late_violation

