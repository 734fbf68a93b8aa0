from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_extra_tool_move_type import ChocoChallengeExtraToolMoveType






T = TypeVar("T", bound="ChocoChallengeExtraToolMove")



@_attrs_define
class ChocoChallengeExtraToolMove:
    """ X5: an opponent with fewer cards in front takes a tool they do not hold (`tool`).

        Attributes:
            player (str): Who makes the move. Example: ann.
            tool (str): A tool id: `whisk`, `pastry_bag` or `measuring_cup` (checked as a rule: B2, X5). Example: whisk.
            type_ (ChocoChallengeExtraToolMoveType):
     """

    player: str
    tool: str
    type_: ChocoChallengeExtraToolMoveType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        tool = self.tool

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "tool": tool,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        tool = d.pop("tool")

        type_ = ChocoChallengeExtraToolMoveType(d.pop("type"))




        choco_challenge_extra_tool_move = cls(
            player=player,
            tool=tool,
            type_=type_,
        )

        return choco_challenge_extra_tool_move

