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
                - `/problems/body-too-large` (413): The request exceeds one of the service's limits on the work one request may
                ask: its body's bytes (decoded, for a gzip body), the arrays and objects it holds, or for a season the files,
                their arrays and objects and the moves they hold in all; `detail` names the limit. Nothing was done: send less,
                or in parts.
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
                - `/problems/request-timeout` (408): The request's header or body did not arrive in time (the edge's deadlines:
                the whole header, the whole body); nothing was done.
                - `/problems/request-line-too-long` (414): The request line (method, path and version) is longer than the
                service reads; no path of the service needs a query string.
                - `/problems/headers-too-large` (431): The request has too many header fields, or one too large; `detail` gives
                the limits.
                - `/problems/bad-gateway` (502): The edge (nginx) could not reach the referee behind it; try again shortly.
                - `/problems/gateway-timeout` (504): The referee behind the edge did not answer in time; try again shortly.
                - `/problems/too-many-requests` (429): This client (its address) has more requests or connections open at the
                edge than its share; `Retry-After` says when to try again.
                - `/problems/length-required` (411): The body must come with a Content-Length (this server cannot read a chunked
                one).
                - `/problems/not-implemented` (501): The request uses an HTTP feature the service does not implement, such as a
                Transfer-Encoding other than chunked.
                - `/problems/http-version-not-supported` (505): The request is not HTTP/1.0 or HTTP/1.1, the only versions the
                service speaks.
                - `/problems/http-error` (400): The request is not valid HTTP: its request line, a header field or its framing
                (a chunked body, a Content-Length, a body cut short).
                - `/problems/unauthorized` (401): The request lacks credentials; no path of the service needs any.
                - `/problems/forbidden` (403): The request is refused (gunicorn refuses a proxy request it does not trust).
                - `/problems/conflict` (409): The request conflicts with the resource's state; the service keeps none.
                - `/problems/gone` (410): The resource is gone for good.
                - `/problems/precondition-failed` (412): A precondition of the request (If-Match, If-Unmodified-Since) does not
                hold.
                - `/problems/range-not-satisfiable` (416): The Range asked is not within the answer's bytes.
                - `/problems/expectation-failed` (417): The Expect header asks for something other than 100-continue.
                - `/problems/im-a-teapot` (418): Status 418, kept unused by HTTP (RFC 9110).
                - `/problems/misdirected-request` (421): The request reached a server that does not answer for its host.
                - `/problems/locked` (423): The resource is locked.
                - `/problems/failed-dependency` (424): The request depended on another that failed.
                - `/problems/precondition-required` (428): The request must be conditional (If-Match).
                - `/problems/unavailable-for-legal-reasons` (451): The resource cannot be served for legal reasons. Example:
                /problems/rule-violation.
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

