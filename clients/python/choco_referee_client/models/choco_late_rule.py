from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rule_id import ChocoLateRuleId
from ..models.choco_late_rule_section import ChocoLateRuleSection
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_rule_ruling_text_type_0 import ChocoLateRuleRulingTextType0
  from ..models.choco_late_rule_text import ChocoLateRuleText
  from ..models.choco_late_rule_title import ChocoLateRuleTitle





T = TypeVar("T", bound="ChocoLateRule")



@_attrs_define
class ChocoLateRule:
    """ One rule of record, in English and Italian.

        Attributes:
            id (ChocoLateRuleId): The id of a rule of Choco Late. Every verdict of the service cites one; `GET /choco-
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
            ruling (bool): true where the rules of record decide what the printed rulebook leaves open or lost.
            section (ChocoLateRuleSection): Its section.
            text (ChocoLateRuleText): The rule's text. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChocoLateRuleTitle): The rule's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            ruling_text (ChocoLateRuleRulingTextType0 | None | Unset): The ruling in words, where the catalogue gives it;
                null otherwise. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            variant (None | str | Unset): The variant that brings the rule, or null for the base game.
     """

    id: ChocoLateRuleId
    ruling: bool
    section: ChocoLateRuleSection
    text: ChocoLateRuleText
    title: ChocoLateRuleTitle
    ruling_text: ChocoLateRuleRulingTextType0 | None | Unset = UNSET
    variant: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_rule_ruling_text_type_0 import ChocoLateRuleRulingTextType0 # noqa: PLC0415
        from ..models.choco_late_rule_text import ChocoLateRuleText # noqa: PLC0415
        from ..models.choco_late_rule_title import ChocoLateRuleTitle # noqa: PLC0415
        id = self.id.value

        ruling = self.ruling

        section = self.section.value

        text = self.text.to_dict()

        title = self.title.to_dict()

        ruling_text: dict[str, Any] | None | Unset
        if isinstance(self.ruling_text, Unset):
            ruling_text = UNSET
        elif isinstance(self.ruling_text, ChocoLateRuleRulingTextType0):
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
        from ..models.choco_late_rule_ruling_text_type_0 import ChocoLateRuleRulingTextType0 # noqa: PLC0415
        from ..models.choco_late_rule_text import ChocoLateRuleText # noqa: PLC0415
        from ..models.choco_late_rule_title import ChocoLateRuleTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChocoLateRuleId(d.pop("id"))




        ruling = d.pop("ruling")

        section = ChocoLateRuleSection(d.pop("section"))




        text = ChocoLateRuleText.from_dict(d.pop("text"))




        title = ChocoLateRuleTitle.from_dict(d.pop("title"))




        def _parse_ruling_text(data: object) -> ChocoLateRuleRulingTextType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruling_text_type_0 = ChocoLateRuleRulingTextType0.from_dict(data)



                return ruling_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateRuleRulingTextType0 | None | Unset, data)

        ruling_text = _parse_ruling_text(d.pop("ruling_text", UNSET))


        def _parse_variant(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        variant = _parse_variant(d.pop("variant", UNSET))


        choco_late_rule = cls(
            id=id,
            ruling=ruling,
            section=section,
            text=text,
            title=title,
            ruling_text=ruling_text,
            variant=variant,
        )

        return choco_late_rule

