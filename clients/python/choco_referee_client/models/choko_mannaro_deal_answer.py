from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove
  from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove
  from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove
  from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove
  from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove
  from ..models.choko_mannaro_setup_answer import ChokoMannaroSetupAnswer
  from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove
  from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove
  from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove
  from ..models.choko_mannaro_variants import ChokoMannaroVariants





T = TypeVar("T", bound="ChokoMannaroDealAnswer")



@_attrs_define
class ChokoMannaroDealAnswer:
    """ A legal random setup: a complete history with no moves yet, accepted unchanged by every path of the game.

        Attributes:
            moves (list[ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove |
                ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove]):
                Empty: the answer is a history, ready to be played.
            players (list[str]): The player ids, as sent. Example: ['ann', 'bob', 'cat'].
            seed (int): The seed used: the one sent, or the one drawn.
            setup (ChokoMannaroSetupAnswer):
            variants (ChokoMannaroVariants): This game has no variants: `{}` or absent (any key is a schema error, H1).
     """

    moves: list[ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove | ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove]
    players: list[str]
    seed: int
    setup: ChokoMannaroSetupAnswer
    variants: ChokoMannaroVariants





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove # noqa: PLC0415
        from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove # noqa: PLC0415
        from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove # noqa: PLC0415
        from ..models.choko_mannaro_setup_answer import ChokoMannaroSetupAnswer # noqa: PLC0415
        from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove # noqa: PLC0415
        from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove # noqa: PLC0415
        from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove # noqa: PLC0415
        from ..models.choko_mannaro_variants import ChokoMannaroVariants # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, ChokoMannaroQuarantineMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMannaroPlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMannaroTargetMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMannaroPeekMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMannaroPeekPickMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMannaroTossMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMannaroSlaughterPickMove):
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
        from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove # noqa: PLC0415
        from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove # noqa: PLC0415
        from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove # noqa: PLC0415
        from ..models.choko_mannaro_setup_answer import ChokoMannaroSetupAnswer # noqa: PLC0415
        from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove # noqa: PLC0415
        from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove # noqa: PLC0415
        from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove # noqa: PLC0415
        from ..models.choko_mannaro_variants import ChokoMannaroVariants # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove | ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        players = cast(list[str], d.pop("players"))


        seed = d.pop("seed")

        setup = ChokoMannaroSetupAnswer.from_dict(d.pop("setup"))




        variants = ChokoMannaroVariants.from_dict(d.pop("variants"))




        choko_mannaro_deal_answer = cls(
            moves=moves,
            players=players,
            seed=seed,
            setup=setup,
            variants=variants,
        )

        return choko_mannaro_deal_answer

