from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_rule_id import ChokoMasqueradeRuleId
from ..models.choko_masquerade_rule_section import ChokoMasqueradeRuleSection
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_rule_ruling_text_type_0 import ChokoMasqueradeRuleRulingTextType0
  from ..models.choko_masquerade_rule_text import ChokoMasqueradeRuleText
  from ..models.choko_masquerade_rule_title import ChokoMasqueradeRuleTitle





T = TypeVar("T", bound="ChokoMasqueradeRule")



@_attrs_define
class ChokoMasqueradeRule:
    """ One rule of record, in English and Italian.

        Attributes:
            id (ChokoMasqueradeRuleId): The id of a rule of ChokoMasquerade. Every verdict of the service cites one; `GET
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
            ruling (bool): true where the rules of record decide what the printed rulebook leaves open or lost.
            section (ChokoMasqueradeRuleSection): Its section.
            text (ChokoMasqueradeRuleText): The rule's text. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChokoMasqueradeRuleTitle): The rule's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            ruling_text (ChokoMasqueradeRuleRulingTextType0 | None | Unset): The ruling in words, where the catalogue gives
                it; null otherwise. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            variant (None | str | Unset): The variant that brings the rule, or null for the base game.
     """

    id: ChokoMasqueradeRuleId
    ruling: bool
    section: ChokoMasqueradeRuleSection
    text: ChokoMasqueradeRuleText
    title: ChokoMasqueradeRuleTitle
    ruling_text: ChokoMasqueradeRuleRulingTextType0 | None | Unset = UNSET
    variant: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_rule_ruling_text_type_0 import ChokoMasqueradeRuleRulingTextType0 # noqa: PLC0415
        from ..models.choko_masquerade_rule_text import ChokoMasqueradeRuleText # noqa: PLC0415
        from ..models.choko_masquerade_rule_title import ChokoMasqueradeRuleTitle # noqa: PLC0415
        id = self.id.value

        ruling = self.ruling

        section = self.section.value

        text = self.text.to_dict()

        title = self.title.to_dict()

        ruling_text: dict[str, Any] | None | Unset
        if isinstance(self.ruling_text, Unset):
            ruling_text = UNSET
        elif isinstance(self.ruling_text, ChokoMasqueradeRuleRulingTextType0):
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
        from ..models.choko_masquerade_rule_ruling_text_type_0 import ChokoMasqueradeRuleRulingTextType0 # noqa: PLC0415
        from ..models.choko_masquerade_rule_text import ChokoMasqueradeRuleText # noqa: PLC0415
        from ..models.choko_masquerade_rule_title import ChokoMasqueradeRuleTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChokoMasqueradeRuleId(d.pop("id"))




        ruling = d.pop("ruling")

        section = ChokoMasqueradeRuleSection(d.pop("section"))




        text = ChokoMasqueradeRuleText.from_dict(d.pop("text"))




        title = ChokoMasqueradeRuleTitle.from_dict(d.pop("title"))




        def _parse_ruling_text(data: object) -> ChokoMasqueradeRuleRulingTextType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruling_text_type_0 = ChokoMasqueradeRuleRulingTextType0.from_dict(data)



                return ruling_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeRuleRulingTextType0 | None | Unset, data)

        ruling_text = _parse_ruling_text(d.pop("ruling_text", UNSET))


        def _parse_variant(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        variant = _parse_variant(d.pop("variant", UNSET))


        choko_masquerade_rule = cls(
            id=id,
            ruling=ruling,
            section=section,
            text=text,
            title=title,
            ruling_text=ruling_text,
            variant=variant,
        )

        return choko_masquerade_rule

