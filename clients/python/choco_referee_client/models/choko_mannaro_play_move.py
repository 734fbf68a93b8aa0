from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_play_move_card import ChokoMannaroPlayMoveCard
from ..models.choko_mannaro_play_move_type import ChokoMannaroPlayMoveType






T = TypeVar("T", bound="ChokoMannaroPlayMove")



@_attrs_define
class ChokoMannaroPlayMove:
    """ R3, R4: a due player plays a card from hand, face down; the plays of a step are consecutive, in any order, and
    revealed together after the last.

        Attributes:
            card (ChokoMannaroPlayMoveCard): The card played from hand (R4). One of the 17 card ids of section 1 (H1).
                Example: fear.
            player (str): Who makes the move. Example: ann.
            type_ (ChokoMannaroPlayMoveType):
     """

    card: ChokoMannaroPlayMoveCard
    player: str
    type_: ChokoMannaroPlayMoveType





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = ChokoMannaroPlayMoveCard(d.pop("card"))




        player = d.pop("player")

        type_ = ChokoMannaroPlayMoveType(d.pop("type"))




        choko_mannaro_play_move = cls(
            card=card,
            player=player,
            type_=type_,
        )

        return choko_mannaro_play_move

