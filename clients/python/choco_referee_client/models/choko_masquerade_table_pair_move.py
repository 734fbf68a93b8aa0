from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_card import ChokoMasqueradeCard
from ..models.choko_masquerade_table_pair_move_type import ChokoMasqueradeTablePairMoveType






T = TypeVar("T", bound="ChokoMasqueradeTablePairMove")



@_attrs_define
class ChokoMasqueradeTablePairMove:
    """ P3: take the two cards of a character from the table, both matchable.

        Attributes:
            card (ChokoMasqueradeCard): A card id (D1): the character it shows. Each is printed on exactly 2 cards, which
                pair.

                - `chokomannaro`: The ChokoMannaro: pairing it starts the slaughter (P5).
                - `mask_01`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_02`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_03`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_04`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_05`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_06`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_07`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_08`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_09`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_10`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_11`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_12`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_13`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_14`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_15`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_16`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_17`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_18`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_19`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_20`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_21`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_22`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_23`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_24`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_25`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_26`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_27`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_28`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_29`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4). Example: mask_07.
            player (str): Who makes the move. Example: ann.
            type_ (ChokoMasqueradeTablePairMoveType):
     """

    card: ChokoMasqueradeCard
    player: str
    type_: ChokoMasqueradeTablePairMoveType





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
        card = ChokoMasqueradeCard(d.pop("card"))




        player = d.pop("player")

        type_ = ChokoMasqueradeTablePairMoveType(d.pop("type"))




        choko_masquerade_table_pair_move = cls(
            card=card,
            player=player,
            type_=type_,
        )

        return choko_masquerade_table_pair_move

