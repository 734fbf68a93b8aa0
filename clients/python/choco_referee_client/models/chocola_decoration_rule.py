from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_decoration_rule_kind import ChocolaDecorationRuleKind
from ..models.chocola_rule_id import ChocolaRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_rule_params import ChocolaRuleParams





T = TypeVar("T", bound="ChocolaDecorationRule")



@_attrs_define
class ChocolaDecorationRule:
    """ An assigned Decoration's rule (R4-R8): its points and why, in words.

        Attributes:
            decoration (str):  Example: caramel.
            dessert (str): The Dessert carrying it. Example: milk_mousse.
            kind (ChocolaDecorationRuleKind): Its rule's kind.
            params (ChocolaRuleParams): A scoring rule's parameters (only those its kind takes).
            points (int):  Example: 6.
            reason (str): Why, in the request's language. Example: 2 Decorations on the Dessert.
            rule (ChocolaRuleId): The id of a rule of Chocola'. Every verdict of the service cites one; `GET /chocola/rules`
                gives each rule's full text in English and Italian.

                - `C1`: Flavours and types (section cards)
                - `C2`: Chocolate cards (section cards)
                - `C3`: Desserts (section cards)
                - `C4`: Decorations (section cards)
                - `C5`: Copies (section cards)
                - `G1`: Squares (section tavoletta)
                - `G2`: Stacks (section tavoletta)
                - `G3`: Laying the used card (section tavoletta)
                - `G4`: The chosen side (section tavoletta)
                - `G5`: Touched cards (section tavoletta)
                - `G6`: Contacts (the referee's check) (section tavoletta)
                - `S1`: Players (section setup)
                - `S2`: Deck (section setup)
                - `S3`: Reserves (section setup)
                - `S4`: Removed (section setup)
                - `S5`: Tavoletta (section setup)
                - `S6`: Accounting (section setup)
                - `S7`: Inspiration (section setup)
                - `S8`: Requests (section setup)
                - `S9`: First player (section setup)
                - `T1`: Turns (section play)
                - `T2`: Explicit decisions (section play)
                - `K1`: Take: when (section play)
                - `K2`: Take: the card (section play)
                - `K3`: Take: the lay (section play)
                - `K4`: Take: the outcome (section play)
                - `K5`: Take: at most 6 (section play)
                - `P1`: Prepare: when and what (section play)
                - `P2`: Prepare: payment (section play)
                - `P3`: Prepare: fewest cards (section play)
                - `P4`: Prepare: the last card (section play)
                - `P5`: Prepare: outcome (section play)
                - `X1`: Swap (section play)
                - `H1`: Chance moves (section play)
                - `H2`: Refill (section play)
                - `H3`: Chance in legal-moves (section play)
                - `E1`: Tavoletta emptied (section play)
                - `E2`: Final round (section play)
                - `E3`: Phase end (section play)
                - `E4`: One phase (section play)
                - `E5`: Second phase (section play)
                - `E6`: Phase 2 play (section play)
                - `E7`: Decorating (section play)
                - `V1`: Own desserts (section scoring)
                - `V2`: The tray (section scoring)
                - `V3`: Given and best tray (section scoring)
                - `V4`: Effective attributes (section scoring)
                - `V5`: Counting domain (section scoring)
                - `V6`: Which dessert rules score (section scoring)
                - `V7`: Decorations score (section scoring)
                - `V8`: Scores (section scoring)
                - `R1`: per_type_and_flavour(type, flavour, points) (section scoring)
                - `R2`: per_distinct_type(points) (section scoring)
                - `R3`: per_distinct_flavour(points) (section scoring)
                - `R4`: if_on_type(type, points) (section scoring)
                - `R5`: if_on_flavour(flavour, points) (section scoring)
                - `R6`: per_decoration_on_same_dessert(points) (section scoring)
                - `R7`: if_other_dessert_of_type(type, points) (section scoring)
                - `R8`: if_other_dessert_of_flavour(flavour, points) (section scoring)
                - `R9`: adds_type(type) (section scoring)
                - `R10`: adds_flavour(flavour) (section scoring)
                - `D1`: Assignment (section scoring)
                - `D2`: One per kind (section scoring)
                - `D3`: Unassigned (section scoring)
                - `W1`: Winners (section winners)
                - `I1`: What the table sees (section information)
                - `I2`: The stacks of the Tavoletta (section information)
                - `I3`: The removed cards (section information)
                - `I4`: The Request deck (section information)
                - `I5`: No odds of one's own (section information) Example: K3.
     """

    decoration: str
    dessert: str
    kind: ChocolaDecorationRuleKind
    params: ChocolaRuleParams
    points: int
    reason: str
    rule: ChocolaRuleId





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_rule_params import ChocolaRuleParams # noqa: PLC0415
        decoration = self.decoration

        dessert = self.dessert

        kind = self.kind.value

        params = self.params.to_dict()

        points = self.points

        reason = self.reason

        rule = self.rule.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decoration": decoration,
            "dessert": dessert,
            "kind": kind,
            "params": params,
            "points": points,
            "reason": reason,
            "rule": rule,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_rule_params import ChocolaRuleParams # noqa: PLC0415
        d = dict(src_dict)
        decoration = d.pop("decoration")

        dessert = d.pop("dessert")

        kind = ChocolaDecorationRuleKind(d.pop("kind"))




        params = ChocolaRuleParams.from_dict(d.pop("params"))




        points = d.pop("points")

        reason = d.pop("reason")

        rule = ChocolaRuleId(d.pop("rule"))




        chocola_decoration_rule = cls(
            decoration=decoration,
            dessert=dessert,
            kind=kind,
            params=params,
            points=points,
            reason=reason,
            rule=rule,
        )

        return chocola_decoration_rule

