from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_open_api_document_response_200_info import GetOpenApiDocumentResponse200Info
  from ..models.get_open_api_document_response_200_paths import GetOpenApiDocumentResponse200Paths





T = TypeVar("T", bound="GetOpenApiDocumentResponse200")



@_attrs_define
class GetOpenApiDocumentResponse200:
    """ An OpenAPI 3.0 document.

        Attributes:
            info (GetOpenApiDocumentResponse200Info): The title, the API's version...
            openapi (str):  Example: 3.0.3.
            paths (GetOpenApiDocumentResponse200Paths): Every path, by its template.
     """

    info: GetOpenApiDocumentResponse200Info
    openapi: str
    paths: GetOpenApiDocumentResponse200Paths
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_open_api_document_response_200_info import GetOpenApiDocumentResponse200Info # noqa: PLC0415
        from ..models.get_open_api_document_response_200_paths import GetOpenApiDocumentResponse200Paths # noqa: PLC0415
        info = self.info.to_dict()

        openapi = self.openapi

        paths = self.paths.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "info": info,
            "openapi": openapi,
            "paths": paths,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_open_api_document_response_200_info import GetOpenApiDocumentResponse200Info # noqa: PLC0415
        from ..models.get_open_api_document_response_200_paths import GetOpenApiDocumentResponse200Paths # noqa: PLC0415
        d = dict(src_dict)
        info = GetOpenApiDocumentResponse200Info.from_dict(d.pop("info"))




        openapi = d.pop("openapi")

        paths = GetOpenApiDocumentResponse200Paths.from_dict(d.pop("paths"))




        get_open_api_document_response_200 = cls(
            info=info,
            openapi=openapi,
            paths=paths,
        )


        get_open_api_document_response_200.additional_properties = d
        return get_open_api_document_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
