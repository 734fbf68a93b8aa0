from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_bust_move import ChocoChallengeBustMove
  from ..models.choco_challenge_deal_answer_variants import ChocoChallengeDealAnswerVariants
  from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove
  from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove
  from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove
  from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove
  from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove
  from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove
  from ..models.choco_challenge_setup_answer import ChocoChallengeSetupAnswer
  from ..models.choco_challenge_stop_move import ChocoChallengeStopMove
  from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove





T = TypeVar("T", bound="ChocoChallengeDealAnswer")



@_attrs_define
class ChocoChallengeDealAnswer:
    """ A legal random setup: a complete history with no moves yet, accepted unchanged by every path of the game.

        Attributes:
            moves (list[ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove |
                ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove |
                ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUseToolMove]): Empty: the answer is a history,
                ready to be played.
            players (list[str]): The player ids, in the order sent. Example: ['ann', 'bob', 'cat'].
            seed (int): The seed used: the one sent, or the one drawn.
            setup (ChocoChallengeSetupAnswer):
            variants (ChocoChallengeDealAnswerVariants): Always `{}`: the game has no variants (S8). Example: {}.
     """

    moves: list[ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove | ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove | ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUseToolMove]
    players: list[str]
    seed: int
    setup: ChocoChallengeSetupAnswer
    variants: ChocoChallengeDealAnswerVariants





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_bust_move import ChocoChallengeBustMove # noqa: PLC0415
        from ..models.choco_challenge_deal_answer_variants import ChocoChallengeDealAnswerVariants # noqa: PLC0415
        from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove # noqa: PLC0415
        from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove # noqa: PLC0415
        from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove # noqa: PLC0415
        from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove # noqa: PLC0415
        from ..models.choco_challenge_setup_answer import ChocoChallengeSetupAnswer # noqa: PLC0415
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



        seed = self.seed

        setup = self.setup.to_dict()

        variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "moves": moves,
            "players": players,
            "seed": seed,
            "setup": setup,
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_bust_move import ChocoChallengeBustMove # noqa: PLC0415
        from ..models.choco_challenge_deal_answer_variants import ChocoChallengeDealAnswerVariants # noqa: PLC0415
        from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove # noqa: PLC0415
        from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove # noqa: PLC0415
        from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove # noqa: PLC0415
        from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove # noqa: PLC0415
        from ..models.choco_challenge_setup_answer import ChocoChallengeSetupAnswer # noqa: PLC0415
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


        seed = d.pop("seed")

        setup = ChocoChallengeSetupAnswer.from_dict(d.pop("setup"))




        variants = ChocoChallengeDealAnswerVariants.from_dict(d.pop("variants"))




        choco_challenge_deal_answer = cls(
            moves=moves,
            players=players,
            seed=seed,
            setup=setup,
            variants=variants,
        )

        return choco_challenge_deal_answer

