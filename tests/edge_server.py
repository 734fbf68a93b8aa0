"""The service behind the edge as a user starts it, `bin/serve --edge --port N`, on a free
loopback port (tests/server/test_edge.py, tests/server/test_slow_clients.py and
bench/slow_clients.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

from tests.gunicorn_server import ROOT, free_port, one_request, started, terminate


class EdgeServer:
    """`bin/serve --edge` (nginx in front, gunicorn behind it); its output in a file."""

    def __init__(self, workdir: Path, env_extra: dict[str, str] | None = None, workers: int = 2):
        self.port = free_port()
        self.metrics_port = free_port()  # the metrics' own listener, gunicorn's master's
        self.log = workdir / "edge.log"
        # appended to by every process (nginx opens its own /dev/stdout, appending): no line overwrites another
        self._out = open(self.log, "ab")
        env = {k: v for k, v in os.environ.items() if k not in ("BIND", "PORT")}
        env.update({"WEB_CONCURRENCY": str(workers), "PROMETHEUS_MULTIPROC_DIR": str(workdir / "prometheus"),
                    "METRICS_BIND": f"127.0.0.1:{self.metrics_port}", "PYTHONUNBUFFERED": "1"})
        env.update(env_extra or {})
        self.proc = subprocess.Popen([str(ROOT / "bin" / "serve"), "--edge", "--port", str(self.port)], cwd=ROOT,
                                     env=env, stdout=self._out, stderr=subprocess.STDOUT, start_new_session=True)

    def wait_ready(self, timeout: float = 120) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"bin/serve --edge exited ({self.proc.returncode}):\n{self.log_tail()}")
            try:
                if one_request("GET", self.port, "/readyz", timeout=2)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"the edge was not ready in {timeout}s:\n{self.log_tail()}")

    def log_tail(self, n: int = 3000) -> str:
        try:
            return self.log.read_text(errors="replace")[-n:]
        except OSError:
            return ""

    def stop(self, timeout: float = 40) -> int:
        terminate(self.proc, timeout, kill=lambda: os.killpg(self.proc.pid, signal.SIGKILL))
        self._out.close()
        return self.proc.returncode


def start_edge(workdir: Path, env_extra: dict[str, str] | None = None, workers: int = 2) -> EdgeServer:
    return started(EdgeServer(workdir, env_extra, workers))
