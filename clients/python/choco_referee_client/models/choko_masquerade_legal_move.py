from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_rule_id import ChokoMasqueradeRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove
  from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove
  from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove
  from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove
  from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove
  from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove
  from ..models.legal_move_choose import LegalMoveChoose





T = TypeVar("T", bound="ChokoMasqueradeLegalMove")



@_attrs_define
class ChokoMasqueradeLegalMove:
    """ A legal next move of ChokoMasquerade: always the complete move (`move`, appended exactly as it is); at a chance
    point with its exact probability (R3: k/N for a draw; M3: 1/2 for a guess).

        Attributes:
            move (ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove | ChokoMasqueradeLayMove
                | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove): A move of the game (H2): a decision of a player, or a
                chance outcome they record (a draw, a guess). `type` says which; each type has its own fields. Example:
                {'amount': 1, 'player': 'ann', 'type': 'open'}.
            rule (ChokoMasqueradeRuleId): The id of a rule of ChokoMasquerade. Every verdict of the service cites one; `GET
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

    move: ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove | ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove
    rule: ChokoMasqueradeRuleId
    approx: float | Unset = UNSET
    chance: bool | Unset = UNSET
    choose: LegalMoveChoose | Unset = UNSET
    probability: str | Unset = UNSET
    sample: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove # noqa: PLC0415
        from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove # noqa: PLC0415
        from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove # noqa: PLC0415
        from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove # noqa: PLC0415
        from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove # noqa: PLC0415
        from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, ChokoMasqueradePairMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMasqueradeHandPairMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMasqueradeTablePairMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMasqueradeLayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChokoMasqueradeDrawMove):
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
        from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove # noqa: PLC0415
        from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove # noqa: PLC0415
        from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove # noqa: PLC0415
        from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove # noqa: PLC0415
        from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove # noqa: PLC0415
        from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove | ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_masquerade_move_type_0 = ChokoMasqueradePairMove.from_dict(data)



                return componentsschemas_choko_masquerade_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_masquerade_move_type_1 = ChokoMasqueradeHandPairMove.from_dict(data)



                return componentsschemas_choko_masquerade_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_masquerade_move_type_2 = ChokoMasqueradeTablePairMove.from_dict(data)



                return componentsschemas_choko_masquerade_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_masquerade_move_type_3 = ChokoMasqueradeLayMove.from_dict(data)



                return componentsschemas_choko_masquerade_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_masquerade_move_type_4 = ChokoMasqueradeDrawMove.from_dict(data)



                return componentsschemas_choko_masquerade_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_choko_masquerade_move_type_5 = ChokoMasqueradeGuessMove.from_dict(data)



            return componentsschemas_choko_masquerade_move_type_5

        move = _parse_move(d.pop("move"))


        rule = ChokoMasqueradeRuleId(d.pop("rule"))




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

        choko_masquerade_legal_move = cls(
            move=move,
            rule=rule,
            approx=approx,
            chance=chance,
            choose=choose,
            probability=probability,
            sample=sample,
        )


        choko_masquerade_legal_move.additional_properties = d
        return choko_masquerade_legal_move

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
