"""The edge as a user starts it (`bin/serve --edge`): nginx in front of gunicorn. Every
hostile request of issue 25 gets a problem document (nginx's own or the service's) with the
security headers and the request id, never HTML and never a 500; the request id passes
through; nginx's answers speak Italian when asked; and SIGTERM stops nginx and gunicorn
together. (A referee that is not there, or silent: tests/server/test_edge_upstream.py; the
rest of issue 33: tests/server/test_edge_holds.py.)"""

from __future__ import annotations

import json
import re
import signal
import socket
import time
from pathlib import Path

import pytest

from service.serving.edge import find_nginx
from tests.edge_server import start_edge
from tests.gunicorn_server import one_request
from tests.server.hostile_wire import CHUNKED, POST, PROTOCOL, TRAY, exchange

pytestmark = [pytest.mark.server, pytest.mark.timeout(180)]

DECORATION = {"x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "no-referrer",
              "cross-origin-resource-policy": "same-origin", "cache-control": "no-store"}


@pytest.fixture(scope="module")
def edge(tmp_path_factory):
    assert find_nginx(), "nginx is missing: bin/setup-edge installs it (bin/test runs it)"
    server = start_edge(tmp_path_factory.mktemp("edge"))
    yield server
    server.stop()


def assert_problem_on_the_wire(answer, name: str, server_error: bool = False) -> dict:
    assert answer is not None, f"{name}: no answer"
    assert server_error or answer.status < 500 or answer.status == 505, (name, answer.status, answer.body[:300])
    doc = answer.problem()
    for header, value in DECORATION.items():
        assert answer.headers.get(header) == value, (name, header, answer.headers)
    assert answer.headers.get("content-security-policy", "").startswith("default-src 'none'")
    assert doc["request_id"] == answer.headers["x-request-id"], (name, doc, answer.headers)
    return doc


@pytest.mark.parametrize("name, raw, half_close, allowed", PROTOCOL, ids=[c[0] for c in PROTOCOL])
def test_broken_http_at_the_edge_is_a_problem_document(edge, name, raw, half_close, allowed):
    answer = exchange(edge.port, raw, half_close=half_close)
    assert answer is not None, name
    if answer.status == 200:  # nginx reads it as valid HTTP/1.1 (bare LF ends) and the referee answers
        assert name == "bare LF line ends", name
        return
    assert answer.status in allowed, (name, answer.status, answer.body[:300])
    assert_problem_on_the_wire(answer, name)


@pytest.mark.parametrize("name, raw, half_close", CHUNKED, ids=[c[0] for c in CHUNKED])
def test_a_broken_chunked_body_at_the_edge_is_a_400_problem_or_read_leniently(edge, name, raw, half_close):
    answer = exchange(edge.port, raw, half_close=half_close)
    if half_close and answer is None:
        return  # a client that stops sending mid-body is gone for nginx: the connection is closed
    assert answer is not None, name
    if answer.status == 200:  # nginx reads "1e 1" as the size 1e and ignores trailers
        assert name in ("chunk size '1e 1'", "a bad trailer"), name
        return
    assert answer.status == 400, (name, answer.status, answer.body[:300])
    assert_problem_on_the_wire(answer, name)


def test_the_request_id_passes_through_the_edge(edge):
    answer = exchange(edge.port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-ID: edge-abc.123\r\n"
                                 b"Connection: close\r\n\r\n")
    assert answer.status == 200 and answer.headers["x-request-id"] == "edge-abc.123"
    # gunicorn's access log has it, and the client's address from nginx's X-Forwarded-For
    deadline = time.monotonic() + 5
    while not (entries := [json.loads(line) for line in edge.log.read_text().splitlines()
                           if '"request_id":"edge-abc.123"' in line and '"pid"' in line]):
        assert time.monotonic() < deadline, edge.log_tail()
        time.sleep(0.05)
    assert entries[0]["remote_addr"] == "127.0.0.1" and entries[0]["path"] == "/healthz"
    # nginx's own answer carries it too
    answer = exchange(edge.port, POST + b"X-Request-ID: edge-big-1\r\nContent-Length: 2000000\r\n\r\n")
    doc = assert_problem_on_the_wire(answer, "413")
    assert answer.status == 413 and doc["request_id"] == "edge-big-1"
    # an insane one is replaced, the same in the answer and the document
    answer = exchange(edge.port, POST + b"X-Request-ID: a b\r\nContent-Length: 2000000\r\n\r\n")
    doc = assert_problem_on_the_wire(answer, "413")
    assert re.fullmatch(r"[0-9a-f]{32}", doc["request_id"])


def test_the_edges_own_answers_speak_italian_when_asked(edge):
    answer = exchange(edge.port, POST + b"Accept-Language: it-IT,it;q=0.9,en;q=0.5\r\nContent-Length: 2000000\r\n\r\n")
    doc = assert_problem_on_the_wire(answer, "413")
    assert doc["title"] == "Il corpo della richiesta è troppo grande"
    assert "1048576 byte" in doc["detail"] and answer.headers["content-language"] == "it"
    answer = exchange(edge.port, POST + b"Accept-Language: en\r\nContent-Length: 2000000\r\n\r\n")
    assert assert_problem_on_the_wire(answer, "413")["title"] == "The body is too large"


def test_a_whole_request_reaches_the_referee_through_the_edge(edge):
    raw = POST + b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(TRAY), TRAY)
    answer = exchange(edge.port, raw)
    assert answer.status == 200 and b'"points"' in answer.body
    chunked = POST + b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n%x\r\n%s\r\n0\r\n\r\n" % (len(TRAY), TRAY)
    assert exchange(edge.port, chunked).status == 200
    no_type = b"POST /choco-late/trays HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n%s" % (len(TRAY), TRAY)
    assert_problem_on_the_wire(exchange(edge.port, no_type), "415")


def test_sigterm_stops_nginx_and_gunicorn_together(tmp_path):
    server = start_edge(tmp_path, workers=1)
    found = re.search(r"gunicorn behind it on (\S+)/gunicorn\.sock", server.log_tail(20000))
    assert found, server.log_tail()
    run_dir = Path(found.group(1))
    assert (run_dir / "nginx.pid").exists()
    nginx_pid = int((run_dir / "nginx.pid").read_text())
    assert server.stop() == 0
    assert not run_dir.exists()
    assert not Path(f"/proc/{nginx_pid}").exists()
    with pytest.raises(OSError):
        one_request("GET", server.port, "/healthz", timeout=2)


def test_sigterm_at_the_edge_answers_the_requests_in_flight(tmp_path):
    """nginx stops gracefully first (it finishes the requests it holds, their bodies still
    arriving), gunicorn after it: 8 requests with half a body at the signal all get their
    answer."""
    server = start_edge(tmp_path, workers=1)
    held = []
    try:
        for _ in range(8):
            conn = socket.create_connection(("127.0.0.1", server.port), timeout=15)
            conn.sendall(POST + b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(TRAY), TRAY[:10]))
            held.append(conn)
        time.sleep(0.3)
        server.proc.send_signal(signal.SIGTERM)
        time.sleep(0.5)
        answers = []
        for conn in held:
            conn.sendall(TRAY[10:])
            data = b""
            while chunk := conn.recv(65536):
                data += chunk
            answers.append(data.split(b" ", 2)[1] if data else b"none")
        assert answers == [b"200"] * 8, answers
        assert server.proc.wait(30) == 0
    finally:
        for conn in held:
            conn.close()
        server.stop()
