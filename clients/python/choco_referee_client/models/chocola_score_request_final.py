from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_final import ChocolaFinal





T = TypeVar("T", bound="ChocolaScoreRequestFinal")



@_attrs_define
class ChocolaScoreRequestFinal:
    """ 
        Attributes:
            final (ChocolaFinal): The final form (section 7): the variants, the Inspiration and what every player holds.
     """

    final: ChocolaFinal





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_final import ChocolaFinal # noqa: PLC0415
        final = self.final.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "final": final,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_final import ChocolaFinal # noqa: PLC0415
        d = dict(src_dict)
        final = ChocolaFinal.from_dict(d.pop("final"))




        chocola_score_request_final = cls(
            final=final,
        )

        return chocola_score_request_final

