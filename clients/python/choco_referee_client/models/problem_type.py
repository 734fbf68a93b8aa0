from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_type_uri import ProblemTypeUri






T = TypeVar("T", bound="ProblemType")



@_attrs_define
class ProblemType:
    """ A kind of problem (the `type` of an error answer), described.

        Attributes:
            description (str): What it means and what to look at.
            status (int): The HTTP status it usually comes with. Example: 422.
            title (str): Its title in English. Example: The game breaks a rule.
            title_it (str): Its title in Italian. Example: La partita viola una regola.
            type_ (ProblemTypeUri): A kind of problem: a URI reference that `GET` describes.

                - `/problems/malformed-json` (400): The body could not be parsed as JSON (syntax, invalid UTF-8, nesting deeper
                than 1024 levels, or a number beyond the range of a double such as 1e400). `detail` says where. (An integer
                beyond 64 bits parses as a number that is not an integer, refused as invalid-body.)
                - `/problems/invalid-body` (422): The JSON is well formed but fields are missing, of the wrong type, out of
                range or unknown. `errors` lists the bad fields, each with a JSON pointer (at most 100, sorted by pointer;
                `detail` gives the count).
                - `/problems/rule-violation` (422): The body is well formed but breaks a rule of the game. `violation` names the
                rule id (see GET /<game>/rules), the move index and a JSON pointer.
                - `/problems/body-too-large` (413): The body exceeds one of the service's size limits: its bytes (decoded, for a
                gzip body) or the arrays and objects it holds; `detail` gives the limit.
                - `/problems/unsupported-media-type` (415): The body is not declared as JSON in UTF-8: no Content-Type, a media
                type other than JSON, a charset other than UTF-8, or a Content-Encoding other than gzip (a gzip body is decoded;
                the size limit applies to the decoded body).
                - `/problems/not-found` (404): No resource lives at this path.
                - `/problems/method-not-allowed` (405): The path exists but not with this method; the Allow header lists the
                methods.
                - `/problems/not-acceptable` (406): The service cannot answer in a media type the request accepts.
                - `/problems/internal-error` (500): The service failed. This is never caused by what a client sends; it is
                logged with the request id.
                - `/problems/service-unavailable` (503): The service is starting or shutting down; try again shortly
                (readiness).
                - `/problems/request-timeout` (408): The request's headers or body did not arrive in time (the edge's client
                timeouts); nothing was done.
                - `/problems/request-line-too-long` (414): The request line (method, path and version) is longer than the
                service reads; no path of the service needs a query string.
                - `/problems/headers-too-large` (431): The request has too many header fields, or one too large; `detail` gives
                the limits.
                - `/problems/bad-gateway` (502): The edge (nginx) could not reach the referee behind it; try again shortly.
                - `/problems/gateway-timeout` (504): The referee behind the edge did not answer in time; try again shortly.
                - `/problems/http-error` (400): Any other HTTP error. Example: /problems/rule-violation.
     """

    description: str
    status: int
    title: str
    title_it: str
    type_: ProblemTypeUri





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        status = self.status

        title = self.title

        title_it = self.title_it

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "status": status,
            "title": title,
            "title_it": title_it,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        status = d.pop("status")

        title = d.pop("title")

        title_it = d.pop("title_it")

        type_ = ProblemTypeUri(d.pop("type"))




        problem_type = cls(
            description=description,
            status=status,
            title=title,
            title_it=title_it,
            type_=type_,
        )

        return problem_type

