from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_final import ChocoChallengeFinal





T = TypeVar("T", bound="ChocoChallengeScoreRequestFinal")



@_attrs_define
class ChocoChallengeScoreRequestFinal:
    """ 
        Attributes:
            final (ChocoChallengeFinal): The final form of a game (W5): every player's ingredients and desserts.
     """

    final: ChocoChallengeFinal





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_final import ChocoChallengeFinal # noqa: PLC0415
        final = self.final.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "final": final,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_final import ChocoChallengeFinal # noqa: PLC0415
        d = dict(src_dict)
        final = ChocoChallengeFinal.from_dict(d.pop("final"))




        choco_challenge_score_request_final = cls(
            final=final,
        )

        return choco_challenge_score_request_final

