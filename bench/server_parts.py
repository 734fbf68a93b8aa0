"""The parts of the server's own cost, each timed alone in this process (thread CPU time, the
median of rounds): what deploy/gunicorn.conf.py and the service add to every request, too
small for bench/bench_server.py to tell apart from its noise (about 10-30 us between batches
of a worker's CPU on a shared machine), measured here to a tenth of a microsecond.

- the access log line: service/serving/logs.py's JsonLogger.access, to a file, beside
  gunicorn's own logger and its default format (the line it would write instead);
- the request metrics: the in-progress gauge up and down, the count and the latency
  observed, in prometheus-client's multiprocess mode (memory-mapped files in a temporary
  PROMETHEUS_MULTIPROC_DIR, as under gunicorn);
- the ``pre_request`` hook of deploy/gunicorn.conf.py;
- the envelope (service/http/envelope.py: request id, security headers, metrics) around a
  bare Flask app, against the bare app alone;
- the head and body of an answer sent in one ``sendall`` or in two (as gunicorn's Response
  sends them), the worker's CPU for a request read and its answer sent on
  a loopback connection whose client, another process, waits for each answer.

    .venv/bin/python bench/server_parts.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import datetime
import os
import socket
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def timed(fn: Callable[[], object], count: int, rounds: int) -> float:
    """`fn`'s thread CPU time, in us a call: the median of `rounds` runs of `count` calls."""
    for _ in range(min(count, 1000)):
        fn()
    runs = []
    for _ in range(rounds):
        started = time.thread_time_ns()
        for _ in range(count):
            fn()
        runs.append((time.thread_time_ns() - started) / count / 1000)
    return statistics.median(runs)


class Request:
    """A gunicorn request as the hook and the access log see it: a tray's POST."""

    headers = [("HOST", "127.0.0.1:8000"), ("USER-AGENT", "Python-urllib/3.11"),
               ("ACCEPT-ENCODING", "identity"), ("CONTENT-LENGTH", "31"), ("CONTENT-TYPE", "application/json")]
    must_close = False


class Answer:
    """A gunicorn Response as the access log sees it after a 200 of the service."""

    status = "200 OK"
    status_code = 200
    sent = 16
    headers = [("Content-Type", "application/json"), ("Content-Length", "16"),
               ("X-Request-ID", "5f0c6d0e9a7b4c1d8e2f3a4b5c6d7e8f"), ("X-Content-Type-Options", "nosniff"),
               ("Referrer-Policy", "no-referrer"), ("Content-Security-Policy", "default-src 'none'"),
               ("Cache-Control", "no-store")]


def access_logs(count: int, rounds: int, workdir: Path) -> dict[str, float]:
    from gunicorn import glogging
    from gunicorn.config import Config

    from service.serving.logs import JsonLogger

    environ = {"REQUEST_METHOD": "GET", "PATH_INFO": "/healthz", "QUERY_STRING": "", "RAW_URI": "/healthz",
               "REMOTE_ADDR": "127.0.0.1", "HTTP_USER_AGENT": "Python-urllib/3.11", "SERVER_PROTOCOL": "HTTP/1.1",
               "choco.request_id": Answer.headers[2][1]}
    took = datetime.timedelta(microseconds=312)
    out: dict[str, float] = {}
    saved = os.dup(1)
    try:
        for name, logger_class in (("the access log line (JsonLogger)", JsonLogger),
                                   ("gunicorn's own access log line, for comparison", glogging.Logger)):
            with open(workdir / "access.log", "wb") as log:
                os.dup2(log.fileno(), 1)  # gunicorn's "-": stdout, here a file
                cfg = Config()
                cfg.set("accesslog", "-")
                cfg.set("errorlog", str(workdir / "error.log"))
                logger = logger_class(cfg)
                out[name] = timed(lambda: logger.access(Answer, Request, environ, took), count, rounds)
                sys.stdout.flush()
    finally:
        os.dup2(saved, 1)
        os.close(saved)
    return out


def request_metrics(count: int, rounds: int) -> dict[str, float]:
    from service.http import metrics

    def one_request() -> None:
        metrics.IN_PROGRESS.inc()
        metrics.IN_PROGRESS.dec()
        metrics.observe("/healthz", "GET", "200", 0.0003)

    return {"the request metrics (gauge up and down, count, latency)": timed(one_request, count, rounds)}


def pre_request_hook(count: int, rounds: int) -> dict[str, float]:
    import runpy

    hook = runpy.run_path(str(ROOT / "deploy" / "gunicorn.conf.py"))["pre_request"]

    return {"the pre_request hook": timed(lambda: hook(None, Request), count, rounds)}


def envelope(count: int, rounds: int) -> dict[str, float]:
    from bench.floor import bare_app, wsgi_call
    from service.http.envelope import Envelope

    bare = bare_app()
    wrapped = Envelope(bare.wsgi_app, (), 1 << 20)
    bare.wsgi_app = wrapped  # type: ignore[method-assign]
    plain = bare_app()
    alone = timed(lambda: wsgi_call(plain, "GET", "/healthz"), count // 10, rounds)
    enveloped = timed(lambda: wsgi_call(bare, "GET", "/healthz"), count // 10, rounds)
    return {"the envelope (a bare app's GET /healthz with it, less without)": enveloped - alone}


HEAD = (b"HTTP/1.1 200 OK\r\nServer: gunicorn\r\nDate: Fri, 27 Nov 2026 09:00:00 GMT\r\nConnection: keep-alive\r\n"
        b"Content-Type: application/json\r\nContent-Length: 16\r\n" + b"X-Header: value\r\n" * 10 + b"\r\n")
BODY = b'{"status":"ok"}\n'


def sends(count: int, rounds: int) -> dict[str, float]:
    """A request read and its answer sent, one sendall or two, with a client process that
    sends each request once it has the whole answer before."""
    count = max(1, count // 10)
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    exchanges = 2 * (min(count, 1000) + rounds * count)  # what timed() calls, for each way
    child = os.fork()
    if child == 0:  # the client
        try:
            client = socket.create_connection(("127.0.0.1", port))
            client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            want = len(HEAD) + len(BODY)
            for _ in range(exchanges):
                client.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                got = 0
                while got < want:
                    more = client.recv(65536)
                    if not more:
                        return
                    got += len(more)
        finally:
            os._exit(0)
    server, _ = listener.accept()
    server.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    listener.close()

    def two() -> None:
        server.recv(65536)
        server.sendall(HEAD)
        server.sendall(BODY)

    def one() -> None:
        server.recv(65536)
        server.sendall(HEAD + BODY)

    out = {"a request read, its answer sent in two sends (gunicorn's)": timed(two, count, rounds),
           "a request read, its answer sent in one": timed(one, count, rounds)}
    server.close()
    os.waitpid(child, 0)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20000, help="calls a round (default 20000)")
    parser.add_argument("--rounds", type=int, default=7, help="rounds, the median kept (default 7)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="choco-server-parts-") as tmp:
        workdir = Path(tmp)
        metrics_dir = workdir / "prometheus"
        metrics_dir.mkdir()
        if "prometheus_client" in sys.modules:
            raise SystemExit("server_parts: prometheus_client was imported before its multiprocess directory was set")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)
        parts = {**access_logs(args.count, args.rounds, workdir), **request_metrics(args.count, args.rounds),
                 **pre_request_hook(args.count, args.rounds), **envelope(args.count, args.rounds),
                 **sends(args.count, args.rounds)}
    print(f"The parts of a request's server CPU, each alone in one process (thread CPU time, the median of "
          f"{args.rounds} rounds), us:")
    for name, us in parts.items():
        print(f"  {name:66s} {us:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
