from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_phase_scores_phase_number import ChocolaPhaseScoresPhaseNumber
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_phase_scores_scores import ChocolaPhaseScoresScores





T = TypeVar("T", bound="ChocolaPhaseScores")



@_attrs_define
class ChocolaPhaseScores:
    """ 
        Attributes:
            phase_number (ChocolaPhaseScoresPhaseNumber):
            scores (ChocolaPhaseScoresScores): Each player's score for the phase (V8). Keys are player ids.
     """

    phase_number: ChocolaPhaseScoresPhaseNumber
    scores: ChocolaPhaseScoresScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_phase_scores_scores import ChocolaPhaseScoresScores # noqa: PLC0415
        phase_number = self.phase_number.value

        scores = self.scores.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "phase_number": phase_number,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_phase_scores_scores import ChocolaPhaseScoresScores # noqa: PLC0415
        d = dict(src_dict)
        phase_number = ChocolaPhaseScoresPhaseNumber(d.pop("phase_number"))




        scores = ChocolaPhaseScoresScores.from_dict(d.pop("scores"))




        chocola_phase_scores = cls(
            phase_number=phase_number,
            scores=scores,
        )

        return chocola_phase_scores

