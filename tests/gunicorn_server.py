"""The service under gunicorn (deploy/gunicorn.conf.py) on a free loopback port, for the tests
that need a real server (contract, end-to-end, server) and for the soak (bench/soak.py)."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "deploy" / "gunicorn.conf.py"
HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


class Server:
    """gunicorn with deploy/gunicorn.conf.py on a free loopback port, logs in files."""

    def __init__(self, workdir: Path, workers: int, env_extra: dict[str, str] | None = None,
                 wsgi_app: str | None = None):
        self.port = free_port()
        self.metrics_port = free_port()  # the metrics' own listener (service/serving/metrics_listener.py)
        self.workers = workers
        env = dict(os.environ)
        env.update({
            "BIND": f"{HOST}:{self.port}",
            "METRICS_BIND": f"{HOST}:{self.metrics_port}",
            "WEB_CONCURRENCY": str(workers),
            "PROMETHEUS_MULTIPROC_DIR": str(workdir / "prometheus"),
            "PYTHONUNBUFFERED": "1",
        })
        env.update(env_extra or {})
        self.access_log, self.error_log = workdir / "access.log", workdir / "error.log"
        self._out, self._err = open(self.access_log, "wb"), open(self.error_log, "wb")
        argv = [sys.executable, "-m", "gunicorn", "--config", str(CONFIG)] + ([wsgi_app] if wsgi_app else [])
        self.proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=self._out, stderr=self._err)

    def wait_ready(self, timeout: float = 30, path: str = "/readyz") -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited ({self.proc.returncode}):\n{self.log_tail()}")
            try:
                if one_request("GET", self.port, path, timeout=2)[0] == 200 and \
                        len(self.worker_pids()) == self.workers:
                    return
            except OSError:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"gunicorn not ready in {timeout}s:\n{self.log_tail()}")

    def worker_pids(self) -> list[int]:
        return child_pids(self.proc.pid)

    def peers_of(self, pid: int) -> set[int]:
        """Client ports of the connections worker `pid` holds (accepted sockets), from /proc."""
        inodes = set()
        try:
            fds = os.listdir(f"/proc/{pid}/fd")
        except OSError:
            return set()
        for fd in fds:
            try:
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(int(target[8:-1]))
        peers = set()
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            try:
                lines = Path(table).read_text().splitlines()[1:]
            except OSError:
                continue
            for line in lines:
                f = line.split()
                local_port = int(f[1].rsplit(":", 1)[1], 16)
                remote_port = int(f[2].rsplit(":", 1)[1], 16)
                if int(f[9]) in inodes and local_port == self.port and remote_port:
                    peers.add(remote_port)
        return peers

    def durations_ms(self) -> list[float]:
        """duration_ms of every POST in the access log so far (the app's time, no queueing)."""
        out = []
        try:
            lines = self.access_log.read_text(errors="replace").splitlines()
        except OSError:
            return out
        for line in lines:
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            if entry.get("method") == "POST" and isinstance(entry.get("duration_ms"), (int, float)):
                out.append(float(entry["duration_ms"]))
        return out

    def log_tail(self, n: int = 3000) -> str:
        try:
            return self.error_log.read_text(errors="replace")[-n:]
        except OSError:
            return ""

    def stop(self, timeout: float = 30) -> int:
        terminate(self.proc, timeout)
        self._out.close()
        self._err.close()
        return self.proc.returncode


def terminate(proc: subprocess.Popen, timeout: float = 30, kill=None) -> int:
    """SIGTERM to a server still running, then `kill` (SIGKILL to it by default) if it has not
    exited within `timeout` seconds; its exit code."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            (kill or proc.kill)()
            proc.wait()
    return proc.returncode


def child_pids(pid: int) -> list[int]:
    """The processes `pid` started (a gunicorn master's workers), from /proc: its children
    file, or on a kernel without one, a scan of every process's parent."""
    try:
        return sorted(int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split())
    except OSError:
        pids = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                pids.append(int(stat.parent.name))
        return sorted(pids)


def started(server):
    """`server` once ready; stopped (and the error raised) when it does not get ready."""
    try:
        server.wait_ready()
    except RuntimeError:
        server.stop()
        raise
    return server


def one_request(method: str, port: int, path: str, body: bytes | None = None, headers=None,
                timeout: float = 10) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()




@contextlib.contextmanager
def gunicorn_service(workers: int, given_url_variable: str) -> Iterator[str]:
    """Yields the base URL of the service started with deploy/gunicorn.conf.py; when the
    environment variable `given_url_variable` is set, the already running service there."""
    given = os.environ.get(given_url_variable)
    if given:
        yield given.rstrip("/")
        return
    with tempfile.TemporaryDirectory(prefix="choco-gunicorn-") as workdir:
        server = Server(Path(workdir), workers)
        try:
            server.wait_ready()
            yield f"http://{HOST}:{server.port}"
        finally:
            server.stop(timeout=15)
