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

                - `D1`: Deck (cards)
                - `D2`: Set-aside cards (cards)
                - `D3`: Unused cards (cards)
                - `D4`: A printed copy (cards)
                - `S1`: Players (setup)
                - `S2`: Table (setup)
                - `S3`: Hands (setup)
                - `S4`: Possible deal (setup)
                - `S5`: First player (setup)
                - `S6`: No redeal (setup)
                - `C1`: Columns (table)
                - `C2`: Matchable (table)
                - `C3`: Closing up (table)
                - `C4`: Where a laid card goes (table)
                - `T1`: Order (turn)
                - `T2`: A turn (turn)
                - `T3`: At least one card (turn)
                - `T4`: Free choice (turn)
                - `T5`: Empty hand (turn)
                - `T6`: Refill (turn)
                - `P1`: With the table (pair) (pairing)
                - `P2`: In hand (hand_pair) (pairing)
                - `P3`: On the table (table_pair) (pairing)
                - `P4`: Pairs (pairing)
                - `P5`: The ChokoMannaro (pairing)
                - `L1`: Unpairable card (lay) (laying)
                - `L2`: Empty column first (laying)
                - `L3`: Effect (laying)
                - `L4`: The discard (laying)
                - `R1`: Refill (drawing)
                - `R2`: Possible (drawing)
                - `R3`: Probabilities (drawing)
                - `R4`: No reshuffle (drawing)
                - `M1`: Start (slaughter)
                - `M2`: Guesses (slaughter)
                - `M3`: Chance (slaughter)
                - `M4`: Effect (slaughter)
                - `M5`: After (slaughter)
                - `M6`: Once (slaughter)
                - `E1`: End (end)
                - `E2`: Leftovers (end)
                - `W1`: Count (end)
                - `W2`: Winner (end)
                - `W3`: Provisional (end)
                - `H1`: Shape (history)
                - `H2`: Moves (history)
                - `H3`: Whose move (history)
                - `H4`: Order of checks (history)
                - `H5`: Derived, never sent (history)
                - `F1`: Final form (history)
                - `I1`: What the table sees (information)
                - `I2`: Hands (information)
                - `I3`: Draws (information)
                - `I4`: The deck and the set-aside cards (information)
                - `I5`: The odds a player knows (information) Example: L1.
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

