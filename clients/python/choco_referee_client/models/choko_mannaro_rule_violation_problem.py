from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_type_uri import ProblemTypeUri
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_violation import ChokoMannaroViolation





T = TypeVar("T", bound="ChokoMannaroRuleViolationProblem")



@_attrs_define
class ChokoMannaroRuleViolationProblem:
    """ The body is well formed but breaks a rule of Chokowerewolf: `violation` names the rule (one of the game's rule ids),
    the move and a JSON pointer.

        Attributes:
            detail (str): What exactly is wrong with this request, in the request's language (Accept-Language). Example: A2
                (moves[5]): bob holds 3 vouchers and cannot offer 4.
            status (int): The HTTP status code of the answer. Example: 422.
            title (str): A short summary of the kind of problem, in the request's language. Example: The game breaks a rule.
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
            violation (ChokoMannaroViolation): A broken rule: which, where, and why.
            instance (str | Unset): The path of the request. Example: /score/choco-late.
            request_id (str | Unset): The X-Request-ID of the request, to find it in the logs. Example:
                4f2c0a9e8b7d4d0f9a3c6e1b2d5f7a80.
     """

    detail: str
    status: int
    title: str
    type_: ProblemTypeUri
    violation: ChokoMannaroViolation
    instance: str | Unset = UNSET
    request_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_violation import ChokoMannaroViolation # noqa: PLC0415
        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_.value

        violation = self.violation.to_dict()

        instance = self.instance

        request_id = self.request_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
            "violation": violation,
        })
        if instance is not UNSET:
            field_dict["instance"] = instance
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_violation import ChokoMannaroViolation # noqa: PLC0415
        d = dict(src_dict)
        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = ProblemTypeUri(d.pop("type"))




        violation = ChokoMannaroViolation.from_dict(d.pop("violation"))




        instance = d.pop("instance", UNSET)

        request_id = d.pop("request_id", UNSET)

        choko_mannaro_rule_violation_problem = cls(
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            violation=violation,
            instance=instance,
            request_id=request_id,
        )


        choko_mannaro_rule_violation_problem.additional_properties = d
        return choko_mannaro_rule_violation_problem

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
