from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_slaughter_pick_move_card import ChokoMannaroSlaughterPickMoveCard
from ..models.choko_mannaro_slaughter_pick_move_type import ChokoMannaroSlaughterPickMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChokoMannaroSlaughterPickMove")



@_attrs_define
class ChokoMannaroSlaughterPickMove:
    """ W2, D4 (blind: chance): the picker takes a card unseen from the victim's hand, named; `victim` is an optional echo
    (H3).

        Attributes:
            card (ChokoMannaroSlaughterPickMoveCard): The card taken from the victim's hand (W2). One of the 17 card ids of
                section 1 (H1). Example: masseur.
            player (str): Who makes the move. Example: ann.
            type_ (ChokoMannaroSlaughterPickMoveType):
            victim (None | str | Unset): Optional echo: the victim, the first holder to the picker's left (W6, H3). Example:
                ann.
     """

    card: ChokoMannaroSlaughterPickMoveCard
    player: str
    type_: ChokoMannaroSlaughterPickMoveType
    victim: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        player = self.player

        type_ = self.type_.value

        victim: None | str | Unset
        if isinstance(self.victim, Unset):
            victim = UNSET
        else:
            victim = self.victim


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "player": player,
            "type": type_,
        })
        if victim is not UNSET:
            field_dict["victim"] = victim

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = ChokoMannaroSlaughterPickMoveCard(d.pop("card"))




        player = d.pop("player")

        type_ = ChokoMannaroSlaughterPickMoveType(d.pop("type"))




        def _parse_victim(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        victim = _parse_victim(d.pop("victim", UNSET))


        choko_mannaro_slaughter_pick_move = cls(
            card=card,
            player=player,
            type_=type_,
            victim=victim,
        )

        return choko_mannaro_slaughter_pick_move

