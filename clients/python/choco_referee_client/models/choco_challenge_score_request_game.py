from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_history import ChocoChallengeHistory





T = TypeVar("T", bound="ChocoChallengeScoreRequestGame")



@_attrs_define
class ChocoChallengeScoreRequestGame:
    """ 
        Attributes:
            game (ChocoChallengeHistory): A whole game: the players, the setup and every move so far, chance outcomes
                included (H1).
     """

    game: ChocoChallengeHistory





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_history import ChocoChallengeHistory # noqa: PLC0415
        game = self.game.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_history import ChocoChallengeHistory # noqa: PLC0415
        d = dict(src_dict)
        game = ChocoChallengeHistory.from_dict(d.pop("game"))




        choco_challenge_score_request_game = cls(
            game=game,
        )

        return choco_challenge_score_request_game

