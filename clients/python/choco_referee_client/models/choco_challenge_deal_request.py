from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_deal_request_variants import ChocoChallengeDealRequestVariants





T = TypeVar("T", bound="ChocoChallengeDealRequest")



@_attrs_define
class ChocoChallengeDealRequest:
    """ What to deal for: the players, who plays first, and (optionally) the seed of the shuffle.

        Attributes:
            players (list[str]): Player ids in clockwise order (S1: 3 to 5 distinct ids; another count is a 422). Example:
                ['ann', 'bob', 'cat'].
            first_player (None | str | Unset): Who plays first (S7); default the first player. Example: ann.
            seed (int | Unset): The seed of the shuffle: the same seed (with the same body) always gives the same deal.
                Without it the service draws one and returns it. Example: 42.
            variants (ChocoChallengeDealRequestVariants | Unset): Choco Challenge has no variants (S8): absent or `{}`; any
                key is a 422 naming S8. Example: {}.
     """

    players: list[str]
    first_player: None | str | Unset = UNSET
    seed: int | Unset = UNSET
    variants: ChocoChallengeDealRequestVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_deal_request_variants import ChocoChallengeDealRequestVariants # noqa: PLC0415
        players = self.players



        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
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
        from ..models.choco_challenge_deal_request_variants import ChocoChallengeDealRequestVariants # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        def _parse_first_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        seed = d.pop("seed", UNSET)

        _variants = d.pop("variants", UNSET)
        variants: ChocoChallengeDealRequestVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChocoChallengeDealRequestVariants.from_dict(_variants)




        choco_challenge_deal_request = cls(
            players=players,
            first_player=first_player,
            seed=seed,
            variants=variants,
        )

        return choco_challenge_deal_request

