from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_back import ChocoChallengeBack
from ..models.choco_challenge_rule_id import ChocoChallengeRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_bust_move import ChocoChallengeBustMove
  from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove
  from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove
  from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove
  from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove
  from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove
  from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove
  from ..models.choco_challenge_stop_move import ChocoChallengeStopMove
  from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove
  from ..models.legal_move_choose import LegalMoveChoose





T = TypeVar("T", bound="ChocoChallengeLegalMove")



@_attrs_define
class ChocoChallengeLegalMove:
    """ A legal next move of Choco Challenge: the complete move to append (a chance outcome with its probability, plain and
    given the back), or a `stop` whose `choose` lists the purchases allowed (`buy`: null for none, every legal
    `{position, card}`, P2) and the desserts allowed (`dessert`: null for none, every legal value, P4-P6); any purchase
    goes with any dessert.

        Attributes:
            move (ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove |
                ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove |
                ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUseToolMove): A decision of a player, or a
                chance outcome it reveals (E4). `type` says which; each type has its own fields. Example: {'amount': 1,
                'player': 'ann', 'type': 'open'}.
            rule (ChocoChallengeRuleId): The id of a rule of Choco Challenge. Every verdict of the service cites one; `GET
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
            approx_given_back (float | Unset): `probability_given_back` as a float. Example: 0.333333.
            back (ChocoChallengeBack | Unset): The class a face-down top card shows on its back (K4).

                - `base`: a base card (its back shows its set's colour)
                - `filling`: a filling (nuts, rum, cherries)
                - `spice`: a spice (cinnamon, vanilla, ginger, mint, chili) Example: spice.
            matches (bool | Unset): draw: true when this card would be a matching draw (B1).
            position_after (int | Unset): refill: where the card would go (M2): 1 for a filling, the market's new length for
                a spice.
            probability_given_back (str | Unset): A chance outcome: its probability given that back, D[t] / D[back] (H4).
                Example: 1/3.
     """

    move: ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove | ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove | ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUseToolMove
    rule: ChocoChallengeRuleId
    approx: float | Unset = UNSET
    chance: bool | Unset = UNSET
    choose: LegalMoveChoose | Unset = UNSET
    probability: str | Unset = UNSET
    sample: bool | Unset = UNSET
    approx_given_back: float | Unset = UNSET
    back: ChocoChallengeBack | Unset = UNSET
    matches: bool | Unset = UNSET
    position_after: int | Unset = UNSET
    probability_given_back: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_bust_move import ChocoChallengeBustMove # noqa: PLC0415
        from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove # noqa: PLC0415
        from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove # noqa: PLC0415
        from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove # noqa: PLC0415
        from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove # noqa: PLC0415
        from ..models.choco_challenge_stop_move import ChocoChallengeStopMove # noqa: PLC0415
        from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, ChocoChallengeDrawMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoChallengeUseToolMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoChallengeBustMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoChallengeStopMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoChallengeRefillMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoChallengeExtraDrawMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoChallengeExtraPickMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocoChallengeExtraToolMove):
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

        approx_given_back = self.approx_given_back

        back: str | Unset = UNSET
        if not isinstance(self.back, Unset):
            back = self.back.value


        matches = self.matches

        position_after = self.position_after

        probability_given_back = self.probability_given_back


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
        if approx_given_back is not UNSET:
            field_dict["approx_given_back"] = approx_given_back
        if back is not UNSET:
            field_dict["back"] = back
        if matches is not UNSET:
            field_dict["matches"] = matches
        if position_after is not UNSET:
            field_dict["position_after"] = position_after
        if probability_given_back is not UNSET:
            field_dict["probability_given_back"] = probability_given_back

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_bust_move import ChocoChallengeBustMove # noqa: PLC0415
        from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove # noqa: PLC0415
        from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove # noqa: PLC0415
        from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove # noqa: PLC0415
        from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove # noqa: PLC0415
        from ..models.choco_challenge_stop_move import ChocoChallengeStopMove # noqa: PLC0415
        from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove | ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove | ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUseToolMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_challenge_move_type_0 = ChocoChallengeDrawMove.from_dict(data)



                return componentsschemas_choco_challenge_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_challenge_move_type_1 = ChocoChallengeUseToolMove.from_dict(data)



                return componentsschemas_choco_challenge_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_challenge_move_type_2 = ChocoChallengeBustMove.from_dict(data)



                return componentsschemas_choco_challenge_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_challenge_move_type_3 = ChocoChallengeStopMove.from_dict(data)



                return componentsschemas_choco_challenge_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_challenge_move_type_4 = ChocoChallengeRefillMove.from_dict(data)



                return componentsschemas_choco_challenge_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_challenge_move_type_5 = ChocoChallengeExtraDrawMove.from_dict(data)



                return componentsschemas_choco_challenge_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_challenge_move_type_6 = ChocoChallengeExtraPickMove.from_dict(data)



                return componentsschemas_choco_challenge_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choco_challenge_move_type_7 = ChocoChallengeExtraToolMove.from_dict(data)



                return componentsschemas_choco_challenge_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_choco_challenge_move_type_8 = ChocoChallengeExtraDeclineMove.from_dict(data)



            return componentsschemas_choco_challenge_move_type_8

        move = _parse_move(d.pop("move"))


        rule = ChocoChallengeRuleId(d.pop("rule"))




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

        approx_given_back = d.pop("approx_given_back", UNSET)

        _back = d.pop("back", UNSET)
        back: ChocoChallengeBack | Unset
        if isinstance(_back,  Unset):
            back = UNSET
        else:
            back = ChocoChallengeBack(_back)




        matches = d.pop("matches", UNSET)

        position_after = d.pop("position_after", UNSET)

        probability_given_back = d.pop("probability_given_back", UNSET)

        choco_challenge_legal_move = cls(
            move=move,
            rule=rule,
            approx=approx,
            chance=chance,
            choose=choose,
            probability=probability,
            sample=sample,
            approx_given_back=approx_given_back,
            back=back,
            matches=matches,
            position_after=position_after,
            probability_given_back=probability_given_back,
        )


        choco_challenge_legal_move.additional_properties = d
        return choco_challenge_legal_move

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
