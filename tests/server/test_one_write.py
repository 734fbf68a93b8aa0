"""The project's workers write an answer's head with its first body bytes in one send
(service/serving/one_write.py): the same bytes on the wire as gunicorn's own Response, in
one sendall instead of two where the first write carries a body, and gunicorn's own sends
wherever it does not."""

from __future__ import annotations

import pytest
from gunicorn import util
from gunicorn.http import wsgi

from service.serving.one_write import JOINED_UP_TO, OneWriteResponse


class Wire:
    """A socket that keeps what each sendall sent."""

    def __init__(self) -> None:
        self.sends: list[bytes] = []

    def sendall(self, data: bytes) -> None:
        self.sends.append(bytes(data))


class Request:
    def __init__(self, method: str = "GET", version: tuple[int, int] = (1, 1)) -> None:
        self.method, self.version, self.headers = method, version, []

    def should_close(self) -> bool:
        return False


def answered(response_class, method: str, status: str, headers: list, pieces: list[bytes],
             version: tuple[int, int] = (1, 1)) -> Wire:
    wire = Wire()
    response = response_class(Request(method, version), wire, None)
    response.start_response(status, list(headers))
    for piece in pieces:
        response.write(piece)
    response.close()
    return wire


@pytest.fixture(autouse=True)
def fixed_date(monkeypatch):
    monkeypatch.setattr(util, "http_date", lambda *args: "Fri, 27 Nov 2026 09:00:00 GMT")


JSON = [("Content-Type", "application/json"), ("Content-Length", "16")]

CASES = {
    "a JSON answer": ("GET", "200 OK", JSON, [b'{"status":"ok"}\n']),
    "a HEAD (no body on the wire)": ("HEAD", "200 OK", JSON, [b'{"status":"ok"}\n']),
    "a 204": ("GET", "204 No Content", [], [b""]),
    "an empty body": ("GET", "200 OK", [("Content-Length", "0")], [b""]),
    "no body written at all": ("GET", "200 OK", [("Content-Length", "0")], []),
    "a body in three pieces": ("GET", "200 OK", [("Content-Length", "9")], [b"abc", b"def", b"ghi"]),
    "more pieces than its length": ("GET", "200 OK", [("Content-Length", "4")], [b"abc", b"def", b"ghi"]),
    "a chunked answer": ("GET", "200 OK", [("Content-Type", "text/plain")], [b"abc", b"", b"defgh"]),
    "a body over the joined size": ("GET", "200 OK", [("Content-Length", str(JOINED_UP_TO + 1))],
                                    [b"x" * (JOINED_UP_TO + 1)]),
}


@pytest.mark.parametrize("case", CASES)
def test_the_bytes_on_the_wire_are_gunicorns(case):
    method, status, headers, pieces = CASES[case]
    ours = answered(OneWriteResponse, method, status, headers, pieces)
    theirs = answered(wsgi.Response, method, status, headers, pieces)
    assert b"".join(ours.sends) == b"".join(theirs.sends)


def test_a_json_answer_goes_in_one_send_where_gunicorn_makes_two():
    method, status, headers, pieces = CASES["a JSON answer"]
    assert len(answered(wsgi.Response, method, status, headers, pieces).sends) == 2
    (sent,) = answered(OneWriteResponse, method, status, headers, pieces).sends
    assert sent.startswith(b"HTTP/1.1 200 OK\r\n") and sent.endswith(b'\r\n\r\n{"status":"ok"}\n')


def test_a_chunked_answer_sends_its_head_with_the_first_chunk():
    method, status, headers, pieces = CASES["a chunked answer"]
    sends = answered(OneWriteResponse, method, status, headers, pieces).sends
    assert sends[0].endswith(b"\r\n\r\n3\r\nabc\r\n") and sends[-1] == b"0\r\n\r\n"


@pytest.mark.parametrize("case", ["a HEAD (no body on the wire)", "a 204", "a body over the joined size"])
def test_the_head_goes_alone_when_no_body_joins_it(case):
    method, status, headers, pieces = CASES[case]
    sends = answered(OneWriteResponse, method, status, headers, pieces).sends
    assert sends[0].endswith(b"\r\n\r\n") and sends[0].startswith(b"HTTP/1.1 ")


def test_a_body_that_is_not_bytes_is_refused_after_the_head_went_out_as_gunicorn_does():
    for response_class in (OneWriteResponse, wsgi.Response):
        wire = Wire()
        response = response_class(Request(), wire, None)
        response.start_response("200 OK", JSON)
        with pytest.raises(TypeError):
            response.write("text")  # type: ignore[arg-type]
        assert response.headers_sent and len(wire.sends) == 1 and wire.sends[0].endswith(b"\r\n\r\n")


def test_the_project_workers_make_their_answers_with_it(monkeypatch):
    from gunicorn.workers import gthread, sync

    from service.serving.protocol_errors import SyncWorker, ThreadWorker

    for worker_class, gunicorns in ((ThreadWorker, gthread.ThreadWorker), (SyncWorker, sync.SyncWorker)):
        monkeypatch.setattr(wsgi, "Response", wsgi.Response)  # put back after the test
        started = []
        monkeypatch.setattr(gunicorns, "init_process", lambda self: started.append(self))
        worker = worker_class.__new__(worker_class)
        worker.init_process()
        assert started == [worker] and wsgi.Response is OneWriteResponse
