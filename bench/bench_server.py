"""The server's own cost: the CPU a gunicorn worker spends per request, under the project's
config (deploy/gunicorn.conf.py) and with each of its parts taken away in turn, against a
bare Flask app (GET /healthz returns {"status": "ok"}) under the same config and under
gunicorn's defaults.

Every variant is a gunicorn of one worker, all started at once on the loopback (logs in files
of a temporary directory); round after round, each is sent a batch of `--count` requests of
each kind in a row on one connection from this process, in turn (interleaved: every variant
sees the same machine; the variant that goes first changes every round). A batch's cost is the worker's CPU time (every thread's, from
/proc/<pid>/task/*/schedstat, in ns) over it, divided by its requests; the median batch is
kept (the best batch, the least disturbed by other work, is printed beside it). Beside each
variant, its difference from the project's config round by round (the median of those
differences): the fewer the variants (``--only``), the closer in time the two batches of a
round, and the finer it resolves: with three or four variants a few microseconds, where the
medians of each, a few hundred, differ by 10-30 between runs on a shared machine.

- ``project``: deploy/gunicorn.conf.py as it is (gthread, JSON access log, hooks, metrics in
  prometheus-client's multiprocess mode);
- ``no access log``: ``accesslog = None`` (the error log stays);
- ``gunicorn's logger``: gunicorn's own logger and access-log format instead of the JSON one;
- ``no hooks``: without ``pre_request`` (the only hook run per request);
- ``sync worker``: ``worker_class = "sync"`` (a connection per request);
- ``gunicorn's gthread worker``: gunicorn's own gthread instead of the project's
  (service/serving/protocol_errors.py: problem documents for gunicorn's refusals);
- ``no metrics``: the app with its request metrics (the envelope's count, histogram and
  in-progress gauge) made no-ops;
- ``bare app``: the bare Flask app under the same config;
- with ``--against DIR``, ``project, DIR's code``: another tree of the project (an earlier
  commit's files: ``git archive main | tar -x -C DIR``) run under its own config, the before
  beside the after;
- ``bare app, gunicorn defaults`` and ``service, gunicorn defaults``: no config at all (sync,
  one worker, no access log).

Then, without ``--only``, each part alone, to a tenth of a microsecond (bench/server_parts.py).

    .venv/bin/python bench/bench_server.py [--count 200] [--rounds 15] [--against DIR]
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_requests import BARE_MODULE  # noqa: E402
from tests.gunicorn_server import child_pids, free_port, terminate  # noqa: E402

CONFIG = ROOT / "deploy" / "gunicorn.conf.py"


NO_METRICS_MODULE = '''from service.http import metrics


class _Still:
    def inc(self, amount=1):
        pass

    def dec(self, amount=1):
        pass


metrics.observe = lambda *args: None
metrics.IN_PROGRESS = _Still()

from service.wsgi import app  # noqa: E402
'''

# The project's config, then the variant's changes (`workers = 1` for all).
OVERRIDE = '''import runpy as _runpy

globals().update({{k: v for k, v in _runpy.run_path({config!r}).items() if not k.startswith("__")}})
workers = 1
{changes}
'''


@dataclass(frozen=True)
class Variant:
    name: str
    app: str
    changes: str | None  # None: gunicorn's defaults (no config file)
    root: Path = ROOT  # the tree whose code and deploy/gunicorn.conf.py it runs


VARIANTS = (
    Variant("project", "service.wsgi:app", ""),
    Variant("no access log", "service.wsgi:app", "accesslog = None"),
    Variant("gunicorn's logger", "service.wsgi:app", "from gunicorn.glogging import Logger as logger_class"),
    Variant("no hooks", "service.wsgi:app", "del pre_request"),
    Variant("sync worker", "service.wsgi:app", 'worker_class = "sync"'),
    Variant("gunicorn's gthread worker", "service.wsgi:app", 'worker_class = "gthread"'),
    Variant("python parser", "service.wsgi:app", 'http_parser = "python"'),  # the same as project unless gunicorn_h1c is installed
    Variant("no metrics", "no_metrics:app", ""),
    Variant("bare app", "bare_app:app", ""),
    Variant("bare app, gunicorn defaults", "bare_app:app", None),
    Variant("service, gunicorn defaults", "service.wsgi:app", None),
)

REQUESTS = {
    "GET /healthz": ("GET", "/healthz", None),
    "POST /choco-late/trays": ("POST", "/choco-late/trays", b'{"lots": [26, 32, 44, 37, 23]}'),
}


def worker_cpu_seconds(pid: int) -> float:
    """The CPU time of every thread of process `pid` so far, from the scheduler's own count
    (nanoseconds; /proc/<pid>/stat counts in clock ticks of 10 ms)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError):
            pass
    return total / 1e9


def send(conn: http.client.HTTPConnection, method: str, path: str, body: bytes | None) -> None:
    headers = {"Content-Type": "application/json"} if body else {}
    conn.request(method, path, body=body, headers=headers)
    response = conn.getresponse()
    response.read()
    assert response.status == 200, (method, path, response.status)


class Running:
    """One variant's gunicorn, started, with its worker's pid and a connection to it."""

    def __init__(self, variant: Variant, workdir: Path) -> None:
        self.variant = variant
        port = self.port = free_port()
        root = variant.root
        env = {**os.environ, "PYTHONPATH": f"{workdir}{os.pathsep}{root}", "PYTHONUNBUFFERED": "1",
               "PROMETHEUS_MULTIPROC_DIR": str(workdir / f"prometheus-{port}")}
        (workdir / f"prometheus-{port}").mkdir()
        argv = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}"]
        if variant.changes is not None:
            config = workdir / f"config-{port}.py"
            config.write_text(OVERRIDE.format(config=str(root / "deploy" / "gunicorn.conf.py"), changes=variant.changes))
            argv += ["--config", str(config)]
            env["BIND"] = f"127.0.0.1:{port}"
        argv.append(variant.app)
        self.err = workdir / f"err-{port}.log"
        with open(workdir / f"out-{port}.log", "wb") as out, open(self.err, "wb") as err:
            self.proc = subprocess.Popen(argv, cwd=root, env=env, stdout=out, stderr=err)
        self.pid = 0
        self.conn: http.client.HTTPConnection | None = None

    def wait_ready(self) -> None:
        deadline = time.monotonic() + 60
        while True:
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{self.variant.name}: gunicorn did not start:\n" + self.err.read_text()[-2000:])
            try:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                send(self.conn, "GET", "/healthz", None)
                if child_pids(self.proc.pid):
                    break
            except OSError:
                time.sleep(0.05)
        (self.pid,) = child_pids(self.proc.pid)

    def cost(self, method: str, path: str, body: bytes | None, count: int) -> float:
        """The worker's CPU over `count` requests in a row, in seconds."""
        before = worker_cpu_seconds(self.pid)
        for _ in range(count):
            try:
                send(self.conn, method, path, body)
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                # the worker closed the connection while it idled past its keep-alive (while
                # the other variants had their turn): a new one, as any client opens
                self.conn.close()
                send(self.conn, method, path, body)
        return worker_cpu_seconds(self.pid) - before

    def stop(self) -> None:
        if self.conn is not None:
            self.conn.close()
        terminate(self.proc)


def asked_of(variant: Variant) -> dict[str, tuple]:
    return {"GET /healthz": REQUESTS["GET /healthz"]} if variant.app.startswith("bare") else REQUESTS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200, help="requests of each kind in a batch (default 200)")
    parser.add_argument("--rounds", type=int, default=15, help="batches of each kind per variant (the median kept)")
    parser.add_argument("--only", action="append", default=[], help="only this variant (repeatable)")
    parser.add_argument("--against", type=Path, help="another tree of the project (a checkout of an earlier commit): "
                                                     "its code under its own config as one more variant")
    args = parser.parse_args(argv)
    variants = [v for v in VARIANTS if not args.only or v.name in args.only]
    if args.against is not None:
        variants.append(Variant(f"project, {args.against.name}'s code", "service.wsgi:app", "",
                                args.against.resolve()))
    samples: dict[tuple[str, str], list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="choco-server-bench-") as tmp:
        workdir = Path(tmp)
        (workdir / "bare_app.py").write_text(BARE_MODULE)
        (workdir / "no_metrics.py").write_text(NO_METRICS_MODULE)
        servers = [Running(v, workdir) for v in variants]
        try:
            for server in servers:
                server.wait_ready()
            for server in servers:  # warm
                for name, (method, path, body) in asked_of(server.variant).items():
                    server.cost(method, path, body, 50)
            for round_ in range(args.rounds):  # batches interleaved: every variant sees the same machine
                turn = round_ % len(servers)  # and each goes first in turn (no place in the order kept)
                for server in servers[turn:] + servers[:turn]:
                    for name, (method, path, body) in asked_of(server.variant).items():
                        seconds = server.cost(method, path, body, args.count)
                        samples.setdefault((server.variant.name, name), []).append(seconds / args.count * 1e6)
        finally:
            for server in servers:
                server.stop()
    cost = {key: statistics.median(values) for key, values in samples.items()}
    floor = cost.get(("bare app", "GET /healthz"))
    default_floor = cost.get(("bare app, gunicorn defaults", "GET /healthz"))
    print(f"Server CPU per request (one gunicorn worker each, batches of {args.count} requests on one connection, "
          f"the median of {args.rounds} interleaved batches), us; ratios to the bare Flask app under the same config (floor) and "
          "under gunicorn's defaults:")
    print(f"  {'variant':34s} {'request':24s} {'us':>8s} {'x floor':>8s} {'x bare default':>15s} {'best batch':>11s} "
          f"{'- project':>10s}")
    for (variant, name), us in cost.items():
        ratio = f"{us / floor:8.2f}" if floor else f"{'':8s}"
        default = f"{us / default_floor:15.2f}" if default_floor else f"{'':15s}"
        project = samples.get(("project", name))
        paired = f"{statistics.median(a - b for a, b in zip(samples[variant, name], project)):10.1f}" \
            if project is not None and variant != "project" else ""
        print(f"  {variant:34s} {name:24s} {us:8.1f} {ratio} {default} {min(samples[variant, name]):11.1f} {paired}")
    if not args.only:  # then each part alone, in a process of its own (bench/server_parts.py)
        print()
        sys.stdout.flush()
        subprocess.run([sys.executable, str(ROOT / "bench" / "server_parts.py")], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
