from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_history import ChocoLateHistory





T = TypeVar("T", bound="ChocoLateScoreRequestGame")



@_attrs_define
class ChocoLateScoreRequestGame:
    """ 
        Attributes:
            game (ChocoLateHistory): A whole game: players, variants, the deal and every move so far (E2).
     """

    game: ChocoLateHistory





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_history import ChocoLateHistory # noqa: PLC0415
        game = self.game.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_history import ChocoLateHistory # noqa: PLC0415
        d = dict(src_dict)
        game = ChocoLateHistory.from_dict(d.pop("game"))




        choco_late_score_request_game = cls(
            game=game,
        )

        return choco_late_score_request_game

