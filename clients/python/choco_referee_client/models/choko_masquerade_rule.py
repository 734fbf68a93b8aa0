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

