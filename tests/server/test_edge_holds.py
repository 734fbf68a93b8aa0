"""The edge holds on every path (`bin/serve --edge`, nginx in front of gunicorn), each item
of issue 33 on the wire, bounded in time:

- every answer the edge makes is a problem document with the security headers and the
  request id, titled by its status, logged with the client's method (501 for a
  Transfer-Encoding it does not implement, 505 for a later HTTP/1.x; HTTP/0.9, which cannot
  carry a header, is closed unanswered);
- a body has a deadline for the whole of it: trickled or stalled, it gets a 408 problem;
- a worker killed under load costs no client an error (the edge tries again on a fresh
  connection), and the edge logs what it tried (a 502 and a 504 it answers itself:
  tests/server/test_edge_upstream.py);
- per client address, requests in progress and requests a second are limited (429 problems
  with Retry-After), other addresses unaffected;
- 200 trickled bodies of nearly 1 MiB hold little of the edge's memory (they wait in files);
- /metrics is not on the public port in any spelling; the metrics' own listener serves it;
- a season over a request's limits is a 413 problem naming the limit.

The clients come from several loopback addresses (127.0.0.x), as clients behind different
NATs would."""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import threading
import time
from pathlib import Path

import pytest

from service.problems import PROBLEM_TYPES
from service.serving.edge import find_nginx
from tests.edge_server import start_edge
from tests.gunicorn_server import child_pids
from tests.server.hostile_wire import POST, TRAY, WireAnswer, exchange

pytestmark = [pytest.mark.server, pytest.mark.timeout(240)]

DEADLINE = 8  # the body's deadline of this module's edge (20 s by default)
DECORATION = {"x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "no-referrer",
              "cache-control": "no-store"}


@pytest.fixture(scope="module")
def edge(tmp_path_factory):
    assert find_nginx(), "nginx or its Lua module is missing: bin/setup-edge installs them (bin/test runs it)"
    server = start_edge(tmp_path_factory.mktemp("edge-holds"), {"CHOCO_EDGE_BODY_DEADLINE_SECONDS": str(DEADLINE)})
    yield server
    server.stop()


def from_address(port: int, source: str, raw: bytes, timeout: float = 10) -> WireAnswer | None:
    """`raw` sent from the loopback address `source`, and the one answer read (None: closed)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0)) as conn:
        conn.sendall(raw)
        data = b""
        try:
            while chunk := conn.recv(65536):
                data += chunk
        except (ConnectionResetError, TimeoutError):
            pass
    return _parsed(data)


def _parsed(data: bytes) -> WireAnswer | None:
    if not data:
        return None
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {n.strip().lower(): v.strip() for n, _, v in (line.partition(":") for line in lines[1:])}
    return WireAnswer(int(lines[0].split(" ", 2)[1]), headers, body)


def problem(answer: WireAnswer | None, status: int, name: str) -> dict:
    assert answer is not None, f"{name}: no answer"
    assert answer.status == status, (name, answer.status, answer.body[:300])
    doc = answer.problem()
    for header, value in DECORATION.items():
        assert answer.headers.get(header) == value, (name, header, answer.headers)
    assert answer.headers.get("content-security-policy", "").startswith("default-src 'none'"), name
    assert doc["request_id"] == answer.headers["x-request-id"], (name, doc)
    kind = PROBLEM_TYPES[doc["type"].removeprefix("/problems/")]
    lang = answer.headers.get("content-language", "en")
    assert kind.status == status and doc["title"] == kind.title(lang), (name, doc)
    return doc


def edge_lines(server) -> list[dict]:
    lines = []
    for line in server.log.read_text(errors="replace").splitlines():
        if '"logger":"edge"' in line:
            lines.append(json.loads(line))
    return lines


def wait_for_edge_line(server, predicate, timeout: float = 5) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        found = [line for line in edge_lines(server) if predicate(line)]
        if found:
            return found[-1]
        assert time.monotonic() < deadline, server.log_tail()
        time.sleep(0.05)


def run_dir(server) -> Path:
    found = re.search(r"gunicorn behind it on (\S+)/gunicorn\.sock", server.log.read_text(errors="replace"))
    assert found, server.log_tail()
    return Path(found.group(1))


def process_of(server, name: str) -> int:
    """The pid of the edge's child running `name` (gunicorn's master, nginx's master)."""
    for pid in child_pids(server.proc.pid):
        if name.encode() in Path(f"/proc/{pid}/cmdline").read_bytes():
            return pid
    raise AssertionError(f"no {name} under the edge")


def resident_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError(pid)


# --- every answer of the edge's own: a problem document, titled by its status, logged -------------


@pytest.mark.parametrize("coding", [b"xchunked", b"chunked, identity", b"gzip", b"identity"])
def test_a_transfer_encoding_the_edge_does_not_implement_is_a_501_problem(edge, coding):
    request_id = f"te-{coding.decode().replace(', ', '-')}"
    answer = exchange(edge.port, POST + b"Transfer-Encoding: %s\r\nX-Request-ID: %s\r\n\r\n" % (coding, request_id.encode()))
    doc = problem(answer, 501, coding.decode())
    assert doc["title"] == "Not implemented" and doc["request_id"] == request_id
    line = wait_for_edge_line(edge, lambda e: e["request_id"] == request_id)
    assert (line["method"], line["status"], line["path"]) == ("POST", 501, "/choco-late/trays")


@pytest.mark.parametrize("version", [b"HTTP/1.2", b"HTTP/1.9", b"HTTP/2.0", b"HTTP/3.0"])
def test_a_later_http_version_is_a_505_problem(edge, version):
    answer = exchange(edge.port, b"GET /healthz %s\r\nHost: x\r\nAccept-Language: it\r\n\r\n" % version)
    doc = problem(answer, 505, version.decode())
    assert doc["type"] == "/problems/http-version-not-supported"
    if version.startswith(b"HTTP/1."):  # read whole, its Accept-Language with it (a 2.0 or 3.0 stops at its line)
        assert doc["title"] == "Versione HTTP non supportata" and answer.headers["content-language"] == "it"


def test_http_09_is_closed_unanswered_and_10_is_served(edge):
    for raw in (b"GET /healthz\r\n", b"GET /_edge/problem\r\n", b"GET /\r\n"):
        assert exchange(edge.port, raw) is None, raw  # no body without a status line and a header
    line = wait_for_edge_line(edge, lambda e: e["status"] == 444)
    assert line["method"] == "GET" and line["protocol"] == ""
    answer = exchange(edge.port, b"GET /healthz HTTP/1.0\r\n\r\n")
    assert answer.status == 200 and answer.body == b'{"status":"ok"}'


def test_every_edge_made_answer_is_logged_with_the_clients_method(edge):
    marker = f"log-{time.monotonic_ns()}"
    exchange(edge.port, POST + b"X-Request-ID: %s-413\r\nContent-Length: 2000000\r\n\r\n" % marker.encode())
    exchange(edge.port, b"PUT /x HTTP/1.1\r\nHost: x\r\nX-Request-ID: %s-431\r\nX-Big: %s\r\n\r\n"
             % (marker.encode(), b"b" * 9000))
    for suffix, method, status in (("413", "POST", 413), ("431", "PUT", 431)):
        line = wait_for_edge_line(edge, lambda e, s=suffix: e["request_id"] == f"{marker}-{s}")
        assert (line["method"], line["status"]) == (method, status), line


# --- the body's deadline --------------------------------------------------------------------------


def _drip(port: int, source: str, head: bytes, first: bytes, every: float | None,
          drop: bytes = b" ") -> tuple[float, WireAnswer | None]:
    """Send `head` and `first`, then `drop` every `every` s (None: nothing more); the seconds
    until an answer (or the close) and the answer."""
    conn = socket.create_connection(("127.0.0.1", port), timeout=DEADLINE + 15, source_address=(source, 0))
    started = time.monotonic()
    conn.sendall(head + first)
    conn.settimeout(every or DEADLINE + 15)
    data = b""
    try:
        while True:
            try:
                chunk = conn.recv(65536)
            except TimeoutError:
                conn.sendall(drop)
                continue
            if not chunk:
                break
            data += chunk
    except (ConnectionResetError, BrokenPipeError):
        pass
    finally:
        conn.close()
    return time.monotonic() - started, _parsed(data)


@pytest.mark.parametrize("name, head, first, every, drop", [
    ("trickled, a byte a second", POST + b"Content-Length: 100000\r\n\r\n", b"{", 1.0, b" "),
    ("stalled: 34 of 100 bytes", POST + b"Content-Length: 100\r\n\r\n", b'{"lots": [26, 32, 44, 37, 23], "x":', None,
     b""),
    ("chunked, a chunk a second", POST + b"Transfer-Encoding: chunked\r\n\r\n", b"1\r\n{\r\n", 1.0, b"1\r\n \r\n"),
], ids=["trickled", "stalled", "chunked"])
def test_a_body_that_does_not_arrive_whole_in_time_gets_a_408_problem(edge, name, head, first, every, drop):
    seconds, answer = _drip(edge.port, "127.0.0.11", head, first, every, drop)
    doc = problem(answer, 408, name)
    assert f"within {DEADLINE} seconds" in doc["detail"]
    assert DEADLINE - 0.5 <= seconds <= DEADLINE + 5, seconds


# --- a worker's death ----------------------------------------------------------------------------


def test_a_worker_killed_under_load_costs_no_client_an_error(edge):
    gunicorn = process_of(edge, "gunicorn")
    body = json.dumps({"lots": [26, 32, 44, 37, 23]}).encode()
    statuses: list[int] = []
    errors: list[str] = []
    stop = threading.Event()

    def client(n: int) -> None:
        """A client of its own address, 40 requests a second at most (within its share)."""
        source = (f"127.0.0.{40 + n}", 0)
        conn = http.client.HTTPConnection("127.0.0.1", edge.port, timeout=30, source_address=source)
        while not stop.wait(0.025):
            try:
                conn.request("POST", "/choco-late/trays/best-split", body, {"Content-Type": "application/json"})
                answer = conn.getresponse()
                answer.read()
                statuses.append(answer.status)
            except (OSError, http.client.HTTPException) as exc:
                statuses.append(-1)
                errors.append(f"{type(exc).__name__}: {exc}")
                conn = http.client.HTTPConnection("127.0.0.1", edge.port, timeout=30, source_address=source)
        conn.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    victims = []
    for _ in range(2):  # one worker, then another (the first's replacement, maybe)
        time.sleep(1.5)
        victims.append(child_pids(gunicorn)[0])
        os.kill(victims[-1], signal.SIGKILL)
    time.sleep(2)
    stop.set()
    for t in threads:
        t.join(40)
    assert len(statuses) > 100, len(statuses)
    counts = {s: statuses.count(s) for s in set(statuses)}
    assert set(statuses) <= {200, -1}, (counts, errors[:3])  # never a 5xx, nor any other status
    # The one answer nginx cannot try again: a worker killed after writing its answer's header,
    # before its body (gunicorn writes them apart; nginx has the status line, the client's
    # connection is closed). nginx says so in its log; at most one a thread of the killed worker.
    cut = edge.log.read_text(errors="replace").count("upstream prematurely closed connection while reading upstream")
    assert counts.get(-1, 0) <= min(cut, 2 * len(victims)), (counts, errors[:3], cut)
    deadline = time.monotonic() + 20
    while set(victims) & set(child_pids(gunicorn)) or len(child_pids(gunicorn)) < 2:
        assert time.monotonic() < deadline, "the master did not replace the dead worker"
        time.sleep(0.1)
    # a request the dead worker held was tried again, and the edge logged both tries
    for line in edge_lines(edge):
        if "," in line["upstream_status"]:
            assert line["status"] == 200 and line["upstream_status"].endswith("200"), line


# --- per-client limits -------------------------------------------------------------------------


def test_too_many_requests_in_progress_from_one_address_is_a_429_problem(edge):
    held = []
    try:
        for _ in range(64):
            conn = socket.create_connection(("127.0.0.1", edge.port), timeout=10, source_address=("127.0.0.13", 0))
            conn.sendall(POST + b"Content-Length: %d\r\n\r\n%s" % (len(TRAY), TRAY[:5]))
            held.append(conn)
        time.sleep(0.3)
        answer = from_address(edge.port, "127.0.0.13", b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        doc = problem(answer, 429, "the 65th request in progress")
        assert answer.headers["retry-after"] == "1" and doc["title"] == "Too many requests from this client"
        other = from_address(edge.port, "127.0.0.14", b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert other.status == 200  # another address is another client
    finally:
        for conn in held:
            conn.close()


def test_too_many_requests_a_second_from_one_address_is_a_429_problem(edge):
    statuses: list[int] = []
    lock = threading.Lock()
    stop = threading.Event()

    def client() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", edge.port, timeout=10, source_address=("127.0.0.15", 0))
        while not stop.is_set():
            conn.request("GET", "/healthz")
            answer = conn.getresponse()
            answer.read()
            with lock:
                statuses.append(answer.status)
                if answer.status == 429 or len(statuses) >= 3000:
                    stop.set()
        conn.close()

    threads = [threading.Thread(target=client) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert 429 in statuses, len(statuses)
    assert statuses.index(429) >= 240  # the burst is served at once
    answer = from_address(edge.port, "127.0.0.15", b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    if answer.status == 429:  # still over the rate: its problem document
        problem(answer, 429, "over the rate")
    assert from_address(edge.port, "127.0.0.16",
                        b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status == 200


# --- trickled bodies hold little of the edge's memory ------------------------------------------


def test_200_nearly_whole_bodies_of_1_mib_hold_under_64_mib_of_the_edge(edge):
    nginx_master = int((run_dir(edge) / "nginx.pid").read_text())
    (worker,) = child_pids(nginx_master)
    before = resident_kib(worker)
    size = 1 << 20
    head = POST + b"Content-Length: %d\r\n\r\n" % size
    body = b" " * (size - 1)  # one byte short: nginx holds every one of them
    held: list[socket.socket] = []
    lock = threading.Lock()

    def open_some(source: str, n: int) -> None:
        for _ in range(n):
            conn = socket.create_connection(("127.0.0.1", edge.port), timeout=30, source_address=(source, 0))
            conn.sendall(head + body)
            with lock:
                held.append(conn)

    threads = [threading.Thread(target=open_some, args=(f"127.0.0.{20 + i}", 20)) for i in range(10)]
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    try:
        assert len(held) == 200
        assert time.monotonic() - started < DEADLINE, "the bodies took longer to send than their deadline"
        grown_mib = (resident_kib(worker) - before) / 1024
        assert grown_mib <= 64, f"nginx's worker grew by {grown_mib:.1f} MiB for 200 bodies of 1 MiB"
    finally:
        for conn in held:
            conn.close()
    print(f"nginx's worker: {before / 1024:.1f} MiB, {grown_mib:+.1f} MiB with 200 bodies of 1 MiB held")


# --- the metrics' own listener ------------------------------------------------------------------


@pytest.mark.parametrize("target", [b"/metrics", b"/metrics/", b"//metrics", b"/./metrics", b"/x/../metrics",
                                    b"/%6detrics", b"/%6D%65trics", b"/METRICS", b"/metrics?x=1", b"/metrics;x",
                                    b"/metrics%00", b"/metrics%2f", b"http://x/metrics", b"/metrics#x"])
def test_metrics_is_not_on_the_public_port_in_any_spelling(edge, target):
    for method in (b"GET", b"HEAD"):
        answer = exchange(edge.port, b"%s %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % (method, target))
        assert answer is not None and answer.status in (400, 404), (target, answer.status)
        assert b"http_requests" not in answer.body and b"# TYPE" not in answer.body, target
        if method == b"GET":
            answer.problem()


def test_the_metrics_listener_serves_them_to_the_scraper(edge):
    exchange(edge.port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    conn = http.client.HTTPConnection("127.0.0.1", edge.metrics_port, timeout=10)
    conn.request("GET", "/metrics")
    answer = conn.getresponse()
    text = answer.read().decode()
    assert answer.status == 200 and answer.getheader("Content-Type").startswith("text/plain; version=0.0.4")
    assert 'http_requests_total{method="GET",route="/healthz",status="200"}' in text
    conn.request("GET", "/healthz")
    other = conn.getresponse()
    assert other.status == 404 and b"http_requests" not in other.read()
    conn.close()


# --- a season's limits through the edge ------------------------------------------------------------


def test_a_season_over_a_requests_limits_is_a_413_problem_naming_the_limit(edge):
    files = [{"name": f"{i}.json", "text": "{}"} for i in range(51)]
    body = json.dumps({"files": files}).encode()
    answer = exchange(edge.port, b"POST /chocola/season HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                 b"Accept: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s"
                      % (len(body), body))
    doc = problem(answer, 413, "51 files")
    assert "51 files; one request checks at most 50" in doc["detail"]
    escaped = '{"files": [{"name": "a.json", "text": "%s"}]}' % ("\\u005b" * 60000)
    answer = exchange(edge.port, b"POST /chocola/season HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                 b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(escaped), escaped.encode()))
    assert "more than 50000 arrays and objects in all" in problem(answer, 413, "escaped arrays")["detail"]
