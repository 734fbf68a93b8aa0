"""What the edge answers for a referee it cannot get an answer from: nobody on the socket (a
502 problem) or a referee that stays silent past the upstream timeout (a 504 problem, shown
here with the timeout cut to 1 s), each tried twice (a broken request is tried once more) and
each in the edge's JSON log with its status and both tries' statuses: gunicorn never saw
either whole, so its own log has neither."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest

from service.config import Settings
from service.serving import edge, edge_config
from tests.gunicorn_server import free_port
from tests.server.hostile_wire import exchange

pytestmark = [pytest.mark.server, pytest.mark.timeout(60)]

DECORATION = {"x-content-type-options": "nosniff", "x-frame-options": "DENY", "cache-control": "no-store"}


class StandaloneNginx:
    """The edge's nginx alone, in front of `socket_path`, its access log (stdout) in a file."""

    def __init__(self, run_dir: Path, socket_path: Path, upstream_timeout: int | None = None):
        nginx = edge.find_nginx()
        assert nginx, "nginx is missing: bin/setup-edge installs it"
        self.port = free_port()
        setup = edge_config.EdgeSetup(listen=f"127.0.0.1:{self.port}", socket=str(socket_path), run_dir=str(run_dir),
                                      settings=Settings(), as_root=edge_config.running_as_root(),
                                      modules_dir=edge.modules_dir(nginx))
        if setup.as_root:
            run_dir.chmod(0o755)
        text = edge_config.render(setup)
        if upstream_timeout is not None:
            text = text.replace(f"proxy_read_timeout {edge_config.UPSTREAM_TIMEOUT}s;",
                                f"proxy_read_timeout {upstream_timeout}s;")
        conf = run_dir / "nginx.conf"
        conf.write_text(text, encoding="utf-8")
        self.log = run_dir / "access.log"
        self._out = open(self.log, "wb")
        self.proc = subprocess.Popen([nginx, "-p", str(run_dir), "-c", str(conf), "-e", "stderr"], stdout=self._out,
                                     stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                assert time.monotonic() < deadline and self.proc.poll() is None, "nginx did not start"
                time.sleep(0.05)

    def lines(self) -> list[dict]:
        return [json.loads(line) for line in self.log.read_text().splitlines() if line.strip()]

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)
        self._out.close()


def assert_problem(answer, status: int, slug: str, title: str) -> dict:
    assert answer is not None and answer.status == status, answer
    doc = answer.problem()
    assert doc["type"] == f"/problems/{slug}" and doc["title"] == title
    for header, value in DECORATION.items():
        assert answer.headers.get(header) == value, (header, answer.headers)
    assert doc["request_id"] == answer.headers["x-request-id"]
    return doc


def logged(nginx: StandaloneNginx, request_id: str) -> dict:
    deadline = time.monotonic() + 5
    while True:
        found = [line for line in nginx.lines() if line["request_id"] == request_id]
        if found:
            return found[0]
        assert time.monotonic() < deadline, nginx.log.read_text()
        time.sleep(0.05)


def test_a_referee_that_is_not_there_is_a_502_problem_in_the_log(tmp_path):
    nginx = StandaloneNginx(tmp_path, tmp_path / "nobody.sock")
    try:
        answer = exchange(nginx.port, b"POST /chocola/validate HTTP/1.1\r\nHost: x\r\nAccept-Language: it\r\n"
                                      b"X-Request-ID: gone-1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
                                      b"\r\n{}", timeout=10)
        assert_problem(answer, 502, "bad-gateway", "L'arbitro non è raggiungibile")
        line = logged(nginx, "gone-1")
        assert (line["method"], line["status"], line["path"]) == ("POST", 502, "/chocola/validate")
        assert line["upstream_status"] == "502, 502"  # tried twice
    finally:
        nginx.stop()


@pytest.fixture
def open_dir():
    """A directory nginx's workers may reach (they run as nobody when the tests run as root),
    as the edge's own run directory is."""
    path = Path(tempfile.mkdtemp(prefix="choco-edge-test-"))
    path.chmod(0o755)
    yield path
    shutil.rmtree(path, ignore_errors=True)


def test_a_silent_referee_is_a_504_problem_in_the_log(open_dir):
    tmp_path = open_dir
    path = tmp_path / "silent.sock"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    path.chmod(0o777)
    listener.listen(16)
    accepted: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:  # takes every connection and its request, answers nothing
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                accepted.append(listener.accept()[0])
            except TimeoutError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    nginx = StandaloneNginx(tmp_path, path, upstream_timeout=1)
    try:
        started = time.monotonic()
        answer = exchange(nginx.port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-ID: silent-1\r\n\r\n", timeout=20)
        doc = assert_problem(answer, 504, "gateway-timeout", "The referee did not answer in time")
        assert f"{edge_config.UPSTREAM_TIMEOUT} seconds" in doc["detail"]
        assert 1.5 <= time.monotonic() - started < 10  # two tries of 1 s
        line = logged(nginx, "silent-1")
        assert (line["method"], line["status"], line["upstream_status"]) == ("GET", 504, "504, 504")
    finally:
        nginx.stop()
        stop.set()
        thread.join(5)
        for conn in accepted:
            conn.close()
        listener.close()
