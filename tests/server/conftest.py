"""The service under gunicorn with the production config (deploy/gunicorn.conf.py) on a
free loopback port, its access log (stdout) and error log (stderr) captured in files."""

from __future__ import annotations

import http.client
import json
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.gunicorn_server import Server, started


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body)


class GunicornServer(Server):
    """bench.soak's gunicorn process, with what the tests ask of it."""

    def request(self, method: str, path: str, body: bytes | None = None,
                headers: dict[str, str] | None = None, timeout: float = 10) -> Answer:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            resp = conn.getresponse()
            return Answer(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
        finally:
            conn.close()

    def access_entries(self) -> list[dict]:
        """Every access log line so far, each parsed as JSON (fails on a line that is not)."""
        lines = self.access_log.read_text().splitlines()
        return [json.loads(line) for line in lines if line.strip()]

    def wait_for_access(self, predicate, timeout: float = 5.0) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            for entry in self.access_entries():
                if predicate(entry):
                    return entry
            if time.monotonic() > deadline:
                raise AssertionError(f"no access log line matched in {timeout}s:\n{self.access_log.read_text()[-2000:]}")
            time.sleep(0.05)


def start_gunicorn(workdir: Path, env_extra: dict[str, str] | None = None) -> GunicornServer:
    """Two workers, ready (or the test fails with the error log)."""
    return started(GunicornServer(workdir, 2, env_extra))


@pytest.fixture(scope="module")
def gunicorn_server(tmp_path_factory):
    """One server for a module's tests (2 workers)."""
    server = start_gunicorn(tmp_path_factory.mktemp("gunicorn"))
    yield server
    server.stop()


@pytest.fixture
def fresh_gunicorn(tmp_path):
    """A server of the test's own, for tests that stop it; stopped at the end in any case."""
    servers = []

    def start(**env_extra):
        workdir = tmp_path / f"server{len(servers)}"
        workdir.mkdir()
        server = start_gunicorn(workdir, env_extra)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop(timeout=5)
