"""The service under gunicorn with the production config (deploy/gunicorn.conf.py) on a
free loopback port, its access log (stdout) and error log (stderr) captured in files."""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "deploy" / "gunicorn.conf.py"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body)


@dataclass
class GunicornServer:
    proc: subprocess.Popen
    port: int
    access_log: Path
    error_log: Path
    multiproc_dir: Path
    _files: list = field(default_factory=list)

    def request(self, method: str, path: str, body: bytes | None = None,
                headers: dict[str, str] | None = None, timeout: float = 10) -> Answer:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            resp = conn.getresponse()
            return Answer(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
        finally:
            conn.close()

    def worker_pids(self) -> list[int]:
        text = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children").read_text()
        return sorted(int(p) for p in text.split())

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

    def stop(self, timeout: float = 30) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for f in self._files:
            f.close()
        return self.proc.returncode


def start_gunicorn(tmp_path: Path, env_extra: dict[str, str] | None = None,
                   ready_timeout: float = 30) -> GunicornServer:
    port = free_port()
    multiproc = tmp_path / "prometheus"
    env = dict(os.environ)
    env.update({
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": "2",
        "PROMETHEUS_MULTIPROC_DIR": str(multiproc),
        "PYTHONUNBUFFERED": "1",
    })
    env.update(env_extra or {})
    access_log, error_log = tmp_path / "access.log", tmp_path / "error.log"
    out, err = open(access_log, "wb"), open(error_log, "wb")
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "--config", str(CONFIG)],
                            cwd=ROOT, env=env, stdout=out, stderr=err)
    server = GunicornServer(proc, port, access_log, error_log, multiproc, [out, err])
    deadline = time.monotonic() + ready_timeout
    while True:
        if proc.poll() is not None:
            server.stop()
            raise RuntimeError(f"gunicorn exited with {proc.returncode}:\n{error_log.read_text()[-3000:]}")
        try:
            if server.request("GET", "/readyz", timeout=2).status == 200 and len(server.worker_pids()) >= 2:
                return server
        except OSError:
            pass
        if time.monotonic() > deadline:
            server.stop()
            raise RuntimeError(f"gunicorn not ready in {ready_timeout}s:\n{error_log.read_text()[-3000:]}")
        time.sleep(0.1)


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
