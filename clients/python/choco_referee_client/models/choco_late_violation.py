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

