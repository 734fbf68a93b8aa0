from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove
  from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove
  from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove
  from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove
  from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove
  from ..models.choko_mannaro_setup import ChokoMannaroSetup
  from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove
  from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove
  from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove
  from ..models.choko_mannaro_variants import ChokoMannaroVariants





T = TypeVar("T", bound="ChokoMannaroHistory")



@_attrs_define
class ChokoMannaroHistory:
    """ A whole game: players, setup and every move so far, chance outcomes included (R7). Bounded: at most 5000 moves, 16
    players listed, 100 cards in a list, 16 members in an object keyed by player id; the referee's work per move is
    bounded by the 17 kinds of cards (one pending pair a kind, P4) and a slaughter by its victims' Chokos and cards
    (W4).

        Attributes:
            moves (list[ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove |
                ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove]):
                Every move of the game in order, chance outcomes included.
            players (list[str]): Player ids in seating order, clockwise: a player's left is the next listed (S1: 2 to 6
                distinct ids). Example: ['ann', 'bob', 'cat'].
            setup (ChokoMannaroSetup): The setup: the pairing cards, every hand, and optionally the Chokos and the ages
                (S2-S6).
            seed (int | Unset): The seed `deal` used (an integer); accepted so that what `deal` answers can be sent anywhere
                unchanged, and ignored by the rules. Example: 42.
            variants (ChokoMannaroVariants | Unset): This game has no variants: `{}` or absent (any key is a schema error,
                H1).
     """

    moves: list[ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove | ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove]
    players: list[str]
    setup: ChokoMannaroSetup
    seed: int | Unset = UNSET
    variants: ChokoMannaroVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove # noqa: PLC0415
        from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove # noqa: PLC0415
        from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove # noqa: PLC0415
        from ..models.choko_mannaro_setup import ChokoMannaroSetup # noqa: PLC0415
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
        from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove # noqa: PLC0415
        from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove # noqa: PLC0415
        from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove # noqa: PLC0415
        from ..models.choko_mannaro_setup import ChokoMannaroSetup # noqa: PLC0415
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


        setup = ChokoMannaroSetup.from_dict(d.pop("setup"))




        seed = d.pop("seed", UNSET)

        _variants = d.pop("variants", UNSET)
        variants: ChokoMannaroVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChokoMannaroVariants.from_dict(_variants)




        choko_mannaro_history = cls(
            moves=moves,
            players=players,
            setup=setup,
            seed=seed,
            variants=variants,
        )

        return choko_mannaro_history

