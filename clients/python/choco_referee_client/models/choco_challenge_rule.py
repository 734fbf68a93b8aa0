from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_rule_id import ChocoChallengeRuleId
from ..models.choco_challenge_rule_section import ChocoChallengeRuleSection
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_rule_ruling_text_type_0 import ChocoChallengeRuleRulingTextType0
  from ..models.choco_challenge_rule_text import ChocoChallengeRuleText
  from ..models.choco_challenge_rule_title import ChocoChallengeRuleTitle





T = TypeVar("T", bound="ChocoChallengeRule")



@_attrs_define
class ChocoChallengeRule:
    """ One rule of record, in English and Italian.

        Attributes:
            id (ChocoChallengeRuleId): The id of a rule of Choco Challenge. Every verdict of the service cites one; `GET
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
            ruling (bool): true where the rules of record decide what the printed rulebook leaves open or lost.
            section (ChocoChallengeRuleSection): Its section.
            text (ChocoChallengeRuleText): The rule's text. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChocoChallengeRuleTitle): The rule's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            ruling_text (ChocoChallengeRuleRulingTextType0 | None | Unset): The ruling in words, where the catalogue gives
                it; null otherwise. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            variant (None | str | Unset): The variant that brings the rule, or null for the base game.
     """

    id: ChocoChallengeRuleId
    ruling: bool
    section: ChocoChallengeRuleSection
    text: ChocoChallengeRuleText
    title: ChocoChallengeRuleTitle
    ruling_text: ChocoChallengeRuleRulingTextType0 | None | Unset = UNSET
    variant: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_rule_ruling_text_type_0 import ChocoChallengeRuleRulingTextType0 # noqa: PLC0415
        from ..models.choco_challenge_rule_text import ChocoChallengeRuleText # noqa: PLC0415
        from ..models.choco_challenge_rule_title import ChocoChallengeRuleTitle # noqa: PLC0415
        id = self.id.value

        ruling = self.ruling

        section = self.section.value

        text = self.text.to_dict()

        title = self.title.to_dict()

        ruling_text: dict[str, Any] | None | Unset
        if isinstance(self.ruling_text, Unset):
            ruling_text = UNSET
        elif isinstance(self.ruling_text, ChocoChallengeRuleRulingTextType0):
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
        from ..models.choco_challenge_rule_ruling_text_type_0 import ChocoChallengeRuleRulingTextType0 # noqa: PLC0415
        from ..models.choco_challenge_rule_text import ChocoChallengeRuleText # noqa: PLC0415
        from ..models.choco_challenge_rule_title import ChocoChallengeRuleTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChocoChallengeRuleId(d.pop("id"))




        ruling = d.pop("ruling")

        section = ChocoChallengeRuleSection(d.pop("section"))




        text = ChocoChallengeRuleText.from_dict(d.pop("text"))




        title = ChocoChallengeRuleTitle.from_dict(d.pop("title"))




        def _parse_ruling_text(data: object) -> ChocoChallengeRuleRulingTextType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruling_text_type_0 = ChocoChallengeRuleRulingTextType0.from_dict(data)



                return ruling_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeRuleRulingTextType0 | None | Unset, data)

        ruling_text = _parse_ruling_text(d.pop("ruling_text", UNSET))


        def _parse_variant(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        variant = _parse_variant(d.pop("variant", UNSET))


        choco_challenge_rule = cls(
            id=id,
            ruling=ruling,
            section=section,
            text=text,
            title=title,
            ruling_text=ruling_text,
            variant=variant,
        )

        return choco_challenge_rule

