"""Slow clients against the service: 64 connections that trickle their requests (half of
them the header, a byte a second, half a body announced by its Content-Length, a byte a
second), reopened as soon as the server closes them, for 30 s; meanwhile one probe after
another asks GET /healthz and a real score (a 6-player Choco Late game) on fresh
connections, each with a 2 s timeout. Prints, for each probe, the answers, the failures and
the latencies (p50, p99, max).

    .venv/bin/python bench/slow_clients.py                    # behind the edge (bin/serve --edge)
    .venv/bin/python bench/slow_clients.py --target gunicorn  # plain gunicorn (bin/serve)
    .venv/bin/python bench/slow_clients.py --target both --seconds 30

tests/server/test_slow_clients.py runs the same against the edge (p99 under 250 ms) and
against plain gunicorn (where the tricklers hold every worker thread).
"""

from __future__ import annotations

import argparse
import http.client
import json
import socket
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.history import random_game  # noqa: E402

HOST = "127.0.0.1"
PROBE_TIMEOUT = 2.0


@dataclass
class ProbeFigures:
    name: str
    latencies_ms: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def percentile(self, q: float) -> float:
        if not self.latencies_ms:
            return float("inf")
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    @property
    def p99(self) -> float:
        return self.percentile(0.99) if not self.failures else float("inf")

    def line(self) -> str:
        if not self.latencies_ms:
            return f"{self.name:>8}: no answer ({len(self.failures)} failures: {self.failures[:1]})"
        return (f"{self.name:>8}: {len(self.latencies_ms)} answered, {len(self.failures)} failed; "
                f"p50 {self.percentile(0.5):.1f} ms, p99 {self.percentile(0.99):.1f} ms, "
                f"max {max(self.latencies_ms):.1f} ms")


@dataclass
class SlowResult:
    target: str
    seconds: float
    connections: int
    opened: int
    healthz: ProbeFigures
    score: ProbeFigures

    def report(self, out=sys.stdout) -> None:
        print(f"{self.target}: {self.connections} trickling connections for {self.seconds:.0f} s "
              f"({self.opened} opened in all)", file=out)
        print("  " + self.healthz.line(), file=out)
        print("  " + self.score.line(), file=out)


def score_body() -> bytes:
    return json.dumps({"game": random_game("choco-late", 6, 7)}).encode()


def _trickler(port: int, index: int, stop: threading.Event, opened: list[int]) -> None:
    """One slow client: open, send the start of a request, then a byte a second; when the
    server closes the connection, open another."""
    body_kind = index % 2 == 1
    while not stop.is_set():
        try:
            conn = socket.create_connection((HOST, port), timeout=5)
        except OSError:
            stop.wait(0.2)
            continue
        opened[0] += 1
        try:
            if body_kind:
                conn.sendall(b"POST /score/choco-late HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                             b"Content-Length: 100000\r\n\r\n{")
                drip = b" "
            else:
                conn.sendall(b"POST /score/choco-late HTTP/1.1\r\nHost: x\r\n")
                drip = b"X"
            conn.setblocking(False)
            while not stop.wait(1.0):
                try:
                    if conn.recv(4096) == b"":
                        break  # the server closed it: open another
                except BlockingIOError:
                    pass
                conn.send(drip)
        except OSError:
            pass
        finally:
            conn.close()


def _probe(port: int, method: str, path: str, body: bytes | None, figures: ProbeFigures) -> None:
    headers = {"Content-Type": "application/json"} if body is not None else {}
    started = time.perf_counter()
    conn = http.client.HTTPConnection(HOST, port, timeout=PROBE_TIMEOUT)
    try:
        conn.request(method, path, body=body, headers=headers)
        answer = conn.getresponse()
        answer.read()
        if answer.status != 200:
            figures.failures.append(f"status {answer.status}")
            return
        figures.latencies_ms.append((time.perf_counter() - started) * 1000)
    except OSError as exc:
        figures.failures.append(f"{type(exc).__name__}: {exc}")
    finally:
        conn.close()


def slow_clients(port: int, target: str, *, connections: int = 64, seconds: float = 30.0,
                 interval: float = 0.1) -> SlowResult:
    stop = threading.Event()
    opened = [0]
    threads = [threading.Thread(target=_trickler, args=(port, i, stop, opened), daemon=True)
               for i in range(connections)]
    for t in threads:
        t.start()
    time.sleep(1.0)  # every trickler connected
    healthz, score = ProbeFigures("healthz"), ProbeFigures("score")
    body = score_body()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        _probe(port, "GET", "/healthz", None, healthz)
        _probe(port, "POST", "/score/choco-late", body, score)
        time.sleep(interval)
    stop.set()
    for t in threads:
        t.join(5)
    return SlowResult(target, seconds, connections, opened[0], healthz, score)


def run(target: str, seconds: float, connections: int) -> SlowResult:
    from tests.edge_server import start_edge
    from tests.gunicorn_server import Server

    with tempfile.TemporaryDirectory(prefix="choco-slow-") as workdir:
        if target == "edge":
            server = start_edge(Path(workdir))
        else:
            server = Server(Path(workdir), 2)
            server.wait_ready()
        try:
            return slow_clients(server.port, target, connections=connections, seconds=seconds)
        finally:
            server.stop()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", choices=("edge", "gunicorn", "both"), default="edge")
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--connections", type=int, default=64)
    args = ap.parse_args(argv)
    for target in (("edge", "gunicorn") if args.target == "both" else (args.target,)):
        run(target, args.seconds, args.connections).report()
    return 0


if __name__ == "__main__":
    sys.exit(main())
