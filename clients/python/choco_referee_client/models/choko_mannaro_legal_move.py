from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_rule_id import ChokoMannaroRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove
  from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove
  from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove
  from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove
  from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove
  from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove
  from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove
  from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove
  from ..models.legal_move_choose import LegalMoveChoose





T = TypeVar("T", bound="ChokoMannaroLegalMove")



@_attrs_define
class ChokoMannaroLegalMove:
    """ A legal next move of ChokoMannaro: always the complete move (`move`, appended as it is); at a chance point (peek,
    toss, slaughter, refill) with its exact probability.

        Attributes:
            move (ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove |
                ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove): A
                decision of a player, or a chance outcome (R7). `type` says which; each type has its own fields. Example:
                {'amount': 1, 'player': 'ann', 'type': 'open'}.
            rule (ChokoMannaroRuleId): The id of a rule of Chokowerewolf. Every verdict of the service cites one; `GET
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
            approx (float | Unset): The probability as a float. Example: 0.103448.
            chance (bool | Unset): true: a move nobody chooses, that reveals chance (a card drawn, a deal). Absent
                otherwise.
            choose (LegalMoveChoose | Unset): The open fields of an entry's `move`, each with the values it may take, in one
                of three forms: `one_of` (a `null` among the values: the field may be left out), `min`/`max` (an integer from
                min to max) or `subset_of`/`min_items`/`max_items` (a list of distinct values from that set, in any order).
                Every way of filling every open field with allowed values gives a move that `validate` accepts. Example:
                {'amount': {'max': 7, 'min': 1}}.
            probability (str | Unset): A chance outcome's exact probability, in lowest terms (`"1/1"` when certain); the
                outcomes of one chance point sum to 1. Example: 3/29.
            sample (bool | Unset): true: `move` is one legal move of many that these forms cannot list (a chance move too
                large to enumerate, such as a deal, or an assignment of cards): any other move the game's own fields describe is
                legal too.
     """

    move: ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove | ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove
    rule: ChokoMannaroRuleId
    approx: float | Unset = UNSET
    chance: bool | Unset = UNSET
    choose: LegalMoveChoose | Unset = UNSET
    probability: str | Unset = UNSET
    sample: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove # noqa: PLC0415
        from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove # noqa: PLC0415
        from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove # noqa: PLC0415
        from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove # noqa: PLC0415
        from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove # noqa: PLC0415
        from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, ChokoMannaroQuarantineMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMannaroPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMannaroTargetMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMannaroPeekMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMannaroPeekPickMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMannaroTossMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMannaroSlaughterPickMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        rule = self.rule.value

        approx = self.approx

        chance = self.chance

        choose: dict[str, Any] | Unset = UNSET
        if not isinstance(self.choose, Unset):
            choose = self.choose.to_dict()

        probability = self.probability

        sample = self.sample


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "move": move,
            "rule": rule,
        })
        if approx is not UNSET:
            field_dict["approx"] = approx
        if chance is not UNSET:
            field_dict["chance"] = chance
        if choose is not UNSET:
            field_dict["choose"] = choose
        if probability is not UNSET:
            field_dict["probability"] = probability
        if sample is not UNSET:
            field_dict["sample"] = sample

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove # noqa: PLC0415
        from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove # noqa: PLC0415
        from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove # noqa: PLC0415
        from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove # noqa: PLC0415
        from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove # noqa: PLC0415
        from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove | ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_mannaro_move_type_0 = ChokoMannaroQuarantineMove.from_dict(data)



                return componentsschemas_choko_mannaro_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_mannaro_move_type_1 = ChokoMannaroPlayMove.from_dict(data)



                return componentsschemas_choko_mannaro_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_mannaro_move_type_2 = ChokoMannaroTargetMove.from_dict(data)



                return componentsschemas_choko_mannaro_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_mannaro_move_type_3 = ChokoMannaroPeekMove.from_dict(data)



                return componentsschemas_choko_mannaro_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_mannaro_move_type_4 = ChokoMannaroPeekPickMove.from_dict(data)



                return componentsschemas_choko_mannaro_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_mannaro_move_type_5 = ChokoMannaroTossMove.from_dict(data)



                return componentsschemas_choko_mannaro_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_mannaro_move_type_6 = ChokoMannaroSlaughterPickMove.from_dict(data)



                return componentsschemas_choko_mannaro_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_choko_mannaro_move_type_7 = ChokoMannaroDrawMove.from_dict(data)



            return componentsschemas_choko_mannaro_move_type_7

        move = _parse_move(d.pop("move"))


        rule = ChokoMannaroRuleId(d.pop("rule"))




        approx = d.pop("approx", UNSET)

        chance = d.pop("chance", UNSET)

        _choose = d.pop("choose", UNSET)
        choose: LegalMoveChoose | Unset
        if isinstance(_choose,  Unset):
            choose = UNSET
        else:
            choose = LegalMoveChoose.from_dict(_choose)




        probability = d.pop("probability", UNSET)

        sample = d.pop("sample", UNSET)

        choko_mannaro_legal_move = cls(
            move=move,
            rule=rule,
            approx=approx,
            chance=chance,
            choose=choose,
            probability=probability,
            sample=sample,
        )


        choko_mannaro_legal_move.additional_properties = d
        return choko_mannaro_legal_move

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
