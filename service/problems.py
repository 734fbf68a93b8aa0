"""Problem documents (RFC 9457) as data, without HTTP: the kinds of problem the service
answers with, and a schema error's field list with JSON pointers. The HTTP layer
(service/errors.py) and the command line both use them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from marshmallow import ValidationError

from service.text import schema_message, word

PROBLEM_MIMETYPE = "application/problem+json"


@dataclass(frozen=True)
class ProblemType:
    slug: str
    status: int
    description: str

    @property
    def uri(self) -> str:
        return f"/problems/{self.slug}"

    def title(self, lang: str) -> str:
        return word(f"title_{self.slug}", lang)

    @property
    def title_en(self) -> str:
        return self.title("en")

    @property
    def title_it(self) -> str:
        return self.title("it")


PROBLEM_TYPES: dict[str, ProblemType] = {
    p.slug: p
    for p in (
        # The service's own kinds of problem: what a body says, and what the referee decides.
        ProblemType("malformed-json", 400,
                    "The body could not be parsed as JSON (syntax, invalid UTF-8, nesting deeper than "
                    "1024 levels, or a number beyond the range of a double such as 1e400). "
                    "`detail` says where. (An integer beyond 64 bits parses as a number that is "
                    "not an integer, refused as invalid-body.)"),
        ProblemType("invalid-body", 422,
                    "The JSON is well formed but fields are missing, of the wrong type, out of "
                    "range or unknown. `errors` lists the bad fields, each with a JSON pointer "
                    "(at most 100, sorted by pointer; `detail` gives the count)."),
        ProblemType("rule-violation", 422,
                    "The body is well formed but breaks a rule of the game. `violation` names the "
                    "rule id (see GET /<game>/rules), the move index and a JSON pointer."),
        ProblemType("body-too-large", 413,
                    "The request exceeds one of the service's limits on the work one request may ask: "
                    "its body's bytes (decoded, for a gzip body), the arrays and objects it holds, or "
                    "for a season the files, their arrays and objects and the moves they hold in all; "
                    "`detail` names the limit. Nothing was done: send less, or in parts."),
        ProblemType("unsupported-media-type", 415,
                    "The body is not declared as JSON in UTF-8: no Content-Type, a media type "
                    "other than JSON, a charset other than UTF-8, or a Content-Encoding other "
                    "than gzip (a gzip body is decoded; the size limit applies to the decoded body)."),
        ProblemType("not-found", 404,
                    "No resource lives at this path."),
        ProblemType("method-not-allowed", 405,
                    "The path exists but not with this method; the Allow header lists the methods."),
        ProblemType("not-acceptable", 406,
                    "The service cannot answer in a media type the request accepts."),
        ProblemType("internal-error", 500,
                    "The service failed. This is never caused by what a client sends; it is logged "
                    "with the request id."),
        ProblemType("service-unavailable", 503,
                    "The service is starting or shutting down; try again shortly (readiness)."),
        ProblemType("request-timeout", 408,
                    "The request's header or body did not arrive in time (the edge's deadlines: the "
                    "whole header, the whole body); nothing was done."),
        ProblemType("request-line-too-long", 414,
                    "The request line (method, path and version) is longer than the service reads; "
                    "no path of the service needs a query string."),
        ProblemType("headers-too-large", 431,
                    "The request has too many header fields, or one too large; `detail` gives the limits."),
        ProblemType("bad-gateway", 502,
                    "The edge (nginx) could not reach the referee behind it; try again shortly."),
        ProblemType("gateway-timeout", 504,
                    "The referee behind the edge did not answer in time; try again shortly."),
        ProblemType("too-many-requests", 429,
                    "This client (its address) has more requests or connections open at the edge than "
                    "its share; `Retry-After` says when to try again."),
        ProblemType("length-required", 411,
                    "The body must come with a Content-Length (this server cannot read a chunked one)."),
        ProblemType("not-implemented", 501,
                    "The request uses an HTTP feature the service does not implement, such as a "
                    "Transfer-Encoding other than chunked."),
        ProblemType("http-version-not-supported", 505,
                    "The request is not HTTP/1.0 or HTTP/1.1, the only versions the service speaks."),
        ProblemType("http-error", 400,
                    "The request is not valid HTTP: its request line, a header field or its framing "
                    "(a chunked body, a Content-Length, a body cut short)."),
        # The other statuses of HTTP's error classes (RFC 9110), so that whatever layer answers
        # one (nginx, gunicorn, werkzeug) says what it means under its own title.
        ProblemType("unauthorized", 401, "The request lacks credentials; no path of the service needs any."),
        ProblemType("forbidden", 403, "The request is refused (gunicorn refuses a proxy request it does not trust)."),
        ProblemType("conflict", 409, "The request conflicts with the resource's state; the service keeps none."),
        ProblemType("gone", 410, "The resource is gone for good."),
        ProblemType("precondition-failed", 412, "A precondition of the request (If-Match, If-Unmodified-Since) "
                                                "does not hold."),
        ProblemType("range-not-satisfiable", 416, "The Range asked is not within the answer's bytes."),
        ProblemType("expectation-failed", 417, "The Expect header asks for something other than 100-continue."),
        ProblemType("im-a-teapot", 418, "Status 418, kept unused by HTTP (RFC 9110)."),
        ProblemType("misdirected-request", 421, "The request reached a server that does not answer for its host."),
        ProblemType("locked", 423, "The resource is locked."),
        ProblemType("failed-dependency", 424, "The request depended on another that failed."),
        ProblemType("precondition-required", 428, "The request must be conditional (If-Match)."),
        ProblemType("unavailable-for-legal-reasons", 451, "The resource cannot be served for legal reasons."),
    )
}

# The problem type of each HTTP error status when nothing more precise is known (the app's
# HTTP errors, gunicorn's refusals, the edge's own answers): one per status, its title that
# status's (tests/api/test_problem_titles.py holds every layer to it).
# (Two types share 400 and two 422: the generic one is named.)
STATUS_SLUGS: dict[int, str] = {**{kind.status: kind.slug for kind in PROBLEM_TYPES.values()},
                                400: "http-error", 422: "invalid-body"}


def problem_fields(slug: str, detail: str, lang: str) -> dict[str, Any]:
    """The members every problem document of the service begins with (RFC 9457): its type,
    title (in `lang`), status (the type's: a title always goes with its own status) and
    detail; the app's, gunicorn's and the edge's add theirs."""
    kind = PROBLEM_TYPES[slug]
    return {"type": kind.uri, "title": kind.title(lang), "status": kind.status, "detail": detail}


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


class RuledMessage(str):
    """A schema error message that names the rule it breaks (ChokoMasquerade's D1, say): the
    422 lists it with that `rule`, decided where the error is raised, not by its text."""

    rule: str

    def __new__(cls, text: str, rule: str) -> RuledMessage:
        message = super().__new__(cls, text)
        message.rule = rule
        return message


def pointer_errors(messages: Any, prefix: str = "") -> list[dict[str, str]]:
    """Flattens marshmallow's nested error messages into a list of {pointer, message} (and
    `rule`, for a :class:`RuledMessage`)."""
    out: list[dict[str, str]] = []
    if isinstance(messages, dict):
        for key, value in messages.items():
            if key == "_schema":
                out.extend(pointer_errors(value, prefix))
            else:
                out.extend(pointer_errors(value, f"{prefix}/{_escape(str(key))}"))
    elif isinstance(messages, (list, tuple)):
        for value in messages:
            if isinstance(value, (dict, list, tuple)):
                out.extend(pointer_errors(value, prefix))
            else:
                out.append(_entry(prefix, value))
    else:
        out.append(_entry(prefix, messages))
    return out


def _entry(pointer: str, message: Any) -> dict[str, str]:
    if type(message) is RuledMessage:
        return {"pointer": pointer, "message": str(message), "rule": message.rule}
    return {"pointer": pointer, "message": str(message)}


MAX_LISTED_ERRORS = 100
"""A problem document lists at most this many field errors: a hostile body of 1 MiB can
break the schema in 200,000 places, and the answer must stay small (`detail` says how
many were found)."""


def _pointer_order(error: dict[str, str]) -> tuple:
    """By pointer, array indexes compared as numbers (/moves/2 before /moves/10)."""
    # (length, digits) orders ASCII numbers without int(): a key may be 100,000 digits long
    tokens = tuple((0, len(t), t) if t.isascii() and t.isdigit() else (1, 0, t)
                   for t in error["pointer"].split("/"))
    return tokens, error["message"]


def schema_errors(error: ValidationError, lang: str = "en", *, prefix: str = "",
                  error_rule: Callable[[str], str] | None = None) -> tuple[str, list[dict[str, str]]]:
    """The `detail` and `errors` of a 422 for a body that breaks the schema: every field
    (at most MAX_LISTED_ERRORS), each message in `lang`, its pointer under `prefix` (a body
    read from inside another), and the rule it breaks where the request's schema names one
    (a :class:`RuledMessage`'s own, else `error_rule` of its pointer, see RequestSchema)."""
    errors = pointer_errors(error.messages, prefix)
    errors.sort(key=_pointer_order)
    n = len(errors)
    listed = []
    for e in errors[:MAX_LISTED_ERRORS]:
        entry = {"pointer": e["pointer"], "message": schema_message(e["message"], lang)}
        if "rule" in e:
            entry["rule"] = e["rule"]
        elif error_rule is not None:
            entry["rule"] = error_rule(e["pointer"])
        listed.append(entry)
    first = listed[0] if listed else {"pointer": "", "message": schema_message("Invalid value.", lang)}
    detail = word("schema_detail", lang, count=n, pointer=first["pointer"] or "/", message=first["message"])
    if n > MAX_LISTED_ERRORS:
        detail += word("schema_detail_more", lang, listed=MAX_LISTED_ERRORS)
    return detail, listed


