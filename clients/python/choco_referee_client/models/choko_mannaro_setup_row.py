from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChokoMannaroSetupRow")



@_attrs_define
class ChokoMannaroSetupRow:
    """ 
        Attributes:
            chokos (int): Chokos each (S2).
            main_deck (int): The main deck after the deal.
            players (int):
     """

    chokos: int
    main_deck: int
    players: int





    def to_dict(self) -> dict[str, Any]:
        chokos = self.chokos

        main_deck = self.main_deck

        players = self.players


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chokos": chokos,
            "main_deck": main_deck,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chokos = d.pop("chokos")

        main_deck = d.pop("main_deck")

        players = d.pop("players")

        choko_mannaro_setup_row = cls(
            chokos=chokos,
            main_deck=main_deck,
            players=players,
        )

        return choko_mannaro_setup_row

