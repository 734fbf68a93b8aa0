from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_peek_move_card import ChokoMannaroPeekMoveCard
from ..models.choko_mannaro_peek_move_type import ChokoMannaroPeekMoveType






T = TypeVar("T", bound="ChokoMannaroPeekMove")



@_attrs_define
class ChokoMannaroPeekMove:
    """ G1, D2 (chance): a card the Peeping Tom's activator looks at, named; it must be in the main deck.

        Attributes:
            card (ChokoMannaroPeekMoveCard): The card looked at: it must be in the main deck (D2). One of the 17 card ids of
                section 1 (H1). Example: cinema.
            player (str): Who makes the move. Example: ann.
            type_ (ChokoMannaroPeekMoveType):
     """

    card: ChokoMannaroPeekMoveCard
    player: str
    type_: ChokoMannaroPeekMoveType





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
        card = ChokoMannaroPeekMoveCard(d.pop("card"))




        player = d.pop("player")

        type_ = ChokoMannaroPeekMoveType(d.pop("type"))




        choko_mannaro_peek_move = cls(
            card=card,
            player=player,
            type_=type_,
        )

        return choko_mannaro_peek_move

