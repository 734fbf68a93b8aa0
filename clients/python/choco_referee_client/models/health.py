from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.health_status import HealthStatus






T = TypeVar("T", bound="Health")



@_attrs_define
class Health:
    """ The service's health.

        Attributes:
            status (HealthStatus): Always `ok` with a 200. Example: ok.
     """

    status: HealthStatus





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = HealthStatus(d.pop("status"))




        health = cls(
            status=status,
        )

        return health

