from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_rule_id import ChocolaRuleId
from ..models.chocola_rule_section import ChocolaRuleSection
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_rule_ruling_text_type_0 import ChocolaRuleRulingTextType0
  from ..models.chocola_rule_text import ChocolaRuleText
  from ..models.chocola_rule_title import ChocolaRuleTitle





T = TypeVar("T", bound="ChocolaRule")



@_attrs_define
class ChocolaRule:
    """ One rule of record, in English and Italian.

        Attributes:
            id (ChocolaRuleId): The id of a rule of Chocola'. Every verdict of the service cites one; `GET /chocola/rules`
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
            ruling (bool): true where the rules of record decide what the printed rulebook leaves open or lost.
            section (ChocolaRuleSection): Its section.
            text (ChocolaRuleText): The rule's text. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChocolaRuleTitle): The rule's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            ruling_text (ChocolaRuleRulingTextType0 | None | Unset): The ruling in words, where the catalogue gives it; null
                otherwise. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            variant (None | str | Unset): The variant that brings the rule, or null for the base game.
     """

    id: ChocolaRuleId
    ruling: bool
    section: ChocolaRuleSection
    text: ChocolaRuleText
    title: ChocolaRuleTitle
    ruling_text: ChocolaRuleRulingTextType0 | None | Unset = UNSET
    variant: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_rule_ruling_text_type_0 import ChocolaRuleRulingTextType0 # noqa: PLC0415
        from ..models.chocola_rule_text import ChocolaRuleText # noqa: PLC0415
        from ..models.chocola_rule_title import ChocolaRuleTitle # noqa: PLC0415
        id = self.id.value

        ruling = self.ruling

        section = self.section.value

        text = self.text.to_dict()

        title = self.title.to_dict()

        ruling_text: dict[str, Any] | None | Unset
        if isinstance(self.ruling_text, Unset):
            ruling_text = UNSET
        elif isinstance(self.ruling_text, ChocolaRuleRulingTextType0):
            ruling_text = self.ruling_text.to_dict()
        else:
            ruling_text = self.ruling_text

        variant: None | str | Unset
        if isinstance(self.variant, Unset):
            variant = UNSET
        else:
            variant = self.variant


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "ruling": ruling,
            "section": section,
            "text": text,
            "title": title,
        })
        if ruling_text is not UNSET:
            field_dict["ruling_text"] = ruling_text
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_rule_ruling_text_type_0 import ChocolaRuleRulingTextType0 # noqa: PLC0415
        from ..models.chocola_rule_text import ChocolaRuleText # noqa: PLC0415
        from ..models.chocola_rule_title import ChocolaRuleTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChocolaRuleId(d.pop("id"))




        ruling = d.pop("ruling")

        section = ChocolaRuleSection(d.pop("section"))




        text = ChocolaRuleText.from_dict(d.pop("text"))




        title = ChocolaRuleTitle.from_dict(d.pop("title"))




        def _parse_ruling_text(data: object) -> ChocolaRuleRulingTextType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruling_text_type_0 = ChocolaRuleRulingTextType0.from_dict(data)



                return ruling_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaRuleRulingTextType0 | None | Unset, data)

        ruling_text = _parse_ruling_text(d.pop("ruling_text", UNSET))


        def _parse_variant(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        variant = _parse_variant(d.pop("variant", UNSET))


        chocola_rule = cls(
            id=id,
            ruling=ruling,
            section=section,
            text=text,
            title=title,
            ruling_text=ruling_text,
            variant=variant,
        )

        return chocola_rule

