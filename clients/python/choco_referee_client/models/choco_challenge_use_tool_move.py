from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_use_tool_move_type import ChocoChallengeUseToolMoveType






T = TypeVar("T", bound="ChocoChallengeUseToolMove")



@_attrs_define
class ChocoChallengeUseToolMove:
    """ B2: after a matching draw, the drawer discards it with a tool they hold (`tool`) and goes on.

        Attributes:
            player (str): Who makes the move. Example: ann.
            tool (str): A tool id: `whisk`, `pastry_bag` or `measuring_cup` (checked as a rule: B2, X5). Example: whisk.
            type_ (ChocoChallengeUseToolMoveType):
     """

    player: str
    tool: str
    type_: ChocoChallengeUseToolMoveType





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

        type_ = ChocoChallengeUseToolMoveType(d.pop("type"))




        choco_challenge_use_tool_move = cls(
            player=player,
            tool=tool,
            type_=type_,
        )

        return choco_challenge_use_tool_move

