from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

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
  from ..models.choco_late_setup import ChocoLateSetup
  from ..models.choco_late_variants import ChocoLateVariants





T = TypeVar("T", bound="ChocoLateHistory")



@_attrs_define
class ChocoLateHistory:
    """ A whole game: players, variants, the deal and every move so far (E2).

        Attributes:
            players (list[str]): Player ids in clockwise seating order (S1: 2 to 6, 2 to 4 with two_trays). Example: ['ann',
                'bob', 'cat'].
            setup (ChocoLateSetup): The deal of a game: the lots in the centre, every player's vouchers, who starts.
            moves (list[ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove |
                ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove] | Unset): Every move of the
                game in order, chance outcomes included.
            seed (int | Unset): The seed `deal` used (an integer); accepted so that what `deal` answers can be sent anywhere
                unchanged, and ignored by the rules. Example: 42.
            variants (ChocoLateVariants | Unset): The variants played; each is off unless set to true. They combine freely.
     """

    players: list[str]
    setup: ChocoLateSetup
    moves: list[ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove | ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove] | Unset = UNSET
    seed: int | Unset = UNSET
    variants: ChocoLateVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove # noqa: PLC0415
        from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove # noqa: PLC0415
        from ..models.choco_late_join_move import ChocoLateJoinMove # noqa: PLC0415
        from ..models.choco_late_open_move import ChocoLateOpenMove # noqa: PLC0415
        from ..models.choco_late_pass_move import ChocoLatePassMove # noqa: PLC0415
        from ..models.choco_late_raise_move import ChocoLateRaiseMove # noqa: PLC0415
        from ..models.choco_late_replace_move import ChocoLateReplaceMove # noqa: PLC0415
        from ..models.choco_late_reveal_move import ChocoLateRevealMove # noqa: PLC0415
        from ..models.choco_late_setup import ChocoLateSetup # noqa: PLC0415
        from ..models.choco_late_variants import ChocoLateVariants # noqa: PLC0415
        players = self.players



        setup = self.setup.to_dict()

        moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.moves, Unset):
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



        seed = self.seed

        variants: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "setup": setup,
        })
        if moves is not UNSET:
            field_dict["moves"] = moves
        if seed is not UNSET:
            field_dict["seed"] = seed
        if variants is not UNSET:
            field_dict["variants"] = variants

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
        from ..models.choco_late_setup import ChocoLateSetup # noqa: PLC0415
        from ..models.choco_late_variants import ChocoLateVariants # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        setup = ChocoLateSetup.from_dict(d.pop("setup"))




        _moves = d.pop("moves", UNSET)
        moves: list[ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove | ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove] | Unset = UNSET
        if _moves is not UNSET:
            moves = []
            for moves_item_data in _moves:
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


        seed = d.pop("seed", UNSET)

        _variants = d.pop("variants", UNSET)
        variants: ChocoLateVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChocoLateVariants.from_dict(_variants)




        choco_late_history = cls(
            players=players,
            setup=setup,
            moves=moves,
            seed=seed,
            variants=variants,
        )

        return choco_late_history

