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
            id (ChokoMannaroRuleId): The id of a rule of ChokoMannaro. Every verdict of the service cites one; `GET
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

