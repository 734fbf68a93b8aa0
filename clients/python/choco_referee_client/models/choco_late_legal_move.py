from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rule_id import ChocoLateRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove
  from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove
  from ..models.choco_late_join_move import ChocoLateJoinMove
  from ..models.choco_late_open_move import ChocoLateOpenMove
  from ..models.choco_late_pass_move import ChocoLatePassMove
  from ..models.choco_late_raise_move import ChocoLateRaiseMove
  from ..models.choco_late_replace_move import ChocoLateReplaceMove
  from ..models.choco_late_reveal_move import ChocoLateRevealMove
  from ..models.legal_move_choose import LegalMoveChoose





T = TypeVar("T", bound="ChocoLateLegalMove")



@_attrs_define
class ChocoLateLegalMove:
    """ A legal next move of Choco Late: choose_lot (`lot` one of the centre's, T1), open and raise (`amount` in a range,
    A1, A2), join, pass, reveal (`vouchers`: exactly the offer's count from the hand, V1), replace (exactly the count
    owed from the valid vouchers, V3), arrange_trays (a sample split, C3).

        Attributes:
            move (ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove |
                ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove): A decision of a player
                (E2). `type` says which; each type has its own fields. Example: {'amount': 1, 'player': 'ann', 'type': 'open'}.
            rule (ChocoLateRuleId): The id of a rule of Choco Late. Every verdict of the service cites one; `GET /choco-
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
            lots (list[int] | Unset): arrange_trays: the player's collection; the entry's `move` (every lot in the first
                tray, `sample`) is one split of it, and any other split into two trays is legal too (C3).
            offer (int | Unset): join: the offer it matches.
            valid_vouchers (list[int] | Unset): reveal, replace: the vouchers in hand that are valid for the lot (V2).
     """

    move: ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove | ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove
    rule: ChocoLateRuleId
    approx: float | Unset = UNSET
    chance: bool | Unset = UNSET
    choose: LegalMoveChoose | Unset = UNSET
    probability: str | Unset = UNSET
    sample: bool | Unset = UNSET
    lots: list[int] | Unset = UNSET
    offer: int | Unset = UNSET
    valid_vouchers: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove # noqa: PLC0415
        from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove # noqa: PLC0415
        from ..models.choco_late_join_move import ChocoLateJoinMove # noqa: PLC0415
        from ..models.choco_late_open_move import ChocoLateOpenMove # noqa: PLC0415
        from ..models.choco_late_pass_move import ChocoLatePassMove # noqa: PLC0415
        from ..models.choco_late_raise_move import ChocoLateRaiseMove # noqa: PLC0415
        from ..models.choco_late_replace_move import ChocoLateReplaceMove # noqa: PLC0415
        from ..models.choco_late_reveal_move import ChocoLateRevealMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, ChocoLateChooseLotMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoLateOpenMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoLateJoinMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoLateRaiseMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoLatePassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoLateRevealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoLateReplaceMove):
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

        lots: list[int] | Unset = UNSET
        if not isinstance(self.lots, Unset):
            lots = self.lots



        offer = self.offer

        valid_vouchers: list[int] | Unset = UNSET
        if not isinstance(self.valid_vouchers, Unset):
            valid_vouchers = self.valid_vouchers




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
        if lots is not UNSET:
            field_dict["lots"] = lots
        if offer is not UNSET:
            field_dict["offer"] = offer
        if valid_vouchers is not UNSET:
            field_dict["valid_vouchers"] = valid_vouchers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove # noqa: PLC0415
        from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove # noqa: PLC0415
        from ..models.choco_late_join_move import ChocoLateJoinMove # noqa: PLC0415
        from ..models.choco_late_open_move import ChocoLateOpenMove # noqa: PLC0415
        from ..models.choco_late_pass_move import ChocoLatePassMove # noqa: PLC0415
        from ..models.choco_late_raise_move import ChocoLateRaiseMove # noqa: PLC0415
        from ..models.choco_late_replace_move import ChocoLateReplaceMove # noqa: PLC0415
        from ..models.choco_late_reveal_move import ChocoLateRevealMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove | ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_late_move_type_0 = ChocoLateChooseLotMove.from_dict(data)



                return componentsschemas_choco_late_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_late_move_type_1 = ChocoLateOpenMove.from_dict(data)



                return componentsschemas_choco_late_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_late_move_type_2 = ChocoLateJoinMove.from_dict(data)



                return componentsschemas_choco_late_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_late_move_type_3 = ChocoLateRaiseMove.from_dict(data)



                return componentsschemas_choco_late_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_late_move_type_4 = ChocoLatePassMove.from_dict(data)



                return componentsschemas_choco_late_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_late_move_type_5 = ChocoLateRevealMove.from_dict(data)



                return componentsschemas_choco_late_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_late_move_type_6 = ChocoLateReplaceMove.from_dict(data)



                return componentsschemas_choco_late_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_choco_late_move_type_7 = ChocoLateArrangeTraysMove.from_dict(data)



            return componentsschemas_choco_late_move_type_7

        move = _parse_move(d.pop("move"))


        rule = ChocoLateRuleId(d.pop("rule"))




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

        lots = cast(list[int], d.pop("lots", UNSET))


        offer = d.pop("offer", UNSET)

        valid_vouchers = cast(list[int], d.pop("valid_vouchers", UNSET))


        choco_late_legal_move = cls(
            move=move,
            rule=rule,
            approx=approx,
            chance=chance,
            choose=choose,
            probability=probability,
            sample=sample,
            lots=lots,
            offer=offer,
            valid_vouchers=valid_vouchers,
        )


        choco_late_legal_move.additional_properties = d
        return choco_late_legal_move

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
