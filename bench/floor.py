"""The floor every bench measures against, direct WSGI calls, and the one way they are timed.

The floor is what any Flask endpoint pays: a bare Flask app whose ``GET /healthz`` returns
``{"status": "ok"}``, called the same way as the service, in the same process and run. Every
bench under ``bench/`` takes this app, its calls and its timing from here, so that their
ratios share one denominator and one method (:func:`measure`): `wsgi_call` calls an app with
an environ built as a loopback client's request.
"""

from __future__ import annotations

import io
import statistics
import time
from collections.abc import Mapping
from dataclasses import dataclass

from flask import Flask


def bare_app() -> Flask:
    bare = Flask("bare")

    @bare.get("/healthz")
    def healthz():
        return {"status": "ok"}

    return bare


def service_app(cache: bool = False):
    """The service's app. Without its replay `cache` (the default here): a bench repeats each
    request, which a worker with the cache would answer by continuing the replay it kept the
    time before; without it, every call costs what a history never seen costs. With it: a
    worker following games (bench/bench_follow.py)."""
    from service.app import create_app
    from service.config import Settings

    return create_app(Settings.from_env(**({} if cache else {"REPLAY_CACHE_BYTES": 0})))


def environ(method: str, path: str, body: bytes = b"", headers: Mapping[str, str] | None = None) -> dict:
    """A WSGI environ of a request as a client on the loopback sends it (JSON when a body),
    with any further `headers` (``{"Accept-Language": "it"}``)."""
    env = {"REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": "", "SERVER_NAME": "127.0.0.1",
           "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "127.0.0.1",
           "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body), "wsgi.errors": io.StringIO(),
           "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False,
           "CONTENT_LENGTH": str(len(body))}
    if body:
        env["CONTENT_TYPE"] = "application/json"
    for name, value in (headers or {}).items():
        env["HTTP_" + name.upper().replace("-", "_")] = value
    return env


def wsgi_call(app, method: str, path: str, body: bytes = b"",
              headers: Mapping[str, str] | None = None) -> tuple[str, bytes]:
    """One request straight into a WSGI app: its status line and its body."""
    seen = []
    result = app(environ(method, path, body, headers), lambda status, headers, exc_info=None: seen.append(status))
    data = b"".join(result)
    if hasattr(result, "close"):
        result.close()
    return seen[0], data


@dataclass(frozen=True)
class Call:
    """A request to time: sent to the service's app, or to the floor's."""

    method: str
    path: str
    body: bytes = b""
    headers: Mapping[str, str] | None = None

    def send(self, app) -> tuple[str, bytes]:
        return wsgi_call(app, self.method, self.path, self.body, self.headers)


FLOOR = Call("GET", "/healthz")


def thread_cost_us(app, call: Call, n: int) -> list[float]:
    """The CPU time of this thread for each of `n` calls in a row, in microseconds."""
    clock, send = time.thread_time_ns, call.send
    samples = []
    for _ in range(n):
        start = clock()
        send(app)
        samples.append((clock() - start) / 1000)
    return samples


@dataclass(frozen=True)
class Costs:
    """What :func:`measure` found: the floor's cost and each request's, medians in us."""

    floor: float
    costs: dict[str, float]

    def ratio(self, name: str) -> float:
        return self.costs[name] / self.floor


def measure(app, calls: Mapping[str, Call], rounds: int = 12, per_round: int = 25) -> Costs:
    """Each call's cost and the floor's, measured the one way every bench measures: thread
    CPU time of direct WSGI calls; round after round, a batch of floor calls, then a batch of
    each request in turn (interleaved, so that all see the same machine; in batches, so that
    each is timed warm, as a server answering it again would be); the median of every sample.
    Every call must answer 200."""
    bare = bare_app()
    for name, call in calls.items():  # each answers 200, and is warm
        status, data = call.send(app)
        assert status.startswith("200"), (name, status, data[:300])
    thread_cost_us(bare, FLOOR, per_round)
    floor: list[float] = []
    samples: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(rounds):
        floor += thread_cost_us(bare, FLOOR, per_round * 4)
        for name, call in calls.items():
            samples[name] += thread_cost_us(app, call, per_round)
    return Costs(statistics.median(floor), {name: statistics.median(v) for name, v in samples.items()})
