"""How a body is read (service/http/body_reading.py): under any WSGI server, exactly its
Content-Length or the stream the server ends; every way its framing breaks is a 400 problem
with a precise detail in English and Italian (never "None"); media types and gzip."""

from __future__ import annotations

import gzip
import http.client
import io
import json
import threading
import zlib

import orjson
import pytest
from gunicorn.http import errors as gunicorn_errors
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from werkzeug.serving import make_server
from werkzeug.test import EnvironBuilder, run_wsgi_app

from service.app import create_app
from service.config import Settings
from service.errors import Problem
from service.http.body_reading import gunzip, read_input

TRAY = b'{"lots": [26, 32, 44, 37, 23]}'
MIB = 1_048_576


def post(app, body: bytes = TRAY, *, stream=None, length: str | None = "auto", chunked: bool = False,
         terminated: bool = True, headers: dict[str, str] | None = None, content_type: str | None = "application/json",
         path: str = "/choco-late/trays") -> tuple[int, dict, dict]:
    """A POST straight through the WSGI app with the environ a server would build."""
    environ = EnvironBuilder(path=path, method="POST", headers=headers or {}).get_environ()
    environ["wsgi.input"] = stream if stream is not None else io.BytesIO(body)
    environ.pop("CONTENT_TYPE", None)
    environ.pop("CONTENT_LENGTH", None)
    if content_type is not None:
        environ["CONTENT_TYPE"] = content_type
    if chunked:
        environ["HTTP_TRANSFER_ENCODING"] = "chunked"
        if terminated:
            environ["wsgi.input_terminated"] = True
    elif length == "auto":
        environ["CONTENT_LENGTH"] = str(len(body))
    elif length is not None:
        environ["CONTENT_LENGTH"] = length
    iterable, status, answer_headers = run_wsgi_app(app, environ, buffered=True)
    data = b"".join(iterable)
    return int(status.split()[0]), dict(answer_headers), json.loads(data)


class Raising(io.RawIOBase):
    """An input that gives `head`, then raises what a server raises mid-body."""

    def __init__(self, head: bytes, exc: BaseException):
        self.head, self.exc = head, exc

    def read(self, size: int = -1) -> bytes:
        if self.head:
            out, self.head = self.head[:size], self.head[size:]
            return out
        raise self.exc


def both(app, **kwargs) -> tuple[dict, dict]:
    """The same request's problem in English and Italian."""
    en = post(app, **kwargs)
    it = post(app, **{**kwargs, "headers": {**kwargs.get("headers", {}), "Accept-Language": "it"}})
    return en, it


def assert_detail(answer, status: int, *words: str) -> str:
    code, headers, body = answer
    assert code == status, body
    assert headers["Content-Type"] == "application/problem+json"
    assert "None" not in body["detail"] and "None" not in body["title"]
    for w in words:
        assert w in body["detail"], body["detail"]
    return body["detail"]


GUNICORN_FAILURES = [
    (gunicorn_errors.InvalidChunkSize(b"zz"), ("hexadecimal", "'zz'"), ("esadecimale", "'zz'")),
    (gunicorn_errors.InvalidChunkSize(b"-5"), ("hexadecimal", "'-5'"), ("esadecimale",)),
    (gunicorn_errors.InvalidChunkSize(b"line over 8190 bytes with no terminator"), ("8190",), ("8190",)),
    (gunicorn_errors.ChunkMissingTerminator(b"xx"), ("CRLF",), ("CRLF",)),
    (gunicorn_errors.InvalidChunkExtension("invalid chunk extension"), ("extension",), ("estensione",)),
    (gunicorn_errors.InvalidHeader("bare LF as line terminator"), ("trailer",), ("coda",)),
    (gunicorn_errors.InvalidHeaderName("x y"), ("trailer",), ("coda",)),
    (gunicorn_errors.LimitRequestHeaders("limit request trailer section size"), ("trailer", "too large"), ("coda",)),
    (gunicorn_errors.NoMoreData(b""), ("cut short", "last chunk"), ("troncato",)),
    (ConnectionResetError(104, "reset"), ("cut short",), ("troncato",)),
    (ValueError("odd"), ("framing",), ("delimitazione",)),
]


@pytest.mark.parametrize("exc, english, italian", GUNICORN_FAILURES, ids=lambda v: type(v).__name__)
def test_every_failure_while_a_chunked_body_is_read_is_a_precise_400(app, exc, english, italian):
    en, it = both(app, stream=Raising(b'{"lots": [', exc), chunked=True)
    assert_detail(en, 400, *english)
    assert_detail(it, 400, *italian)


def test_a_body_shorter_than_its_content_length_is_cut_short_even_when_the_server_ends_the_stream(app):
    # gunicorn ends a Content-Length body's stream at a half-close (wsgi.input_terminated)
    en, it = both(app, body=TRAY[:10], length=str(len(TRAY)))
    assert assert_detail(en, 400, "cut short", f"10 of the {len(TRAY)} bytes")
    assert_detail(it, 400, "troncato", f"10 dei {len(TRAY)} byte")


def test_a_client_gone_mid_body_is_cut_short_never_none(app):
    en, it = both(app, stream=Raising(b'{"lots"', ConnectionResetError(104, "reset")), length=str(len(TRAY)))
    assert_detail(en, 400, "cut short")
    assert_detail(it, 400, "troncato")


def test_exactly_content_length_bytes_are_read_and_no_more(app):
    class Counting(io.BytesIO):
        def read(self, size=-1):
            assert size != -1 and size is not None, "an unbounded read"
            return super().read(size)

    stream = Counting(TRAY + b"GET /next HTTP/1.1\r\n\r\n")
    code, _, body = post(app, stream=stream, length=str(len(TRAY)))
    assert code == 200 and body["total"] >= 0
    assert stream.tell() == len(TRAY)


def test_a_chunked_body_is_read_to_the_end_the_server_gives(app):
    code, _, body = post(app, stream=io.BytesIO(TRAY), chunked=True)
    assert code == 200 and body["total"] >= 0


def test_a_chunked_body_on_a_server_that_does_not_end_the_stream_asks_for_a_length(app):
    en, it = both(app, stream=io.BytesIO(TRAY), chunked=True, terminated=False)
    assert_detail(en, 411, "Content-Length")
    assert_detail(it, 411, "Content-Length")


def test_a_chunked_body_over_the_limit_is_413(app):
    code, _, body = post(app, stream=io.BytesIO(b" " * (MIB + 5)), chunked=True)
    assert code == 413 and body["type"] == "/problems/body-too-large"


@pytest.mark.parametrize("length", ["+30", "-1", "1e3", " 30", "٣"])
def test_a_content_length_that_is_not_digits_is_a_400(app, length):
    en, it = both(app, length=length)
    assert_detail(en, 400, "Content-Length", "not a number")
    assert_detail(it, 400, "Content-Length", "non è un numero")


# --- media types ---------------------------------------------------------------------------


def test_a_post_without_content_type_is_415(app):
    en, it = both(app, content_type=None)
    assert_detail(en, 415, "no Content-Type")
    assert_detail(it, 415, "Content-Type")
    assert en[2]["type"] == "/problems/unsupported-media-type"


@pytest.mark.parametrize("content_type", ["application/json; charset=latin-1", "application/json;charset=\"ISO-8859-1\"",
                                          "application/json; charset=utf-16"])
def test_a_charset_other_than_utf8_is_415(app, content_type):
    en, it = both(app, content_type=content_type)
    assert_detail(en, 415, "charset", "UTF-8")
    assert_detail(it, 415, "charset", "UTF-8")


@pytest.mark.parametrize("content_type", ["application/json; charset=utf-8", "application/json;charset=\"UTF-8\"",
                                          "application/json; charset=utf8", "application/problem+json"])
def test_json_in_utf8_is_read(app, content_type):
    assert post(app, content_type=content_type)[0] == 200


def test_a_gzip_body_is_decoded(app):
    code, _, body = post(app, gzip.compress(TRAY), headers={"Content-Encoding": "gzip"})
    assert code == 200
    assert body == post(app, TRAY)[2]


def test_a_gzip_bomb_is_stopped_at_the_limit_of_the_decoded_body(app):
    bomb = gzip.compress(b" " * (64 * MIB))  # 64 MiB of spaces in about 64 KiB
    assert len(bomb) < MIB
    en, it = both(app, body=bomb, headers={"Content-Encoding": "gzip"})
    assert_detail(en, 413, "decoded", str(MIB))
    assert_detail(it, 413, "decompresso", str(MIB))


def test_a_decoded_body_within_the_limit_is_read_whole(app):
    padded = b'{"lots": [26, 32, 44, 37, 23]' + b" " * (MIB - 40) + b"}"
    assert len(padded) <= MIB
    assert post(app, gzip.compress(padded), headers={"Content-Encoding": "gzip"})[0] == 200


@pytest.mark.parametrize("body", [b"not gzip at all", gzip.compress(TRAY, mtime=0)[:-6], gzip.compress(TRAY, mtime=0) + b"junk",
                                  zlib.compress(TRAY)],
                         ids=["not gzip at all", "cut short", "junk after the stream", "zlib, not gzip"])
def test_a_body_that_is_not_one_whole_gzip_stream_is_400(app, body):
    en, it = both(app, body=body, headers={"Content-Encoding": "gzip"})
    assert_detail(en, 400, "gzip")
    assert_detail(it, 400, "gzip")


@pytest.mark.parametrize("coding", ["br", "deflate", "gzip, gzip", "compress"])
def test_another_content_coding_is_415(app, coding):
    en, it = both(app, headers={"Content-Encoding": coding})
    assert_detail(en, 415, "Content-Encoding", "gzip")
    assert_detail(it, 415, "Content-Encoding", "gzip")


# --- werkzeug's own development server -------------------------------------------------


@pytest.fixture(scope="module")
def werkzeug_server():
    server = make_server("127.0.0.1", 0, create_app(Settings.from_env()), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_port
    server.shutdown()
    thread.join(5)


@pytest.mark.timeout(30)
@pytest.mark.parametrize("framing", ["length", "chunked", "refused unread"])
def test_a_post_under_werkzeugs_development_server_is_answered(werkzeug_server, framing):
    conn = http.client.HTTPConnection("127.0.0.1", werkzeug_server, timeout=10)
    try:
        headers = {"Content-Type": "application/json" if framing != "refused unread" else "text/plain"}
        if framing == "chunked":
            conn.request("POST", "/choco-late/trays", body=iter([TRAY[:7], TRAY[7:]]), headers=headers,
                         encode_chunked=True)
        else:
            conn.request("POST", "/choco-late/trays", body=TRAY, headers=headers)
        answer = conn.getresponse()
        body = orjson.loads(answer.read())
    finally:
        conn.close()
    if framing == "refused unread":
        assert answer.status == 415
    else:
        assert answer.status == 200 and body["total"] >= 0


# --- bounded work: arrays and objects counted before the parse ---------------------------


def test_a_body_with_more_arrays_and_objects_than_the_limit_is_refused_before_it_is_parsed(app):
    limit = Settings().MAX_BODY_CONTAINERS
    over = b'{"zzz":[' + b",".join([b"[]"] * limit) + b"]}"  # limit + 2 containers
    en, it = both(app, body=over)
    assert_detail(en, 413, f"more than {limit} arrays and objects")
    assert_detail(it, 413, f"più di {limit} array e oggetti")
    at = b'{"zzz":[' + b",".join([b"[]"] * (limit - 2)) + b"]}"  # exactly the limit: read by the schema
    code, _, body = post(app, at)
    assert code == 422 and body["type"] == "/problems/invalid-body"


def test_the_container_limit_is_a_setting():
    assert Settings.from_env({"CHOCO_MAX_BODY_CONTAINERS": "10"}).MAX_BODY_CONTAINERS == 10


# --- invariants --------------------------------------------------------------------------

class Pieces(io.RawIOBase):
    """A server's input that hands out at most the sizes given, in turn, and counts reads
    past the end it was told (a raw socket would wait there)."""

    def __init__(self, data: bytes, sizes: list[int]):
        self.data, self.sizes, self.pos, self.past_end = data, sizes or [1], 0, 0

    def read(self, size: int = -1) -> bytes:
        assert size is not None and size > 0, "an unbounded read"
        step = self.sizes[self.pos % len(self.sizes)] if self.sizes else size
        out = self.data[self.pos:self.pos + min(size, step)]
        if not out:
            self.past_end += 1
        self.pos += len(out)
        return out


@hsettings(max_examples=200, deadline=None)
@given(body=st.binary(max_size=3000), extra=st.binary(max_size=50),
       sizes=st.lists(st.integers(1, 700), min_size=1, max_size=8))
def test_exactly_the_announced_bytes_are_read_however_the_server_hands_them_out(app, body, extra, sizes):
    stream = Pieces(body + extra, sizes)
    environ = {"CONTENT_LENGTH": str(len(body)), "wsgi.input": stream}
    with app.test_request_context():
        assert read_input(environ, MIB) == body
    assert stream.pos == len(body) and stream.past_end == 0


@hsettings(max_examples=200, deadline=None)
@given(body=st.binary(min_size=1, max_size=3000), data=st.data())
def test_a_body_shorter_than_announced_is_always_cut_short(app, body, data):
    short = data.draw(st.integers(0, len(body) - 1))
    environ = {"CONTENT_LENGTH": str(len(body)), "wsgi.input": Pieces(body[:short], [997])}
    with app.test_request_context(), pytest.raises(Problem) as refused:
        read_input(environ, MIB)
    assert refused.value.slug == "http-error"
    assert f"after {short} of the {len(body)} bytes" in refused.value.detail


@hsettings(max_examples=100, deadline=None)
@given(body=st.binary(max_size=5000), cut=st.integers(1, 40))
def test_gzip_round_trips_and_any_truncation_is_refused(app, body, cut):
    packed = gzip.compress(body)
    with app.test_request_context():
        assert gunzip(packed, MIB) == body
        with pytest.raises(Problem) as refused:
            gunzip(packed[:-min(cut, len(packed))], MIB)
    assert refused.value.slug == "http-error"
