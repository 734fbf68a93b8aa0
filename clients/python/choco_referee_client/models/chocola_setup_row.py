from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChocolaSetupRow")



@_attrs_define
class ChocolaSetupRow:
    """ 
        Attributes:
            cards_per_stack (int):
            deck (int): Chocolate cards in the deck (S2).
            marked_out (bool): The "3-4" cards are out.
            players (int):
            removed (int): Cards removed face down (S4).
            reserve (int): Cards in each reserve (S3).
            stacks (int):
            tavoletta (int): Cards in the Tavoletta.
     """

    cards_per_stack: int
    deck: int
    marked_out: bool
    players: int
    removed: int
    reserve: int
    stacks: int
    tavoletta: int





    def to_dict(self) -> dict[str, Any]:
        cards_per_stack = self.cards_per_stack

        deck = self.deck

        marked_out = self.marked_out

        players = self.players

        removed = self.removed

        reserve = self.reserve

        stacks = self.stacks

        tavoletta = self.tavoletta


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards_per_stack": cards_per_stack,
            "deck": deck,
            "marked_out": marked_out,
            "players": players,
            "removed": removed,
            "reserve": reserve,
            "stacks": stacks,
            "tavoletta": tavoletta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards_per_stack = d.pop("cards_per_stack")

        deck = d.pop("deck")

        marked_out = d.pop("marked_out")

        players = d.pop("players")

        removed = d.pop("removed")

        reserve = d.pop("reserve")

        stacks = d.pop("stacks")

        tavoletta = d.pop("tavoletta")

        chocola_setup_row = cls(
            cards_per_stack=cards_per_stack,
            deck=deck,
            marked_out=marked_out,
            players=players,
            removed=removed,
            reserve=reserve,
            stacks=stacks,
            tavoletta=tavoletta,
        )

        return chocola_setup_row

