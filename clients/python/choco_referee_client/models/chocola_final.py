from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_final_player import ChocolaFinalPlayer
  from ..models.chocola_inspiration import ChocolaInspiration
  from ..models.chocola_variants import ChocolaVariants





T = TypeVar("T", bound="ChocolaFinal")



@_attrs_define
class ChocolaFinal:
    """ The final form (section 7): the variants, the Inspiration and what every player holds.

        Attributes:
            inspiration (ChocolaInspiration): The Inspiration (Dessert Ispirazione): one Dessert and one Decoration, shared
                by all (S7).
            players (list[ChocolaFinalPlayer]): Every player's final holding (S1: 1 or more, unique ids).
            variants (ChocolaVariants | None | Unset): The variants played (all off when omitted or null).
     """

    inspiration: ChocolaInspiration
    players: list[ChocolaFinalPlayer]
    variants: ChocolaVariants | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_final_player import ChocolaFinalPlayer # noqa: PLC0415
        from ..models.chocola_inspiration import ChocolaInspiration # noqa: PLC0415
        from ..models.chocola_variants import ChocolaVariants # noqa: PLC0415
        inspiration = self.inspiration.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        variants: dict[str, Any] | None | Unset
        if isinstance(self.variants, Unset):
            variants = UNSET
        elif isinstance(self.variants, ChocolaVariants):
            variants = self.variants.to_dict()
        else:
            variants = self.variants


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "inspiration": inspiration,
            "players": players,
        })
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_final_player import ChocolaFinalPlayer # noqa: PLC0415
        from ..models.chocola_inspiration import ChocolaInspiration # noqa: PLC0415
        from ..models.chocola_variants import ChocolaVariants # noqa: PLC0415
        d = dict(src_dict)
        inspiration = ChocolaInspiration.from_dict(d.pop("inspiration"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChocolaFinalPlayer.from_dict(players_item_data)



            players.append(players_item)


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


        chocola_final = cls(
            inspiration=inspiration,
            players=players,
            variants=variants,
        )

        return chocola_final

