from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_quarantine_move_type import ChokoMannaroQuarantineMoveType






T = TypeVar("T", bound="ChokoMannaroQuarantineMove")



@_attrs_define
class ChokoMannaroQuarantineMove:
    """ R1, Q4: at a round start, a quarantined player keeps the quarantine (`keep: true`, 2 Chokos from the second round
    start on) or ends it (`keep: false`).

        Attributes:
            keep (bool): true: keep the quarantine (2 Chokos to the pool, but not at the first round start after it began,
                Q4); false: end it. Example: True.
            player (str): Who makes the move. Example: ann.
            type_ (ChokoMannaroQuarantineMoveType):
     """

    keep: bool
    player: str
    type_: ChokoMannaroQuarantineMoveType





    def to_dict(self) -> dict[str, Any]:
        keep = self.keep

        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "keep": keep,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        keep = d.pop("keep")

        player = d.pop("player")

        type_ = ChokoMannaroQuarantineMoveType(d.pop("type"))




        choko_mannaro_quarantine_move = cls(
            keep=keep,
            player=player,
            type_=type_,
        )

        return choko_mannaro_quarantine_move

