from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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
  from ..models.choco_late_setup_answer import ChocoLateSetupAnswer
  from ..models.choco_late_variants import ChocoLateVariants





T = TypeVar("T", bound="ChocoLateDealAnswer")



@_attrs_define
class ChocoLateDealAnswer:
    """ A legal random setup: a complete history with no moves yet, accepted unchanged by every path of the game.

        Attributes:
            moves (list[ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove |
                ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove]): Empty: the answer is a
                history, ready to be played.
            players (list[str]): The player ids, in the order sent. Example: ['ann', 'bob'].
            seed (int): The seed used: the one sent, or the one drawn.
            setup (ChocoLateSetupAnswer):
            variants (ChocoLateVariants): The variants played; each is off unless set to true. They combine freely.
     """

    moves: list[ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove | ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove]
    players: list[str]
    seed: int
    setup: ChocoLateSetupAnswer
    variants: ChocoLateVariants





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove # noqa: PLC0415
        from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove # noqa: PLC0415
        from ..models.choco_late_join_move import ChocoLateJoinMove # noqa: PLC0415
        from ..models.choco_late_open_move import ChocoLateOpenMove # noqa: PLC0415
        from ..models.choco_late_pass_move import ChocoLatePassMove # noqa: PLC0415
        from ..models.choco_late_raise_move import ChocoLateRaiseMove # noqa: PLC0415
        from ..models.choco_late_replace_move import ChocoLateReplaceMove # noqa: PLC0415
        from ..models.choco_late_reveal_move import ChocoLateRevealMove # noqa: PLC0415
        from ..models.choco_late_setup_answer import ChocoLateSetupAnswer # noqa: PLC0415
        from ..models.choco_late_variants import ChocoLateVariants # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, ChocoLateChooseLotMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoLateOpenMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoLateJoinMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoLateRaiseMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoLatePassMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoLateRevealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChocoLateReplaceMove):
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
        from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove # noqa: PLC0415
        from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove # noqa: PLC0415
        from ..models.choco_late_join_move import ChocoLateJoinMove # noqa: PLC0415
        from ..models.choco_late_open_move import ChocoLateOpenMove # noqa: PLC0415
        from ..models.choco_late_pass_move import ChocoLatePassMove # noqa: PLC0415
        from ..models.choco_late_raise_move import ChocoLateRaiseMove # noqa: PLC0415
        from ..models.choco_late_replace_move import ChocoLateReplaceMove # noqa: PLC0415
        from ..models.choco_late_reveal_move import ChocoLateRevealMove # noqa: PLC0415
        from ..models.choco_late_setup_answer import ChocoLateSetupAnswer # noqa: PLC0415
        from ..models.choco_late_variants import ChocoLateVariants # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove | ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        players = cast(list[str], d.pop("players"))


        seed = d.pop("seed")

        setup = ChocoLateSetupAnswer.from_dict(d.pop("setup"))




        variants = ChocoLateVariants.from_dict(d.pop("variants"))




        choco_late_deal_answer = cls(
            moves=moves,
            players=players,
            seed=seed,
            setup=setup,
            variants=variants,
        )

        return choco_late_deal_answer

