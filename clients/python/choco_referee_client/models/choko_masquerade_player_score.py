from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_card import ChokoMasqueradeCard
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChokoMasqueradePlayerScore")



@_attrs_define
class ChokoMasqueradePlayerScore:
    """ One player's standing: `total` is the pairs held (W1), made minus eaten; with a history, the breakdown.

        Attributes:
            player (str): The player's id. Example: ann.
            rank (int): 1 is best; players sharing a place share a rank (the next rank skips). Example: 1.
            total (int): The number that ranks the players.
            cards (list[ChokoMasqueradeCard] | Unset): With a history: the characters of the pairs held, in the order made.
            eaten (int | Unset): With a history: of those, eaten (M4).
            made (int | Unset): With a history: the pairs the player made.
            saved (int | Unset): With a history: of those, saved (M4).
     """

    player: str
    rank: int
    total: int
    cards: list[ChokoMasqueradeCard] | Unset = UNSET
    eaten: int | Unset = UNSET
    made: int | Unset = UNSET
    saved: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        rank = self.rank

        total = self.total

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.value
                cards.append(cards_item)



        eaten = self.eaten

        made = self.made

        saved = self.saved


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "rank": rank,
            "total": total,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if eaten is not UNSET:
            field_dict["eaten"] = eaten
        if made is not UNSET:
            field_dict["made"] = made
        if saved is not UNSET:
            field_dict["saved"] = saved

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        rank = d.pop("rank")

        total = d.pop("total")

        _cards = d.pop("cards", UNSET)
        cards: list[ChokoMasqueradeCard] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = ChokoMasqueradeCard(cards_item_data)



                cards.append(cards_item)


        eaten = d.pop("eaten", UNSET)

        made = d.pop("made", UNSET)

        saved = d.pop("saved", UNSET)

        choko_masquerade_player_score = cls(
            player=player,
            rank=rank,
            total=total,
            cards=cards,
            eaten=eaten,
            made=made,
            saved=saved,
        )

        return choko_masquerade_player_score

