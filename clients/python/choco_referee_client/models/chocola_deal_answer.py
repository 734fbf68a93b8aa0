from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove
  from ..models.chocola_decorate_move import ChocolaDecorateMove
  from ..models.chocola_draw_request_move import ChocolaDrawRequestMove
  from ..models.chocola_make_tray_move import ChocolaMakeTrayMove
  from ..models.chocola_pass_move import ChocolaPassMove
  from ..models.chocola_prepare_move import ChocolaPrepareMove
  from ..models.chocola_setup_answer import ChocolaSetupAnswer
  from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove
  from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove
  from ..models.chocola_variants import ChocolaVariants





T = TypeVar("T", bound="ChocolaDealAnswer")



@_attrs_define
class ChocolaDealAnswer:
    """ A legal random setup: a complete history with no moves yet, accepted unchanged by every path of the game; or, with
    `phase` 2, a random phase-2 deal move.

        Attributes:
            seed (int): The seed used: the one sent, or the one drawn.
            move (ChocolaDealSecondPhaseMove | Unset): H1, E5: a chance move (no player): the Chocolate cards dealt again
                and four Decoration Requests, for phase 2 (variant second_phase).
            moves (list[ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove |
                ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove] | Unset): Phase 1:
                empty, the answer is a history ready to be played.
            players (list[str] | Unset): The player ids, in the order sent (phase 1). Example: ['ann', 'bob'].
            setup (ChocolaSetupAnswer | Unset):
            variants (ChocolaVariants | Unset): The variants played; each is off unless set to true.
     """

    seed: int
    move: ChocolaDealSecondPhaseMove | Unset = UNSET
    moves: list[ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove] | Unset = UNSET
    players: list[str] | Unset = UNSET
    setup: ChocolaSetupAnswer | Unset = UNSET
    variants: ChocolaVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        from ..models.chocola_decorate_move import ChocolaDecorateMove # noqa: PLC0415
        from ..models.chocola_draw_request_move import ChocolaDrawRequestMove # noqa: PLC0415
        from ..models.chocola_make_tray_move import ChocolaMakeTrayMove # noqa: PLC0415
        from ..models.chocola_pass_move import ChocolaPassMove # noqa: PLC0415
        from ..models.chocola_prepare_move import ChocolaPrepareMove # noqa: PLC0415
        from ..models.chocola_setup_answer import ChocolaSetupAnswer # noqa: PLC0415
        from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove # noqa: PLC0415
        from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove # noqa: PLC0415
        from ..models.chocola_variants import ChocolaVariants # noqa: PLC0415
        seed = self.seed

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.moves, Unset):
            moves = []
            for moves_item_data in self.moves:
                moves_item: dict[str, Any]
                if isinstance(moves_item_data, ChocolaTakeChocolateMove):
                    moves_item = moves_item_data.to_dict()
                elif isinstance(moves_item_data, ChocolaPrepareMove):
                    moves_item = moves_item_data.to_dict()
                elif isinstance(moves_item_data, ChocolaSwapChocolateMove):
                    moves_item = moves_item_data.to_dict()
                elif isinstance(moves_item_data, ChocolaPassMove):
                    moves_item = moves_item_data.to_dict()
                elif isinstance(moves_item_data, ChocolaDrawRequestMove):
                    moves_item = moves_item_data.to_dict()
                elif isinstance(moves_item_data, ChocolaMakeTrayMove):
                    moves_item = moves_item_data.to_dict()
                elif isinstance(moves_item_data, ChocolaDealSecondPhaseMove):
                    moves_item = moves_item_data.to_dict()
                else:
                    moves_item = moves_item_data.to_dict()

                moves.append(moves_item)



        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        setup: dict[str, Any] | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = self.setup.to_dict()

        variants: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seed": seed,
        })
        if move is not UNSET:
            field_dict["move"] = move
        if moves is not UNSET:
            field_dict["moves"] = moves
        if players is not UNSET:
            field_dict["players"] = players
        if setup is not UNSET:
            field_dict["setup"] = setup
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        from ..models.chocola_decorate_move import ChocolaDecorateMove # noqa: PLC0415
        from ..models.chocola_draw_request_move import ChocolaDrawRequestMove # noqa: PLC0415
        from ..models.chocola_make_tray_move import ChocolaMakeTrayMove # noqa: PLC0415
        from ..models.chocola_pass_move import ChocolaPassMove # noqa: PLC0415
        from ..models.chocola_prepare_move import ChocolaPrepareMove # noqa: PLC0415
        from ..models.chocola_setup_answer import ChocolaSetupAnswer # noqa: PLC0415
        from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove # noqa: PLC0415
        from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove # noqa: PLC0415
        from ..models.chocola_variants import ChocolaVariants # noqa: PLC0415
        d = dict(src_dict)
        seed = d.pop("seed")

        _move = d.pop("move", UNSET)
        move: ChocolaDealSecondPhaseMove | Unset
        if isinstance(_move,  Unset):
            move = UNSET
        else:
            move = ChocolaDealSecondPhaseMove.from_dict(_move)




        _moves = d.pop("moves", UNSET)
        moves: list[ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove] | Unset = UNSET
        if _moves is not UNSET:
            moves = []
            for moves_item_data in _moves:
                def _parse_moves_item(data: object) -> ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_chocola_move_type_0 = ChocolaTakeChocolateMove.from_dict(data)



                        return componentsschemas_chocola_move_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_chocola_move_type_1 = ChocolaPrepareMove.from_dict(data)



                        return componentsschemas_chocola_move_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_chocola_move_type_2 = ChocolaSwapChocolateMove.from_dict(data)



                        return componentsschemas_chocola_move_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_chocola_move_type_3 = ChocolaPassMove.from_dict(data)



                        return componentsschemas_chocola_move_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_chocola_move_type_4 = ChocolaDrawRequestMove.from_dict(data)



                        return componentsschemas_chocola_move_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_chocola_move_type_5 = ChocolaMakeTrayMove.from_dict(data)



                        return componentsschemas_chocola_move_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_chocola_move_type_6 = ChocolaDealSecondPhaseMove.from_dict(data)



                        return componentsschemas_chocola_move_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_7 = ChocolaDecorateMove.from_dict(data)



                    return componentsschemas_chocola_move_type_7

                moves_item = _parse_moves_item(moves_item_data)

                moves.append(moves_item)


        players = cast(list[str], d.pop("players", UNSET))


        _setup = d.pop("setup", UNSET)
        setup: ChocolaSetupAnswer | Unset
        if isinstance(_setup,  Unset):
            setup = UNSET
        else:
            setup = ChocolaSetupAnswer.from_dict(_setup)




        _variants = d.pop("variants", UNSET)
        variants: ChocolaVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChocolaVariants.from_dict(_variants)




        chocola_deal_answer = cls(
            seed=seed,
            move=move,
            moves=moves,
            players=players,
            setup=setup,
            variants=variants,
        )

        return chocola_deal_answer

