from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_deal_request_ages import ChokoMannaroDealRequestAges
  from ..models.choko_mannaro_variants import ChokoMannaroVariants





T = TypeVar("T", bound="ChokoMannaroDealRequest")



@_attrs_define
class ChokoMannaroDealRequest:
    """ What to deal for: the players, optionally their ages, and the seed of the shuffle.

        Attributes:
            players (list[str]): Player ids in seating order (S1: 2 to 6 distinct ids; another count is a 422). Example:
                ['ann', 'bob', 'cat'].
            ages (ChokoMannaroDealRequestAges | Unset): Optional: every player's age (S6); copied into the setup. Keys are
                player ids (at most 64 characters, no control characters; another key is a schema error). Example: {'ann': 34,
                'bob': 29, 'cat': 41}.
            seed (int | Unset): The seed of the shuffle: the same seed (with the same body) always gives the same deal.
                Without it the service draws one and returns it. Example: 42.
            variants (ChokoMannaroVariants | Unset): This game has no variants: `{}` or absent (any key is a schema error,
                H1).
     """

    players: list[str]
    ages: ChokoMannaroDealRequestAges | Unset = UNSET
    seed: int | Unset = UNSET
    variants: ChokoMannaroVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_deal_request_ages import ChokoMannaroDealRequestAges # noqa: PLC0415
        from ..models.choko_mannaro_variants import ChokoMannaroVariants # noqa: PLC0415
        players = self.players



        ages: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ages, Unset):
            ages = self.ages.to_dict()

        seed = self.seed

        variants: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if ages is not UNSET:
            field_dict["ages"] = ages
        if seed is not UNSET:
            field_dict["seed"] = seed
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_deal_request_ages import ChokoMannaroDealRequestAges # noqa: PLC0415
        from ..models.choko_mannaro_variants import ChokoMannaroVariants # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        _ages = d.pop("ages", UNSET)
        ages: ChokoMannaroDealRequestAges | Unset
        if isinstance(_ages,  Unset):
            ages = UNSET
        else:
            ages = ChokoMannaroDealRequestAges.from_dict(_ages)




        seed = d.pop("seed", UNSET)

        _variants = d.pop("variants", UNSET)
        variants: ChokoMannaroVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChokoMannaroVariants.from_dict(_variants)




        choko_mannaro_deal_request = cls(
            players=players,
            ages=ages,
            seed=seed,
            variants=variants,
        )

        return choko_mannaro_deal_request

