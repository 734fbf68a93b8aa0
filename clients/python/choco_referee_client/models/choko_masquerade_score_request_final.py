from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_final import ChokoMasqueradeFinal





T = TypeVar("T", bound="ChokoMasqueradeScoreRequestFinal")



@_attrs_define
class ChokoMasqueradeScoreRequestFinal:
    """ 
        Attributes:
            final (ChokoMasqueradeFinal): The final form (F1): each player's count of pairs, to score without a history.
     """

    final: ChokoMasqueradeFinal





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_final import ChokoMasqueradeFinal # noqa: PLC0415
        final = self.final.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "final": final,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_final import ChokoMasqueradeFinal # noqa: PLC0415
        d = dict(src_dict)
        final = ChokoMasqueradeFinal.from_dict(d.pop("final"))




        choko_masquerade_score_request_final = cls(
            final=final,
        )

        return choko_masquerade_score_request_final

