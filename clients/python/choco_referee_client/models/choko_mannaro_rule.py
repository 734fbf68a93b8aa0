from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_rule_id import ChokoMannaroRuleId
from ..models.choko_mannaro_rule_section import ChokoMannaroRuleSection
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_rule_ruling_text_type_0 import ChokoMannaroRuleRulingTextType0
  from ..models.choko_mannaro_rule_text import ChokoMannaroRuleText
  from ..models.choko_mannaro_rule_title import ChokoMannaroRuleTitle





T = TypeVar("T", bound="ChokoMannaroRule")



@_attrs_define
class ChokoMannaroRule:
    """ One rule of record, in English and Italian.

        Attributes:
            id (ChokoMannaroRuleId): The id of a rule of Chokowerewolf. Every verdict of the service cites one; `GET
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
            ruling (bool): true where the rules of record decide what the printed rulebook leaves open or lost.
            section (ChokoMannaroRuleSection): Its section.
            text (ChokoMannaroRuleText): The rule's text. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChokoMannaroRuleTitle): The rule's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            ruling_text (ChokoMannaroRuleRulingTextType0 | None | Unset): The ruling in words, where the catalogue gives it;
                null otherwise. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            variant (None | str | Unset): The variant that brings the rule, or null for the base game.
     """

    id: ChokoMannaroRuleId
    ruling: bool
    section: ChokoMannaroRuleSection
    text: ChokoMannaroRuleText
    title: ChokoMannaroRuleTitle
    ruling_text: ChokoMannaroRuleRulingTextType0 | None | Unset = UNSET
    variant: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_rule_ruling_text_type_0 import ChokoMannaroRuleRulingTextType0 # noqa: PLC0415
        from ..models.choko_mannaro_rule_text import ChokoMannaroRuleText # noqa: PLC0415
        from ..models.choko_mannaro_rule_title import ChokoMannaroRuleTitle # noqa: PLC0415
        id = self.id.value

        ruling = self.ruling

        section = self.section.value

        text = self.text.to_dict()

        title = self.title.to_dict()

        ruling_text: dict[str, Any] | None | Unset
        if isinstance(self.ruling_text, Unset):
            ruling_text = UNSET
        elif isinstance(self.ruling_text, ChokoMannaroRuleRulingTextType0):
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
        from ..models.choko_mannaro_rule_ruling_text_type_0 import ChokoMannaroRuleRulingTextType0 # noqa: PLC0415
        from ..models.choko_mannaro_rule_text import ChokoMannaroRuleText # noqa: PLC0415
        from ..models.choko_mannaro_rule_title import ChokoMannaroRuleTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChokoMannaroRuleId(d.pop("id"))




        ruling = d.pop("ruling")

        section = ChokoMannaroRuleSection(d.pop("section"))




        text = ChokoMannaroRuleText.from_dict(d.pop("text"))




        title = ChokoMannaroRuleTitle.from_dict(d.pop("title"))




        def _parse_ruling_text(data: object) -> ChokoMannaroRuleRulingTextType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruling_text_type_0 = ChokoMannaroRuleRulingTextType0.from_dict(data)



                return ruling_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroRuleRulingTextType0 | None | Unset, data)

        ruling_text = _parse_ruling_text(d.pop("ruling_text", UNSET))


        def _parse_variant(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        variant = _parse_variant(d.pop("variant", UNSET))


        choko_mannaro_rule = cls(
            id=id,
            ruling=ruling,
            section=section,
            text=text,
            title=title,
            ruling_text=ruling_text,
            variant=variant,
        )

        return choko_mannaro_rule

