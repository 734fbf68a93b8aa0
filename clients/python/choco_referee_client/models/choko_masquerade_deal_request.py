from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_variants import ChokoMasqueradeVariants





T = TypeVar("T", bound="ChokoMasqueradeDealRequest")



@_attrs_define
class ChokoMasqueradeDealRequest:
    """ What to deal for: the 2 players, who plays first, and (optionally) the seed of the shuffle.

        Attributes:
            players (list[str]): The 2 player ids (S1: exactly 2 distinct ids; another count is a 422). Example: ['ann',
                'bob'].
            first_player (str | Unset): Who plays first, the youngest (S5); default: the first player. Example: ann.
            seed (int | Unset): The seed of the shuffle: the same seed (with the same body) always gives the same deal.
                Without it the service draws one and returns it. Example: 42.
            variants (ChokoMasqueradeVariants | Unset): The game has no variants: absent or {} (H1).
     """

    players: list[str]
    first_player: str | Unset = UNSET
    seed: int | Unset = UNSET
    variants: ChokoMasqueradeVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_variants import ChokoMasqueradeVariants # noqa: PLC0415
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
        from ..models.choko_masquerade_variants import ChokoMasqueradeVariants # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        first_player = d.pop("first_player", UNSET)

        seed = d.pop("seed", UNSET)

        _variants = d.pop("variants", UNSET)
        variants: ChokoMasqueradeVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChokoMasqueradeVariants.from_dict(_variants)




        choko_masquerade_deal_request = cls(
            players=players,
            first_player=first_player,
            seed=seed,
            variants=variants,
        )

        return choko_masquerade_deal_request

