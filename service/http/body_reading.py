"""Reading a request's body under any WSGI server, and the media type it must have.

The body is read from ``wsgi.input`` as WSGI (PEP 3333) says and nothing more is assumed of
the server (gunicorn, werkzeug's development server, ``wsgiref``):

- with a ``Content-Length``: exactly that many bytes (never a read past them: a server may
  hand the raw socket, where one more read waits for the client's next request); fewer
  before the end of the stream is a body cut short (400);
- ``Transfer-Encoding: chunked``: the stream to its end, where the server ends it
  (``wsgi.input_terminated``, which gunicorn and werkzeug set); a server that does not is
  asked for a Content-Length (411);
- neither: no body.

A body over the limit is refused (413): from its Content-Length before any byte is read,
or once a chunked one passes it. Every way the framing can break while the body is read
(gunicorn's chunk parser raises its own exceptions from ``wsgi.input.read``) is a 400 problem
naming what broke; nothing escapes as a 500.

Media types: a body must say ``Content-Type: application/json`` (or a ``+json`` type);
none at all is a 415 (a cross-origin ``fetch`` of a Blob sends none and needs no preflight),
and so is a ``charset`` other than UTF-8 (JSON is UTF-8, RFC 8259). ``Content-Encoding:
gzip`` is decoded, the size limit applying to the decoded body: the decoder stops one byte
past the limit, so a decompression bomb costs at most the limit's worth of work; any other
content coding is a 415.

Work: a body may hold at most CHOCO_MAX_BODY_CONTAINERS arrays and objects, counted on its
bytes before it is parsed (413 past it; service/json_reader.py counts them).
"""

from __future__ import annotations

import zlib
from typing import Any

from flask import Request

from service.errors import Problem
from service.http.envelope import BODY_READ, content_length
from service.http.languages import request_language
from service.text import word

_STEP = 65536
BODY = "choco.body"
"""The environ key of the body's bytes, once read."""


def check_json_media_type(environ: dict) -> None:
    """A 415 problem unless the body is declared JSON, in UTF-8, with a coding we decode."""
    content_type = environ.get("CONTENT_TYPE", "")
    mimetype, _, params = content_type.partition(";")
    mimetype = mimetype.strip(" \t").lower()
    lang = request_language()
    if not mimetype:
        raise Problem("unsupported-media-type", word("no_content_type", lang))
    if not (mimetype == "application/json" or mimetype.endswith("+json")):
        raise Problem("unsupported-media-type", word("not_json_content", lang, mimetype=repr(mimetype)))
    if params:
        charset = _charset(params)
        if charset is not None and charset.lower() not in ("utf-8", "utf8"):
            raise Problem("unsupported-media-type", word("charset_not_utf8", lang, charset=repr(charset[:40])))
    if content_coding(environ) not in ("", "identity", *GZIP):
        raise Problem("unsupported-media-type",
                      word("coding_not_supported", lang, coding=repr(environ["HTTP_CONTENT_ENCODING"][:40])))


GZIP = ("gzip", "x-gzip")


def content_coding(environ: dict) -> str:
    """The body's Content-Encoding, as its token compares (lower case, no blanks around)."""
    return environ.get("HTTP_CONTENT_ENCODING", "").strip(" \t").lower()


def _charset(params: str) -> str | None:
    for param in params.split(";"):
        name, _, value = param.partition("=")
        if name.strip(" \t").lower() == "charset":
            return value.strip(" \t").strip('"')
    return None


def read_body(req: Request) -> bytes:
    """The body's bytes (gzip decoded), read once and kept in the environ for a later read."""
    cached = req.environ.get(BODY)
    if cached is not None:
        return cached
    limit = req.max_content_length
    data = read_input(req.environ, limit)
    if content_coding(req.environ) in GZIP:
        data = gunzip(data, limit)
    req.environ[BODY] = data
    return data


def read_input(environ: dict, limit: int | None) -> bytes:
    """The raw body from ``wsgi.input`` (see the module docstring)."""
    environ[BODY_READ] = True
    lang = request_language()
    length = environ.get("CONTENT_LENGTH", "")
    if "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower():
        if not environ.get("wsgi.input_terminated"):
            raise Problem("length-required", word("length_required", lang))
        return _read_to_end(environ["wsgi.input"], limit, lang)
    if not length:
        return b""
    size = content_length(environ)
    if size is None:
        raise Problem("http-error", word("content_length_invalid", lang, value=repr(length[:40])))
    if limit is not None and size > limit:
        raise Problem("body-too-large", word("body_too_large", lang, limit=limit))
    return _read_exactly(environ["wsgi.input"], size, lang)


def _read_exactly(stream: Any, size: int, lang: str) -> bytes:
    parts: list[bytes] = []
    got = 0
    while got < size:
        more = _read(stream, size - got, lang, chunked=False)
        if not more:
            raise Problem("http-error", word("body_cut_short", lang, received=got, length=size))
        parts.append(more)
        got += len(more)
    return parts[0] if len(parts) == 1 else b"".join(parts)


def _read_to_end(stream: Any, limit: int | None, lang: str) -> bytes:
    parts: list[bytes] = []
    got = 0
    while True:
        more = _read(stream, _STEP, lang, chunked=True)
        if not more:
            return b"".join(parts)
        got += len(more)
        if limit is not None and got > limit:
            raise Problem("body-too-large", word("body_too_large", lang, limit=limit))
        parts.append(more)


def _read(stream: Any, size: int, lang: str, chunked: bool) -> bytes:
    """One read of the input; what the server raises while it reads becomes a 400 problem."""
    try:
        return stream.read(size)
    except Exception as exc:  # the server's own parse errors, a connection gone
        raise Problem("http-error", _read_failure(exc, lang, chunked)) from None


def _read_failure(exc: Exception, lang: str, chunked: bool) -> str:
    """A precise detail for what broke while the body was read. gunicorn's parse errors are
    told apart by class name (the reader does not import any server)."""
    kind = type(exc).__name__
    if kind == "InvalidChunkSize":
        data = getattr(exc, "data", b"")
        if isinstance(data, bytes) and data.startswith(b"line over"):
            return word("chunk_line_too_long", lang)
        return word("chunk_size_invalid", lang, size=_shown(data))
    if kind == "ChunkMissingTerminator":
        return word("chunk_missing_crlf", lang)
    if kind == "InvalidChunkExtension":
        return word("chunk_extension_invalid", lang)
    if kind in ("InvalidHeader", "InvalidHeaderName", "ObsoleteFolding"):
        return word("trailer_invalid", lang)
    if kind == "LimitRequestHeaders":
        return word("trailer_too_large", lang)
    if isinstance(exc, OSError) or kind == "NoMoreData":  # the client went away mid-body
        return word("chunked_cut_short" if chunked else "body_cut_short_unknown", lang)
    return word("body_unreadable", lang)


def _shown(data: object) -> str:
    """A client's bytes shown in a message: at most 40, as a Python literal (never None)."""
    if isinstance(data, (bytes, bytearray)):
        text = bytes(data[:40]).decode("latin-1")
    else:
        text = str(data)[:40]
    return repr(text)


def gunzip(data: bytes, limit: int | None) -> bytes:
    """A gzip body decoded, stopping one byte past `limit` (413): a bomb costs at most the
    limit's worth of work. Anything but one whole gzip member is a 400."""
    lang = request_language()
    decoder = zlib.decompressobj(wbits=31)  # gzip framing only
    try:
        out = decoder.decompress(data, (limit + 1) if limit is not None else 0)
    except zlib.error:
        raise Problem("http-error", word("gzip_invalid", lang)) from None
    if limit is not None and len(out) > limit:
        raise Problem("body-too-large", word("body_too_large_decoded", lang, limit=limit))
    if not decoder.eof or decoder.unused_data:
        raise Problem("http-error", word("gzip_invalid", lang))
    return out
