from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_history import ChokoMasqueradeHistory





T = TypeVar("T", bound="ChokoMasqueradeScoreRequestGame")



@_attrs_define
class ChokoMasqueradeScoreRequestGame:
    """ 
        Attributes:
            game (ChokoMasqueradeHistory): A whole game (H1): players, setup and every move so far, draws and guesses
                included.
     """

    game: ChokoMasqueradeHistory





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_history import ChokoMasqueradeHistory # noqa: PLC0415
        game = self.game.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_history import ChokoMasqueradeHistory # noqa: PLC0415
        d = dict(src_dict)
        game = ChokoMasqueradeHistory.from_dict(d.pop("game"))




        choko_masquerade_score_request_game = cls(
            game=game,
        )

        return choko_masquerade_score_request_game

