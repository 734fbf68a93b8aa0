from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_rule_id import ChocoChallengeRuleId
from typing import cast






T = TypeVar("T", bound="ChocoChallengeViolation")



@_attrs_define
class ChocoChallengeViolation:
    """ A broken rule: which, where, and why.

        Attributes:
            message (str): Why, in the request's language (Accept-Language: en or it).
            move_index (int | None): 0-based index into `moves` of the illegal move; null for a setup error or a final form.
                Example: 5.
            pointer (str): JSON pointer (RFC 6901) into the request body to the move or field at fault. Example: /moves/5.
            rule (ChocoChallengeRuleId): The id of a rule of Choco Challenge. Every verdict of the service cites one; `GET
                /choco-challenge/rules` gives each rule's full text in English and Italian.

                - `K1`: Edition (section 1)
                - `K2`: Crowns (reconstruction) (section 1)
                - `K3`: Player-count symbols (reconstruction) (section 1)
                - `K4`: Backs (section 1)
                - `K5`: Matching (section 1)
                - `S1`: Players (section 2)
                - `S2`: Cards in play (section 2)
                - `S3`: Base sets and whisks (section 2)
                - `S4`: Market (section 2)
                - `S5`: Dessert piles (section 2)
                - `S6`: Tool piles (section 2)
                - `S7`: First player (section 2)
                - `S8`: No variants (section 2)
                - `S9`: Order of the setup checks (section 2)
                - `T1`: Turn order (section 4)
                - `T2`: Reshuffle (automatic) (section 4)
                - `T3`: Draw (section 4)
                - `T4`: First draw (section 4)
                - `T5`: Go on or stop (section 4)
                - `T6`: Cards drawn (section 4)
                - `B1`: Matching draw (section 5)
                - `B2`: Use a tool (section 5)
                - `B3`: Bust (section 5)
                - `B4`: Tools held (section 5)
                - `P1`: Stop (section 6)
                - `P2`: Buy position (section 6)
                - `P3`: Bought card (section 6)
                - `P4`: Dessert cost (section 6)
                - `P5`: Dessert pile (section 6)
                - `P6`: No identical desserts (section 6)
                - `P7`: Scoring pile (section 6)
                - `M1`: Refill (section 7)
                - `M2`: Placement (section 7)
                - `M3`: Empty deck (section 7)
                - `X1`: When (section 8)
                - `X2`: Comparison (section 8)
                - `X3`: Order (section 8)
                - `X4`: More (section 8)
                - `X5`: Fewer (section 8)
                - `X6`: Decline (section 8)
                - `E1`: End (section 9)
                - `E2`: Last turn completed (section 9)
                - `E3`: Game over (section 9)
                - `E4`: Explicit decisions (section 9)
                - `W1`: Crowns (section 10)
                - `W2`: Ranking (section 10)
                - `W3`: Tie-break (section 10)
                - `W4`: Winner (section 10)
                - `W5`: Final form (section 10)
                - `W6`: Provisional (section 10)
                - `H1`: Shape (schema) (section 11)
                - `H2`: Order of checks (section 11)
                - `H3`: Chance is recorded, not simulated (section 11)
                - `H4`: Probabilities (section 11)
                - `I1`: What the table sees (section information)
                - `I2`: Draw piles and discard piles (section information)
                - `I3`: Extra cards drawn (section information)
                - `I4`: The deck (section information)
                - `I5`: Crowns and standings (section information)
                - `I6`: The odds a player knows (section information) Example: P2.
     """

    message: str
    move_index: int | None
    pointer: str
    rule: ChocoChallengeRuleId





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

        rule = ChocoChallengeRuleId(d.pop("rule"))




        choco_challenge_violation = cls(
            message=message,
            move_index=move_index,
            pointer=pointer,
            rule=rule,
        )

        return choco_challenge_violation

