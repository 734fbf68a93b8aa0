from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_final_player_decorations import ChocolaFinalPlayerDecorations





T = TypeVar("T", bound="ChocolaFinalPlayer")



@_attrs_define
class ChocolaFinalPlayer:
    """ One player's final holding.

        Attributes:
            desserts (list[str]): The player's Desserts (V1), each once. Example: ['milk_praline', 'dark_praline',
                'white_semifreddo', 'dark_mousse', 'milk_mousse'].
            player (str): The player's id; each player once (S1). Example: ann.
            decorations (ChocolaFinalPlayerDecorations | Unset): With second_phase: the Decorations assigned, own Dessert id
                -> its Decorations (D1, D2). Example: {'milk_mousse': ['milk_glaze', 'caramel'], 'white_semifreddo':
                ['red_sprinkles']}.
            tray (list[str] | Unset): The tray (V2); omitted: the best tray (V3).
            unassigned (list[str] | Unset): With second_phase: Decorations left unassigned (D3).
     """

    desserts: list[str]
    player: str
    decorations: ChocolaFinalPlayerDecorations | Unset = UNSET
    tray: list[str] | Unset = UNSET
    unassigned: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_final_player_decorations import ChocolaFinalPlayerDecorations # noqa: PLC0415
        desserts = self.desserts



        player = self.player

        decorations: dict[str, Any] | Unset = UNSET
        if not isinstance(self.decorations, Unset):
            decorations = self.decorations.to_dict()

        tray: list[str] | Unset = UNSET
        if not isinstance(self.tray, Unset):
            tray = self.tray



        unassigned: list[str] | Unset = UNSET
        if not isinstance(self.unassigned, Unset):
            unassigned = self.unassigned




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "desserts": desserts,
            "player": player,
        })
        if decorations is not UNSET:
            field_dict["decorations"] = decorations
        if tray is not UNSET:
            field_dict["tray"] = tray
        if unassigned is not UNSET:
            field_dict["unassigned"] = unassigned

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_final_player_decorations import ChocolaFinalPlayerDecorations # noqa: PLC0415
        d = dict(src_dict)
        desserts = cast(list[str], d.pop("desserts"))


        player = d.pop("player")

        _decorations = d.pop("decorations", UNSET)
        decorations: ChocolaFinalPlayerDecorations | Unset
        if isinstance(_decorations,  Unset):
            decorations = UNSET
        else:
            decorations = ChocolaFinalPlayerDecorations.from_dict(_decorations)




        tray = cast(list[str], d.pop("tray", UNSET))


        unassigned = cast(list[str], d.pop("unassigned", UNSET))


        chocola_final_player = cls(
            desserts=desserts,
            player=player,
            decorations=decorations,
            tray=tray,
            unassigned=unassigned,
        )

        return chocola_final_player

