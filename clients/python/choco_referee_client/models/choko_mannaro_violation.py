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
            rule (ChokoMannaroRuleId): The id of a rule of ChokoMannaro. Every verdict of the service cites one; `GET
                /chokomannaro/rules` gives each rule's full text in English and Italian.

                - `C1`: Edition (cards)
                - `C2`: Counts (cards)
                - `C3`: Order number (cards)
                - `C4`: Families and rank (cards)
                - `C5`: Matching (cards)
                - `C6`: Places (cards)
                - `K1`: Count (chokos)
                - `K2`: Pool (chokos)
                - `K3`: Short (chokos)
                - `K4`: No Chokos (chokos)
                - `K5`: Zero (chokos)
                - `S1`: Players (setup)
                - `S2`: Chokos (setup)
                - `S3`: Pairing cards (setup)
                - `S4`: Hands (setup)
                - `S5`: Possible deal (setup)
                - `S6`: Ages (setup)
                - `R1`: Round start (round)
                - `R2`: Due players (round)
                - `R3`: Choice (round)
                - `R4`: In hand (round)
                - `P1`: Identical cards annul (round)
                - `P2`: Match (round)
                - `P3`: New pairing card (round)
                - `P4`: One per kind (round)
                - `A1`: Activation order (round)
                - `A2`: Afterwards (round)
                - `A3`: Void (round)
                - `R5`: Repetition (round)
                - `R6`: Refill (round)
                - `R7`: Explicit (round)
                - `M1`: Target (effects)
                - `M2`: Force (effects)
                - `V1`: Cost (effects)
                - `V2`: Gain (effects)
                - `V3`: Opponents' mood (effects)
                - `V4`: Own mood (effects)
                - `V5`: Unpaid (effects)
                - `G1`: Peeping Tom (effects)
                - `G2`: Pick (effects)
                - `G3`: Played at once (effects)
                - `Q1`: Quarantine (effects)
                - `Q2`: No spending, no earning (effects)
                - `Q3`: Scope (effects)
                - `Q4`: Upkeep (effects)
                - `Q5`: Doubling (effects)
                - `Q6`: Automatic end (effects)
                - `W1`: Two at once (effects)
                - `W2`: Slaughter (effects)
                - `W3`: Loss (effects)
                - `W4`: Empty hand (effects)
                - `W5`: Quarantined victim (effects)
                - `W6`: Skipped (effects)
                - `W7`: Effects (effects)
                - `W8`: Starter after W1 (effects)
                - `W9`: End (effects)
                - `X1`: Beggar (effects)
                - `X2`: Parcel Bomb (effects)
                - `X3`: Hairdryer (effects)
                - `X4`: Robber (effects)
                - `X5`: Migration (effects)
                - `D1`: Drawing (chance)
                - `D2`: Recorded, not simulated (chance)
                - `D3`: Draw probabilities (chance)
                - `D4`: Blind pick (chance)
                - `D5`: Toss (chance)
                - `D6`: Open referee (chance)
                - `E1`: Last holder (end)
                - `E2`: Effects (end)
                - `E3`: Nobody left (end)
                - `E4`: No stall, no limit (end)
                - `E5`: Over (end)
                - `H1`: Shape (history)
                - `H2`: Sequence (history)
                - `H3`: Echoes (history)
                - `H4`: Order of checks (history)
                - `I1`: What the table sees (information)
                - `I2`: Hands (information)
                - `I3`: Cards played face down (information)
                - `I4`: Draws (information)
                - `I5`: The Peeping Tom's look (information)
                - `I6`: The main deck (information)
                - `I7`: The odds a player knows (information) Example: W6.
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

