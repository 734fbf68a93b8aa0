from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_variants import ChocoLateVariants





T = TypeVar("T", bound="ChocoLateDealRequest")



@_attrs_define
class ChocoLateDealRequest:
    """ What to deal for: the players, the variants, and (optionally) the seed of the shuffle.

        Attributes:
            players (list[str]): Player ids in clockwise order (S1: 2 to 6 distinct ids, 2 to 4 with two_trays; another
                count is a 422). Example: ['ann', 'bob', 'cat'].
            first_player (str | Unset): Who holds the token first (S3); default the first player. Example: ann.
            seed (int | Unset): The seed of the shuffle: the same seed (with the same body) always gives the same deal.
                Without it the service draws one and returns it. Example: 42.
            variants (ChocoLateVariants | Unset): The variants played; each is off unless set to true. They combine freely.
     """

    players: list[str]
    first_player: str | Unset = UNSET
    seed: int | Unset = UNSET
    variants: ChocoLateVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_variants import ChocoLateVariants # noqa: PLC0415
        players = self.players



        first_player = self.first_player

        seed = self.seed

        variants: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if seed is not UNSET:
            field_dict["seed"] = seed
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_variants import ChocoLateVariants # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        first_player = d.pop("first_player", UNSET)

        seed = d.pop("seed", UNSET)

        _variants = d.pop("variants", UNSET)
        variants: ChocoLateVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChocoLateVariants.from_dict(_variants)




        choco_late_deal_request = cls(
            players=players,
            first_player=first_player,
            seed=seed,
            variants=variants,
        )

        return choco_late_deal_request

