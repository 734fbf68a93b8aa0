from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_rule_id import ChokoMannaroRuleId
from typing import cast






T = TypeVar("T", bound="ChokoMannaroViolation")



@_attrs_define
class ChokoMannaroViolation:
    """ A broken rule: which, where, and why.

        Attributes:
            message (str): Why, in the request's language (Accept-Language: en or it).
            move_index (int | None): 0-based index into `moves` of the illegal move; null for a setup error or a final form.
                Example: 5.
            pointer (str): JSON pointer (RFC 6901) into the request body to the move or field at fault. Example: /moves/5.
            rule (ChokoMannaroRuleId): The id of a rule of Chokowerewolf. Every verdict of the service cites one; `GET
                /chokomannaro/rules` gives each rule's full text in English and Italian.

                - `C1`: Edition (section cards)
                - `C2`: Counts (section cards)
                - `C3`: Order number (section cards)
                - `C4`: Families and rank (section cards)
                - `C5`: Matching (section cards)
                - `C6`: Places (section cards)
                - `K1`: Count (section chokos)
                - `K2`: Pool (section chokos)
                - `K3`: Short (section chokos)
                - `K4`: No Chokos (section chokos)
                - `K5`: Zero (section chokos)
                - `S1`: Players (section setup)
                - `S2`: Chokos (section setup)
                - `S3`: Pairing cards (section setup)
                - `S4`: Hands (section setup)
                - `S5`: Possible deal (section setup)
                - `S6`: Ages (section setup)
                - `R1`: Round start (section round)
                - `R2`: Due players (section round)
                - `R3`: Choice (section round)
                - `R4`: In hand (section round)
                - `P1`: Identical cards annul (section round)
                - `P2`: Match (section round)
                - `P3`: New pairing card (section round)
                - `P4`: One per kind (section round)
                - `A1`: Activation order (section round)
                - `A2`: Afterwards (section round)
                - `A3`: Void (section round)
                - `R5`: Repetition (section round)
                - `R6`: Refill (section round)
                - `R7`: Explicit (section round)
                - `M1`: Target (section effects)
                - `M2`: Force (section effects)
                - `V1`: Cost (section effects)
                - `V2`: Gain (section effects)
                - `V3`: Opponents' mood (section effects)
                - `V4`: Own mood (section effects)
                - `V5`: Unpaid (section effects)
                - `G1`: Peeping Tom (section effects)
                - `G2`: Pick (section effects)
                - `G3`: Played at once (section effects)
                - `Q1`: Quarantine (section effects)
                - `Q2`: No spending, no earning (section effects)
                - `Q3`: Scope (section effects)
                - `Q4`: Upkeep (section effects)
                - `Q5`: Doubling (section effects)
                - `Q6`: Automatic end (section effects)
                - `W1`: Two at once (section effects)
                - `W2`: Slaughter (section effects)
                - `W3`: Loss (section effects)
                - `W4`: Empty hand (section effects)
                - `W5`: Quarantined victim (section effects)
                - `W6`: Skipped (section effects)
                - `W7`: Effects (section effects)
                - `W8`: Starter after W1 (section effects)
                - `W9`: End (section effects)
                - `X1`: Beggar (section effects)
                - `X2`: Parcel Bomb (section effects)
                - `X3`: Hairdryer (section effects)
                - `X4`: Robber (section effects)
                - `X5`: Migration (section effects)
                - `D1`: Drawing (section chance)
                - `D2`: Recorded, not simulated (section chance)
                - `D3`: Draw probabilities (section chance)
                - `D4`: Blind pick (section chance)
                - `D5`: Toss (section chance)
                - `D6`: Open referee (section chance)
                - `E1`: Last holder (section end)
                - `E2`: Effects (section end)
                - `E3`: Nobody left (section end)
                - `E4`: No stall, no limit (section end)
                - `E5`: Over (section end)
                - `H1`: Shape (section history)
                - `H2`: Sequence (section history)
                - `H3`: Echoes (section history)
                - `H4`: Order of checks (section history)
                - `I1`: What the table sees (section information)
                - `I2`: Hands (section information)
                - `I3`: Cards played face down (section information)
                - `I4`: Draws (section information)
                - `I5`: The Peeping Tom's look (section information)
                - `I6`: The main deck (section information)
                - `I7`: The odds a player knows (section information) Example: W6.
     """

    message: str
    move_index: int | None
    pointer: str
    rule: ChokoMannaroRuleId





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

        rule = ChokoMannaroRuleId(d.pop("rule"))




        choko_mannaro_violation = cls(
            message=message,
            move_index=move_index,
            pointer=pointer,
            rule=rule,
        )

        return choko_mannaro_violation

