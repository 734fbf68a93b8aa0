from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_inspiration import ChocolaInspiration
  from ..models.chocola_setup_reserves import ChocolaSetupReserves





T = TypeVar("T", bound="ChocolaSetup")



@_attrs_define
class ChocolaSetup:
    """ The setup of a game (section 3): reserves, removed cards, the Tavoletta, the Inspiration, the Requests and the first
    player.

        Attributes:
            inspiration (ChocolaInspiration): The Inspiration (Dessert Ispirazione): one Dessert and one Decoration, shared
                by all (S7).
            requests (list[str]): The 4 visible Requests (S8): different Desserts, none the Inspiration's. Example:
                ['milk_praline', 'dark_semifreddo', 'milk_mousse', 'white_bonbon'].
            reserves (ChocolaSetupReserves): Each player's reserve of 2 face-up Chocolate cards (S3), by player id (a key is
                a player id; another key is a schema error). Example: {'ann': ['milk_dark', 'marbled_white'], 'bob':
                ['white_milk', 'dark_marbled']}.
            tavoletta (list[list[list[str]]]): The Tavoletta (S5): 2 rows of 4 stacks, each listed top card first (4 cards a
                stack with 2 players, 5 with 3 or 4).
            first_player (None | str | Unset): Who starts phase 1 (S9): who most recently ate chocolate. Omitted or null:
                the first listed player. Example: ann.
            removed (list[str] | None | Unset): The cards removed unseen (S4): 2 with 3 players, else none. Omitted or null:
                derived from the deck (S6).
     """

    inspiration: ChocolaInspiration
    requests: list[str]
    reserves: ChocolaSetupReserves
    tavoletta: list[list[list[str]]]
    first_player: None | str | Unset = UNSET
    removed: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_inspiration import ChocolaInspiration # noqa: PLC0415
        from ..models.chocola_setup_reserves import ChocolaSetupReserves # noqa: PLC0415
        inspiration = self.inspiration.to_dict()

        requests = self.requests



        reserves = self.reserves.to_dict()

        tavoletta = []
        for tavoletta_item_data in self.tavoletta:
            tavoletta_item = []
            for tavoletta_item_item_data in tavoletta_item_data:
                tavoletta_item_item = tavoletta_item_item_data


                tavoletta_item.append(tavoletta_item_item)


            tavoletta.append(tavoletta_item)



        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        removed: list[str] | None | Unset
        if isinstance(self.removed, Unset):
            removed = UNSET
        elif isinstance(self.removed, list):
            removed = self.removed


        else:
            removed = self.removed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "inspiration": inspiration,
            "requests": requests,
            "reserves": reserves,
            "tavoletta": tavoletta,
        })
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if removed is not UNSET:
            field_dict["removed"] = removed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_inspiration import ChocolaInspiration # noqa: PLC0415
        from ..models.chocola_setup_reserves import ChocolaSetupReserves # noqa: PLC0415
        d = dict(src_dict)
        inspiration = ChocolaInspiration.from_dict(d.pop("inspiration"))




        requests = cast(list[str], d.pop("requests"))


        reserves = ChocolaSetupReserves.from_dict(d.pop("reserves"))




        tavoletta = []
        _tavoletta = d.pop("tavoletta")
        for tavoletta_item_data in (_tavoletta):
            tavoletta_item = []
            _tavoletta_item = tavoletta_item_data
            for tavoletta_item_item_data in (_tavoletta_item):
                tavoletta_item_item = cast(list[str], tavoletta_item_item_data)

                tavoletta_item.append(tavoletta_item_item)

            tavoletta.append(tavoletta_item)


        def _parse_first_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        def _parse_removed(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                removed_type_0 = cast(list[str], data)

                return removed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        removed = _parse_removed(d.pop("removed", UNSET))


        chocola_setup = cls(
            inspiration=inspiration,
            requests=requests,
            reserves=reserves,
            tavoletta=tavoletta,
            first_player=first_player,
            removed=removed,
        )

        return chocola_setup

