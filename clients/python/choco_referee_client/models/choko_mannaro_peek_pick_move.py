from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_peek_pick_move_card import ChokoMannaroPeekPickMoveCard
from ..models.choko_mannaro_peek_pick_move_type import ChokoMannaroPeekPickMoveType






T = TypeVar("T", bound="ChokoMannaroPeekPickMove")



@_attrs_define
class ChokoMannaroPeekPickMove:
    """ G2: the Peeping Tom's activator picks one of the cards peeked, played at once (G3).

        Attributes:
            card (ChokoMannaroPeekPickMoveCard): One of the cards peeked (G2). One of the 17 card ids of section 1 (H1).
                Example: cinema.
            player (str): Who makes the move. Example: ann.
            type_ (ChokoMannaroPeekPickMoveType):
     """

    card: ChokoMannaroPeekPickMoveCard
    player: str
    type_: ChokoMannaroPeekPickMoveType





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
        card = ChokoMannaroPeekPickMoveCard(d.pop("card"))




        player = d.pop("player")

        type_ = ChokoMannaroPeekPickMoveType(d.pop("type"))




        choko_mannaro_peek_pick_move = cls(
            card=card,
            player=player,
            type_=type_,
        )

        return choko_mannaro_peek_pick_move

