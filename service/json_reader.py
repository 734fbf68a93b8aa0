"""The one JSON reader of the service and of the command line: the same bytes get the same
verdict, whether they come as an HTTP body or as a file (no Flask here).

A document is parsed with orjson, which refuses invalid UTF-8 (lone surrogates included), a
byte order mark, NaN and Infinity, nesting deeper than 1024 levels and numbers beyond a
double's range, each with a precise reason and without recursion in Python. An integer
beyond 64 bits parses as a float, which the schemas refuse where an integer goes ("an
integer too large"); of duplicate keys the last wins. A document over the size limit (the
service's ``MAX_BODY_BYTES``, 1 MiB by default) is not read at all, and one holding more
arrays and objects than ``MAX_BODY_CONTAINERS`` is not parsed.
"""

from __future__ import annotations

from typing import Any, BinaryIO

import orjson

from service.text import json_reason


# A document that is JSON's null: the schema error both sides give (not a JSON object).
NULL_DOCUMENT = "The body is null; a JSON object is expected."


class NotJson(ValueError):
    """Bytes that are not one JSON document: `code` is the words' code (``empty_body``,
    ``invalid_json``), `params` their parameters (``reason``: orjson's own)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def words(self, lang: str) -> dict[str, Any]:
        """The parameters of its words in `lang` (the parser's reason translated)."""
        if "reason" not in self.params:
            return dict(self.params)
        return {**self.params, "reason": json_reason(self.params["reason"], lang)}


class TooManyContainers(ValueError):
    """A document with more arrays and objects than the limit (`limit`), counted on its bytes
    before it is parsed: parsing half a million tiny lists costs a quarter of a second, most
    of it in the garbage collector, where counting costs a millisecond."""

    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self.limit = limit


class TooLarge(ValueError):
    """A document over the size limit (`limit`, in bytes)."""

    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self.limit = limit


class ContainerBudget:
    """The arrays and objects one request may hold in all documents it parses (`limit`): each
    document's are counted on its bytes and taken from what is left, before it is parsed."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.left = limit

    def take(self, data: bytes) -> None:
        """Count `data`'s ``[`` and ``{`` against what is left; :class:`TooManyContainers` (the
        whole limit named) when there are more."""
        count = data.count(b"[") + data.count(b"{")
        if count > self.left:
            raise TooManyContainers(self.limit)
        self.left -= count


def parse_json(data: bytes, max_containers: int | ContainerBudget | None = None) -> Any:
    """The JSON document `data` holds; raises :class:`NotJson` (empty, or not JSON) and,
    with `max_containers` (a limit for this document alone, or a request's budget shared with
    the others it parses), :class:`TooManyContainers` (``[`` and ``{`` counted on the bytes,
    strings included: a bound on the work, never a verdict on a game within it)."""
    if max_containers is not None:
        budget = max_containers if isinstance(max_containers, ContainerBudget) else ContainerBudget(max_containers)
        budget.take(data)
    if not data.strip():
        raise NotJson("empty_body")
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise NotJson("invalid_json", reason=str(exc)) from None


def too_many_containers(data: bytes, limit: int) -> bool:
    """Whether `data` may hold more than `limit` arrays and objects (``[`` and ``{`` counted on
    the bytes, strings included)."""
    return data.count(b"[") + data.count(b"{") > limit


def read_limited(stream: BinaryIO, limit: int) -> bytes:
    """Every byte of `stream`, up to `limit`; raises :class:`TooLarge` past it (reading at
    most one byte more)."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(limit)
    return data
