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
  from ..models.chocola_setup import ChocolaSetup
  from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove
  from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove
  from ..models.chocola_variants import ChocolaVariants





T = TypeVar("T", bound="ChocolaHistory")



@_attrs_define
class ChocolaHistory:
    """ A whole game: players, variants, the setup and every move so far, chance outcomes included.

        Attributes:
            players (list[str]): Player ids in clockwise seating order (S1: 2 to 4; another count is a broken rule).
                Example: ['ann', 'bob', 'cat'].
            setup (ChocolaSetup): The setup of a game (section 3): reserves, removed cards, the Tavoletta, the Inspiration,
                the Requests and the first player.
            moves (list[ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove |
                ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove] | Unset): Every move
                of the game in order, chance outcomes included.
            seed (int | Unset): The seed `deal` used (an integer); accepted so that what `deal` answers can be sent anywhere
                unchanged, and ignored by the rules. Example: 42.
            variants (ChocolaVariants | None | Unset): The variants played (all off when omitted or null).
     """

    players: list[str]
    setup: ChocolaSetup
    moves: list[ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove] | Unset = UNSET
    seed: int | Unset = UNSET
    variants: ChocolaVariants | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        from ..models.chocola_decorate_move import ChocolaDecorateMove # noqa: PLC0415
        from ..models.chocola_draw_request_move import ChocolaDrawRequestMove # noqa: PLC0415
        from ..models.chocola_make_tray_move import ChocolaMakeTrayMove # noqa: PLC0415
        from ..models.chocola_pass_move import ChocolaPassMove # noqa: PLC0415
        from ..models.chocola_prepare_move import ChocolaPrepareMove # noqa: PLC0415
        from ..models.chocola_setup import ChocolaSetup # noqa: PLC0415
        from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove # noqa: PLC0415
        from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove # noqa: PLC0415
        from ..models.chocola_variants import ChocolaVariants # noqa: PLC0415
        players = self.players



        setup = self.setup.to_dict()

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



        seed = self.seed

        variants: dict[str, Any] | None | Unset
        if isinstance(self.variants, Unset):
            variants = UNSET
        elif isinstance(self.variants, ChocolaVariants):
            variants = self.variants.to_dict()
        else:
            variants = self.variants


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
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        from ..models.chocola_decorate_move import ChocolaDecorateMove # noqa: PLC0415
        from ..models.chocola_draw_request_move import ChocolaDrawRequestMove # noqa: PLC0415
        from ..models.chocola_make_tray_move import ChocolaMakeTrayMove # noqa: PLC0415
        from ..models.chocola_pass_move import ChocolaPassMove # noqa: PLC0415
        from ..models.chocola_prepare_move import ChocolaPrepareMove # noqa: PLC0415
        from ..models.chocola_setup import ChocolaSetup # noqa: PLC0415
        from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove # noqa: PLC0415
        from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove # noqa: PLC0415
        from ..models.chocola_variants import ChocolaVariants # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        setup = ChocolaSetup.from_dict(d.pop("setup"))




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


        seed = d.pop("seed", UNSET)

        def _parse_variants(data: object) -> ChocolaVariants | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                variants_type_0 = ChocolaVariants.from_dict(data)



                return variants_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaVariants | None | Unset, data)

        variants = _parse_variants(d.pop("variants", UNSET))


        chocola_history = cls(
            players=players,
            setup=setup,
            moves=moves,
            seed=seed,
            variants=variants,
        )

        return chocola_history

