from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChokoMasqueradeSetupTable")



@_attrs_define
class ChokoMasqueradeSetupTable:
    """ 
        Attributes:
            columns (int): Columns on the table (C1).
            deck (int): Cards left in the deck (S4).
            hand (int): Cards dealt to each player (S3).
            players (int): Players (S1).
            table (int): Cards laid on the table, one a column (S2).
     """

    columns: int
    deck: int
    hand: int
    players: int
    table: int





    def to_dict(self) -> dict[str, Any]:
        columns = self.columns

        deck = self.deck

        hand = self.hand

        players = self.players

        table = self.table


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "columns": columns,
            "deck": deck,
            "hand": hand,
            "players": players,
            "table": table,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        columns = d.pop("columns")

        deck = d.pop("deck")

        hand = d.pop("hand")

        players = d.pop("players")

        table = d.pop("table")

        choko_masquerade_setup_table = cls(
            columns=columns,
            deck=deck,
            hand=hand,
            players=players,
            table=table,
        )

        return choko_masquerade_setup_table

