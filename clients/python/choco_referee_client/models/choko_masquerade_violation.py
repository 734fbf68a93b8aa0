from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_rule_id import ChokoMasqueradeRuleId
from typing import cast






T = TypeVar("T", bound="ChokoMasqueradeViolation")



@_attrs_define
class ChokoMasqueradeViolation:
    """ A broken rule: which, where, and why.

        Attributes:
            message (str): Why, in the request's language (Accept-Language: en or it).
            move_index (int | None): 0-based index into `moves` of the illegal move; null for a setup error or a final form.
                Example: 5.
            pointer (str): JSON pointer (RFC 6901) into the request body to the move or field at fault. Example: /moves/5.
            rule (ChokoMasqueradeRuleId): The id of a rule of ChokoMasquerade. Every verdict of the service cites one; `GET
                /chokomasquerade/rules` gives each rule's full text in English and Italian.

                - `D1`: Deck (section cards)
                - `D2`: Set-aside cards (section cards)
                - `D3`: Unused cards (section cards)
                - `D4`: A printed copy (section cards)
                - `S1`: Players (section setup)
                - `S2`: Table (section setup)
                - `S3`: Hands (section setup)
                - `S4`: Possible deal (section setup)
                - `S5`: First player (section setup)
                - `S6`: No redeal (section setup)
                - `C1`: Columns (section table)
                - `C2`: Matchable (section table)
                - `C3`: Closing up (section table)
                - `C4`: Where a laid card goes (section table)
                - `T1`: Order (section turn)
                - `T2`: A turn (section turn)
                - `T3`: At least one card (section turn)
                - `T4`: Free choice (section turn)
                - `T5`: Empty hand (section turn)
                - `T6`: Refill (section turn)
                - `P1`: With the table (pair) (section pairing)
                - `P2`: In hand (hand_pair) (section pairing)
                - `P3`: On the table (table_pair) (section pairing)
                - `P4`: Pairs (section pairing)
                - `P5`: The ChokoMannaro (section pairing)
                - `L1`: Unpairable card (lay) (section laying)
                - `L2`: Empty column first (section laying)
                - `L3`: Effect (section laying)
                - `L4`: The discard (section laying)
                - `R1`: Refill (section drawing)
                - `R2`: Possible (section drawing)
                - `R3`: Probabilities (section drawing)
                - `R4`: No reshuffle (section drawing)
                - `M1`: Start (section slaughter)
                - `M2`: Guesses (section slaughter)
                - `M3`: Chance (section slaughter)
                - `M4`: Effect (section slaughter)
                - `M5`: After (section slaughter)
                - `M6`: Once (section slaughter)
                - `E1`: End (section end)
                - `E2`: Leftovers (section end)
                - `W1`: Count (section end)
                - `W2`: Winner (section end)
                - `W3`: Provisional (section end)
                - `H1`: Shape (section history)
                - `H2`: Moves (section history)
                - `H3`: Whose move (section history)
                - `H4`: Order of checks (section history)
                - `H5`: Derived, never sent (section history)
                - `F1`: Final form (section history)
                - `I1`: What the table sees (section information)
                - `I2`: Hands (section information)
                - `I3`: Draws (section information)
                - `I4`: The deck and the set-aside cards (section information)
                - `I5`: The odds a player knows (section information) Example: L1.
     """

    message: str
    move_index: int | None
    pointer: str
    rule: ChokoMasqueradeRuleId





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

        rule = ChokoMasqueradeRuleId(d.pop("rule"))




        choko_masquerade_violation = cls(
            message=message,
            move_index=move_index,
            pointer=pointer,
            rule=rule,
        )

        return choko_masquerade_violation

