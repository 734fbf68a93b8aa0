from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_extra_draw_move_type import ChocoChallengeExtraDrawMoveType






T = TypeVar("T", bound="ChocoChallengeExtraDrawMove")



@_attrs_define
class ChocoChallengeExtraDrawMove:
    """ X4: an opponent with more cards in front takes the top card of the deck (`card`, H3).

        Attributes:
            card (str): The card revealed, by id (`cocoa`, `nuts`...): it must have a copy in the pile it comes from (H3,
                checked as a rule). Example: cocoa.
            player (str): Who makes the move. Example: ann.
            type_ (ChocoChallengeExtraDrawMoveType):
     """

    card: str
    player: str
    type_: ChocoChallengeExtraDrawMoveType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

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
        card = d.pop("card")

        player = d.pop("player")

        type_ = ChocoChallengeExtraDrawMoveType(d.pop("type"))




        choco_challenge_extra_draw_move = cls(
            card=card,
            player=player,
            type_=type_,
        )

        return choco_challenge_extra_draw_move

