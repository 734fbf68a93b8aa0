from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_dessert_rule_kind import ChocolaDessertRuleKind
from ..models.chocola_rule_id import ChocolaRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_counted import ChocolaCounted
  from ..models.chocola_rule_params import ChocolaRuleParams





T = TypeVar("T", bound="ChocolaDessertRule")



@_attrs_define
class ChocolaDessertRule:
    """ 
        Attributes:
            counted (list[ChocolaCounted]): What the rule counted over the domain (V5), the Inspiration marked.
            dessert (str): A tray Dessert. Example: milk_praline.
            explanation (str): The line in words, in the request's language. Example: praline: milk_praline, dark_praline;
                white: white_semifreddo, white_truffle (I); (2 + 2) x 4 = 16.
            kind (ChocolaDessertRuleKind): Its rule's kind.
            params (ChocolaRuleParams): A scoring rule's parameters (only those its kind takes).
            points (int):  Example: 16.
            rule (ChocolaRuleId): The id of a rule of Chocola'. Every verdict of the service cites one; `GET /chocola/rules`
                gives each rule's full text in English and Italian.

                - `C1`: Flavours and types (cards)
                - `C2`: Chocolate cards (cards)
                - `C3`: Desserts (cards)
                - `C4`: Decorations (cards)
                - `C5`: Copies (cards)
                - `G1`: Squares (tavoletta)
                - `G2`: Stacks (tavoletta)
                - `G3`: Laying the used card (tavoletta)
                - `G4`: The chosen side (tavoletta)
                - `G5`: Touched cards (tavoletta)
                - `G6`: Contacts (the referee's check) (tavoletta)
                - `S1`: Players (setup)
                - `S2`: Deck (setup)
                - `S3`: Reserves (setup)
                - `S4`: Removed (setup)
                - `S5`: Tavoletta (setup)
                - `S6`: Accounting (setup)
                - `S7`: Inspiration (setup)
                - `S8`: Requests (setup)
                - `S9`: First player (setup)
                - `T1`: Turns (play)
                - `T2`: Explicit decisions (play)
                - `K1`: Take: when (play)
                - `K2`: Take: the card (play)
                - `K3`: Take: the lay (play)
                - `K4`: Take: the outcome (play)
                - `K5`: Take: at most 6 (play)
                - `P1`: Prepare: when and what (play)
                - `P2`: Prepare: payment (play)
                - `P3`: Prepare: fewest cards (play)
                - `P4`: Prepare: the last card (play)
                - `P5`: Prepare: outcome (play)
                - `X1`: Swap (play)
                - `H1`: Chance moves (play)
                - `H2`: Refill (play)
                - `H3`: Chance in legal-moves (play)
                - `E1`: Tavoletta emptied (play)
                - `E2`: Final round (play)
                - `E3`: Phase end (play)
                - `E4`: One phase (play)
                - `E5`: Second phase (play)
                - `E6`: Phase 2 play (play)
                - `E7`: Decorating (play)
                - `V1`: Own desserts (scoring)
                - `V2`: The tray (scoring)
                - `V3`: Given and best tray (scoring)
                - `V4`: Effective attributes (scoring)
                - `V5`: Counting domain (scoring)
                - `V6`: Which dessert rules score (scoring)
                - `V7`: Decorations score (scoring)
                - `V8`: Scores (scoring)
                - `R1`: per_type_and_flavour(type, flavour, points) (scoring)
                - `R2`: per_distinct_type(points) (scoring)
                - `R3`: per_distinct_flavour(points) (scoring)
                - `R4`: if_on_type(type, points) (scoring)
                - `R5`: if_on_flavour(flavour, points) (scoring)
                - `R6`: per_decoration_on_same_dessert(points) (scoring)
                - `R7`: if_other_dessert_of_type(type, points) (scoring)
                - `R8`: if_other_dessert_of_flavour(flavour, points) (scoring)
                - `R9`: adds_type(type) (scoring)
                - `R10`: adds_flavour(flavour) (scoring)
                - `D1`: Assignment (scoring)
                - `D2`: One per kind (scoring)
                - `D3`: Unassigned (scoring)
                - `W1`: Winners (winners)
                - `I1`: What the table sees (information)
                - `I2`: The stacks of the Tavoletta (information)
                - `I3`: The removed cards (information)
                - `I4`: The Request deck (information)
                - `I5`: No odds of one's own (information) Example: K3.
     """

    counted: list[ChocolaCounted]
    dessert: str
    explanation: str
    kind: ChocolaDessertRuleKind
    params: ChocolaRuleParams
    points: int
    rule: ChocolaRuleId





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_counted import ChocolaCounted # noqa: PLC0415
        from ..models.chocola_rule_params import ChocolaRuleParams # noqa: PLC0415
        counted = []
        for counted_item_data in self.counted:
            counted_item = counted_item_data.to_dict()
            counted.append(counted_item)



        dessert = self.dessert

        explanation = self.explanation

        kind = self.kind.value

        params = self.params.to_dict()

        points = self.points

        rule = self.rule.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "counted": counted,
            "dessert": dessert,
            "explanation": explanation,
            "kind": kind,
            "params": params,
            "points": points,
            "rule": rule,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_counted import ChocolaCounted # noqa: PLC0415
        from ..models.chocola_rule_params import ChocolaRuleParams # noqa: PLC0415
        d = dict(src_dict)
        counted = []
        _counted = d.pop("counted")
        for counted_item_data in (_counted):
            counted_item = ChocolaCounted.from_dict(counted_item_data)



            counted.append(counted_item)


        dessert = d.pop("dessert")

        explanation = d.pop("explanation")

        kind = ChocolaDessertRuleKind(d.pop("kind"))




        params = ChocolaRuleParams.from_dict(d.pop("params"))




        points = d.pop("points")

        rule = ChocolaRuleId(d.pop("rule"))




        chocola_dessert_rule = cls(
            counted=counted,
            dessert=dessert,
            explanation=explanation,
            kind=kind,
            params=params,
            points=points,
            rule=rule,
        )

        return chocola_dessert_rule

