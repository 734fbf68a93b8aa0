from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_deal_request_phase import ChocolaDealRequestPhase
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_inspiration import ChocolaInspiration
  from ..models.chocola_variants import ChocolaVariants





T = TypeVar("T", bound="ChocolaDealRequest")



@_attrs_define
class ChocolaDealRequest:
    """ What to deal for: the players, the variants, the seed; or, with `phase` 2, a phase-2 deal move.

        Attributes:
            players (list[str]): Player ids in clockwise order (S1: 2 to 4 distinct ids; another count is a 422). Example:
                ['ann', 'bob', 'cat'].
            first_player (None | str | Unset): Who starts phase 1 (S9); default the first player. Example: ann.
            inspiration (ChocolaInspiration | None | Unset): The Inspiration (S7).
            phase (ChocolaDealRequestPhase | Unset): 1 (default): a whole setup, as a history. 2: a random
                `deal_second_phase` move instead (E5), for the `inspiration` given (without one, a broken rule S7). Optional:
                `1` when absent.
            seed (int | Unset): The seed of the shuffle: the same seed (with the same body) always gives the same deal.
                Without it the service draws one and returns it. Example: 42.
            variants (ChocolaVariants | None | Unset): The variants to deal for (all off when omitted).
     """

    players: list[str]
    first_player: None | str | Unset = UNSET
    inspiration: ChocolaInspiration | None | Unset = UNSET
    phase: ChocolaDealRequestPhase | Unset = UNSET
    seed: int | Unset = UNSET
    variants: ChocolaVariants | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_inspiration import ChocolaInspiration # noqa: PLC0415
        from ..models.chocola_variants import ChocolaVariants # noqa: PLC0415
        players = self.players



        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        inspiration: dict[str, Any] | None | Unset
        if isinstance(self.inspiration, Unset):
            inspiration = UNSET
        elif isinstance(self.inspiration, ChocolaInspiration):
            inspiration = self.inspiration.to_dict()
        else:
            inspiration = self.inspiration

        phase: int | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value


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
        })
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if inspiration is not UNSET:
            field_dict["inspiration"] = inspiration
        if phase is not UNSET:
            field_dict["phase"] = phase
        if seed is not UNSET:
            field_dict["seed"] = seed
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_inspiration import ChocolaInspiration # noqa: PLC0415
        from ..models.chocola_variants import ChocolaVariants # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        def _parse_first_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        def _parse_inspiration(data: object) -> ChocolaInspiration | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inspiration_type_0 = ChocolaInspiration.from_dict(data)



                return inspiration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaInspiration | None | Unset, data)

        inspiration = _parse_inspiration(d.pop("inspiration", UNSET))


        _phase = d.pop("phase", UNSET)
        phase: ChocolaDealRequestPhase | Unset
        if isinstance(_phase,  Unset):
            phase = UNSET
        else:
            phase = ChocolaDealRequestPhase(_phase)




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


        chocola_deal_request = cls(
            players=players,
            first_player=first_player,
            inspiration=inspiration,
            phase=phase,
            seed=seed,
            variants=variants,
        )

        return chocola_deal_request

