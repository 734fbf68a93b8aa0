from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_bust_move import ChocoChallengeBustMove
  from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove
  from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove
  from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove
  from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove
  from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove
  from ..models.choco_challenge_history_variants import ChocoChallengeHistoryVariants
  from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove
  from ..models.choco_challenge_setup import ChocoChallengeSetup
  from ..models.choco_challenge_stop_move import ChocoChallengeStopMove
  from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove





T = TypeVar("T", bound="ChocoChallengeHistory")



@_attrs_define
class ChocoChallengeHistory:
    """ A whole game: the players, the setup and every move so far, chance outcomes included (H1).

        Attributes:
            moves (list[ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove |
                ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove |
                ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUseToolMove]): Every move of the game in
                order, chance outcomes included.
            players (list[str]): Player ids in clockwise seating order (S1: 3 to 5 players, checked as a rule). Example:
                ['ann', 'bob', 'cat'].
            setup (ChocoChallengeSetup): The setup of a game: the market, who plays first, the base sets.
            seed (int | Unset): The seed `deal` used (an integer); accepted so that what `deal` answers can be sent anywhere
                unchanged, and ignored by the rules. Example: 42.
            variants (ChocoChallengeHistoryVariants | Unset): Choco Challenge has no variants (S8): absent or `{}`. Any key
                is a broken rule S8 (`legal: false`, or a 422 `rule-violation`), not a schema error. Example: {}.
     """

    moves: list[ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove | ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove | ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUseToolMove]
    players: list[str]
    setup: ChocoChallengeSetup
    seed: int | Unset = UNSET
    variants: ChocoChallengeHistoryVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_bust_move import ChocoChallengeBustMove # noqa: PLC0415
        from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove # noqa: PLC0415
        from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove # noqa: PLC0415
        from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove # noqa: PLC0415
        from ..models.choco_challenge_history_variants import ChocoChallengeHistoryVariants # noqa: PLC0415
        from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove # noqa: PLC0415
        from ..models.choco_challenge_setup import ChocoChallengeSetup # noqa: PLC0415
        from ..models.choco_challenge_stop_move import ChocoChallengeStopMove # noqa: PLC0415
        from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, ChocoChallengeDrawMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoChallengeUseToolMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoChallengeBustMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoChallengeStopMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoChallengeRefillMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoChallengeExtraDrawMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoChallengeExtraPickMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoChallengeExtraToolMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        players = self.players



        setup = self.setup.to_dict()

        seed = self.seed

        variants: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "moves": moves,
            "players": players,
            "setup": setup,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_bust_move import ChocoChallengeBustMove # noqa: PLC0415
        from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove # noqa: PLC0415
        from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove # noqa: PLC0415
        from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove # noqa: PLC0415
        from ..models.choco_challenge_history_variants import ChocoChallengeHistoryVariants # noqa: PLC0415
        from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove # noqa: PLC0415
        from ..models.choco_challenge_setup import ChocoChallengeSetup # noqa: PLC0415
        from ..models.choco_challenge_stop_move import ChocoChallengeStopMove # noqa: PLC0415
        from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove | ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove | ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUseToolMove:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        players = cast(list[str], d.pop("players"))


        setup = ChocoChallengeSetup.from_dict(d.pop("setup"))




        seed = d.pop("seed", UNSET)

        _variants = d.pop("variants", UNSET)
        variants: ChocoChallengeHistoryVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChocoChallengeHistoryVariants.from_dict(_variants)




        choco_challenge_history = cls(
            moves=moves,
            players=players,
            setup=setup,
            seed=seed,
            variants=variants,
        )

        return choco_challenge_history

