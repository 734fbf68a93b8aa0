"""Load bench: the service under its production gunicorn config, driven by wrk on loopback.

    .venv/bin/python bench/load.py                 # the whole run, 1.5 to 2.5 minutes
    .venv/bin/python bench/load.py --skip-memory   # throughput and latency only, ~40 s
    .venv/bin/python bench/load.py --model gevent:2   # another worker model (sync:N,
                                                       # gthread:NxT, gevent:N)

It starts gunicorn with deploy/gunicorn.conf.py on a free loopback port and prints:

- for GET /healthz, a one-tray score (5 lots), a finished 6-player game scored from its
  history, and a best split of 18 lots: requests per second, median and p99 latency under
  load (wrk, --connections, default 16; the endpoints taken in turn for --rounds rounds,
  the best round of each kept) and under light load (--latency-connections, default 2:
  one request per worker, no queueing), each one's throughput as a fraction of
  /healthz's in the same run, and the CPU time the server spent per answer (which other
  load on a shared machine barely disturbs);
- the resident memory of every worker (and how many requests it served) after 10,000 and
  after 20,000 mixed requests
  (read from /proc/<pid>/status of the gunicorn master's children; a leak shows as growth);
- each target, met or missed.

Needs wrk (`apt-get install -y wrk`). Only loopback traffic; every run is bounded in time.
The 6-player game is a real one: a seeded random game played through the engine
(bench/history.py). Figures are printed, never asserted (DESIGN.md: benchmarks print).
"""

from __future__ import annotations

import argparse
import atexit
import http.client
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
WRK_DIR = BENCH / "wrk"
CONFIG = ROOT / "deploy" / "gunicorn.conf.py"
sys.path.insert(0, str(ROOT))

from tests.gunicorn_server import child_pids, free_port, terminate  # noqa: E402

TRAY_LOTS = [26, 32, 44, 37, 23]
SPLIT_LOTS = sorted(random.Random(18).sample(range(1, 101), 18))

# Targets of the issue: throughput as a fraction of /healthz's, latency, memory.
TARGET_TRAY_FRACTION = 0.40
TARGET_GAME_FRACTION = 0.07
TARGET_SPLIT_P99_MS = 30.0
TARGET_WORKER_RSS_MB = 100.0
FLAT_GROWTH_MB = 2.0  # a worker growing more than this between 10k and 20k requests leaks
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
WARM_REQUESTS = 2_000  # a worker that served fewer before the 10k snapshot is still warming up
MIXED_CAP_S = 40  # each run of 10,000 mixed requests stops there even if short of its count


@dataclass
class Endpoint:
    name: str
    method: str
    path: str
    body: object | None = None
    body_file: Path | None = None


@dataclass
class WrkResult:
    requests: int
    seconds: float
    errors: int
    non_2xx: int
    p50_ms: float
    p99_ms: float
    server_cpu_s: float = 0.0  # CPU the gunicorn processes used during the run

    @property
    def cpu_ms_per_request(self) -> float:
        return self.server_cpu_s * 1000 / self.requests if self.requests else float("nan")

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0


# --- the server -------------------------------------------------------------------------


def model_config(model: str, workdir: Path) -> Path:
    """The production config, or an overlay of it with another worker model."""
    if model == "default":
        return CONFIG
    kind, _, size = model.partition(":")
    lines = [f"exec(compile(open({str(CONFIG)!r}).read(), {str(CONFIG)!r}, 'exec'))"]
    if kind == "sync":
        lines += ["worker_class = 'sync'", "threads = 1", f"workers = {int(size or 2)}"]
    elif kind == "gthread":
        w, _, t = (size or "2x2").partition("x")
        lines += ["worker_class = 'gthread'", f"workers = {int(w)}", f"threads = {int(t or 2)}"]
    elif kind == "gevent":
        # gevent must patch the standard library before the app is imported: no preload.
        lines += ["worker_class = 'gevent'", "threads = 1", f"workers = {int(size or 2)}",
                  "preload_app = False", "worker_connections = 1000"]
    else:
        raise SystemExit(f"unknown worker model {model!r} (sync:N, gthread:NxT, gevent:N)")
    path = workdir / f"gunicorn-{kind}.conf.py"
    path.write_text("\n".join(lines) + "\n")
    return path


class Server:
    def __init__(self, config: Path, workdir: Path, env_extra: dict[str, str] | None = None):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ)
        env.pop("PROMETHEUS_MULTIPROC_DIR", None)  # the config makes a fresh one
        env["BIND"] = f"127.0.0.1:{self.port}"
        env.update(env_extra or {})
        self.access_log = workdir / "access.log"
        self.error_log = workdir / "error.log"
        self._out = open(self.access_log, "wb")
        self._err = open(self.error_log, "wb")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "--config", str(config)],
            cwd=ROOT, env=env, stdout=self._out, stderr=self._err,
        )

    def wait_ready(self, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit(f"gunicorn exited ({self.proc.returncode}):\n{self.error_log.read_text()[-3000:]}")
            try:
                status, _ = request("GET", self.port, "/readyz")
                if status == 200 and self._workers_settled():
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise SystemExit(f"gunicorn not ready in {timeout}s:\n{self.error_log.read_text()[-3000:]}")

    def _workers_settled(self) -> bool:
        """Every worker is up: their number has not changed for a second."""
        pids = self.worker_pids()
        for _ in range(10):
            time.sleep(0.1)
            if self.worker_pids() != pids:
                return False
        return len(pids) > 0

    def worker_pids(self) -> list[int]:
        return child_pids(self.proc.pid)

    def cpu_seconds(self) -> float:
        """CPU time (user + system) used so far by the master and its live workers."""
        total = 0
        for pid in [self.proc.pid, *self.worker_pids()]:
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14, 15)
        return total / CLOCK_TICKS

    def stop(self) -> None:
        terminate(self.proc)
        self._out.close()
        self._err.close()


def request(method: str, port: int, path: str, body: bytes | None = None) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        conn.request(method, path, body=body, headers=headers)
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def served_by_worker(access_log: Path) -> dict[int, int]:
    """Requests answered so far by each worker pid, from the JSON access log."""
    counts: dict[int, int] = {}
    with open(access_log, "rb") as f:
        for line in f:
            if line.startswith(b"{"):
                try:
                    pid = json.loads(line)["pid"]
                except (ValueError, KeyError):
                    continue
                counts[pid] = counts.get(pid, 0) + 1
    return counts


def worker_memory(server: "Server") -> dict[int, dict[str, float]]:
    time.sleep(0.2)  # let the last access log lines land
    served = served_by_worker(server.access_log)
    return {p: {**memory_of(p), "served": served.get(p, 0)} for p in server.worker_pids()}


def memory_of(pid: int) -> dict[str, float]:
    """VmRSS and RssAnon (the worker's own pages, not the ones shared with the master), MB."""
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "RssAnon"):
            out[key] = int(value.split()[0]) / 1024
    return out


# --- wrk --------------------------------------------------------------------------------


def run_wrk(url: str, script: Path, *, connections: int, seconds: float,
            env_extra: dict[str, str], timeout_s: float = 5.0) -> WrkResult:
    cmd = ["wrk", "-t1", f"-c{connections}", f"-d{max(1, round(seconds))}s",
           f"--timeout={timeout_s:g}s", "-s", str(script), url]
    env = dict(os.environ, **env_extra)
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=seconds + 120)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("WRK_JSON ")), None)
    if proc.returncode != 0 or line is None:
        raise SystemExit(f"wrk failed ({proc.returncode}): {proc.stdout}\n{proc.stderr}")
    data = json.loads(line[len("WRK_JSON "):])
    errors = sum(data[k] for k in ("errors_connect", "errors_read", "errors_write", "errors_timeout"))
    return WrkResult(
        requests=data["requests"], seconds=data["duration_us"] / 1e6, errors=errors,
        non_2xx=data["errors_status"], p50_ms=data["p50_us"] / 1000, p99_ms=data["p99_us"] / 1000,
    )


def wrk_endpoint(server: Server, ep: Endpoint, *, connections: int, seconds: float) -> WrkResult:
    cpu_before = server.cpu_seconds()
    if ep.method == "GET":
        result = run_wrk(server.base + ep.path, WRK_DIR / "get.lua", connections=connections,
                         seconds=seconds, env_extra={})
    else:
        result = run_wrk(server.base + ep.path, WRK_DIR / "post_json.lua", connections=connections,
                         seconds=seconds, env_extra={"WRK_BODY_FILE": str(ep.body_file)})
    result.server_cpu_s = server.cpu_seconds() - cpu_before
    return result


# --- the run ----------------------------------------------------------------------------


def build_endpoints(workdir: Path, players: int, seed: int) -> tuple[list[Endpoint], str]:
    from bench.history import random_game

    history = random_game("choco-late", players=players, seed=seed)
    endpoints = [
        Endpoint("GET /healthz", "GET", "/healthz"),
        Endpoint("one tray, 5 lots", "POST", "/choco-late/trays", {"lots": TRAY_LOTS}),
        Endpoint(f"{players}-player game score", "POST", "/score/choco-late", {"game": history}),
        Endpoint("best split, 18 lots", "POST", "/choco-late/trays/best-split", {"lots": SPLIT_LOTS}),
    ]
    for i, ep in enumerate(endpoints):
        if ep.body is not None:
            ep.body_file = workdir / f"body{i}.json"
            ep.body_file.write_bytes(json.dumps(ep.body).encode())
    about = (f"game: {players} players, seed {seed}, {len(history['moves'])} moves, "
             f"{endpoints[2].body_file.stat().st_size} bytes; split lots: {SPLIT_LOTS}")
    return endpoints, about


def check_answers(server: Server, endpoints: list[Endpoint]) -> list[str]:
    notes = []
    for ep in endpoints:
        body = ep.body_file.read_bytes() if ep.body_file else None
        status, answer = request(ep.method, server.port, ep.path, body)
        if status != 200:
            raise SystemExit(f"{ep.method} {ep.path} answered {status}: {answer[:500]!r}")
        data = json.loads(answer)
        if ep.path.endswith("best-split"):
            notes.append(f"best split: total {data.get('total')}, optimal {data.get('optimal')}")
        elif ep.path == "/score/choco-late":
            notes.append(f"game: winners {data.get('winners')}")
    return notes


def mixed_requests(server: Server, endpoints: list[Endpoint], workdir: Path, count: int,
                   connections: int) -> WrkResult:
    mix = workdir / "mix.txt"
    mix.write_text("".join(f"{ep.method} {ep.path} {ep.body_file or ''}\n" for ep in endpoints))
    return run_wrk(server.base, WRK_DIR / "mixed.lua", connections=connections, seconds=MIXED_CAP_S,
                   env_extra={"WRK_MIX_FILE": str(mix), "WRK_MAX_REQUESTS": str(count)})


def best_of(runs: list[WrkResult]) -> WrkResult:
    """The round with the most requests/s, with the median p50/p99 and the least CPU per
    answer of all rounds, and every round's errors."""
    best = max(runs, key=lambda r: r.rps)
    least_cpu = min(runs, key=lambda r: r.cpu_ms_per_request)
    return WrkResult(
        requests=best.requests, seconds=best.seconds,
        errors=sum(r.errors for r in runs), non_2xx=sum(r.non_2xx for r in runs),
        p50_ms=statistics.median(r.p50_ms for r in runs), p99_ms=statistics.median(r.p99_ms for r in runs),
        server_cpu_s=least_cpu.cpu_ms_per_request * best.requests / 1000,
    )


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def fmt_ms(x: float) -> str:
    return f"{x:7.2f}"


def main() -> int:
    ap = argparse.ArgumentParser(description="Load bench of the Choco referee under gunicorn.")
    ap.add_argument("--duration", type=float, default=2.0,
                    help="seconds of each wrk run (default 2)")
    ap.add_argument("--rounds", type=int, default=3,
                    help="rounds of throughput runs over the endpoints (default 3)")
    ap.add_argument("--connections", type=int, default=16, help="wrk connections for throughput (default 16)")
    ap.add_argument("--latency-connections", type=int, default=2,
                    help="wrk connections for the light-load latency run (default 2)")
    ap.add_argument("--model", default="default",
                    help="worker model: default (the config's), sync:N, gthread:NxT, gevent:N")
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--skip-memory", action="store_true", help="skip the 20,000-request memory run")
    ap.add_argument("--keep", action="store_true", help="keep the temp dir (logs, bodies)")
    args = ap.parse_args()

    if shutil.which("wrk") is None:
        print("wrk not found: apt-get install -y wrk", file=sys.stderr)
        return 2

    started = time.monotonic()
    load_before = load_average()
    workdir = Path(tempfile.mkdtemp(prefix="choco-bench-"))
    if not args.keep:
        atexit.register(shutil.rmtree, workdir, True)
    endpoints, about = build_endpoints(workdir, args.players, args.seed)
    server = Server(model_config(args.model, workdir), workdir)
    try:
        server.wait_ready()
        notes = check_answers(server, endpoints)
        pids = server.worker_pids()
        print(f"choco referee under gunicorn ({args.model} model from {CONFIG.relative_to(ROOT)}), "
              f"{len(pids)} workers, {os.cpu_count()} CPUs, wrk -t1 on the same machine")
        print(about)
        for n in notes:
            print(n)

        memory: list[tuple[str, dict[int, dict[str, float]]]] = []
        if not args.skip_memory:
            memory.append(("after start", worker_memory(server)))
            total = 0
            for _ in range(2):
                res = mixed_requests(server, endpoints, workdir, 10_000, connections=16)
                total += res.requests
                if res.errors or res.non_2xx:
                    print(f"mixed run: {res.errors} socket errors, {res.non_2xx} non-2xx answers")
                memory.append((f"after {total:,} mixed requests", worker_memory(server)))

        # Throughput: the endpoints in turn, round after round. On a shared machine whatever
        # else runs slows the endpoints of a round alike; each endpoint's best round is the
        # closest to its speed on quiet CPUs, and the fractions of /healthz compare rounds.
        for ep in endpoints:
            wrk_endpoint(server, ep, connections=args.connections, seconds=1)  # warm-up
        rounds: dict[str, list[WrkResult]] = {ep.name: [] for ep in endpoints}
        light_rounds: dict[str, list[WrkResult]] = {ep.name: [] for ep in endpoints}
        for _ in range(args.rounds):
            for ep in endpoints:
                rounds[ep.name].append(wrk_endpoint(server, ep, connections=args.connections,
                                                    seconds=args.duration))
                light_rounds[ep.name].append(wrk_endpoint(server, ep, connections=args.latency_connections,
                                                          seconds=args.duration))
        results: dict[str, tuple[WrkResult, WrkResult]] = {
            ep.name: (best_of(rounds[ep.name]), best_of(light_rounds[ep.name])) for ep in endpoints
        }
    finally:
        server.stop()

    base_rps = results[endpoints[0].name][0].rps
    base_cpu = results[endpoints[0].name][0].cpu_ms_per_request
    print()
    print(f"{'endpoint':<24} {'req/s':>7} {'of healthz':>10}   {'p50 ms':>7} {'p99 ms':>7}"
          f"   {'light p50':>9} {'light p99':>9}   {'CPU ms/req':>10} {'of healthz':>10}   errors")
    for ep in endpoints:
        loaded, light = results[ep.name]
        errs = loaded.errors + loaded.non_2xx + light.errors + light.non_2xx
        print(f"{ep.name:<24} {loaded.rps:7.0f} {loaded.rps / base_rps:10.1%}   "
              f"{fmt_ms(loaded.p50_ms)} {fmt_ms(loaded.p99_ms)}   "
              f"{light.p50_ms:9.2f} {light.p99_ms:9.2f}   "
              f"{loaded.cpu_ms_per_request:10.3f} {base_cpu / loaded.cpu_ms_per_request:10.1%}   {errs}")
    print(f"(under load: {args.connections} connections; light: {args.latency_connections} connections; "
          f"{args.rounds} interleaved rounds of {args.duration:g} s runs:\n req/s of the best round, p50 and p99 "
          f"the medians of the rounds' (light p99 of each round, best split: "
          f"{' / '.join(f'{r.p99_ms:.1f}' for r in light_rounds[endpoints[3].name])} ms). "
          f"CPU ms/req: CPU time of the gunicorn processes per answer,\n"
          f" least of the rounds; its 'of healthz' is the throughput ratio the CPUs allow, whatever else runs.)")
    print(f"load average before/after the run: {load_before} / {load_average()}")

    if memory:
        print()
        pids = sorted({p for _, snap in memory for p in snap})
        print(f"{'worker memory, MB: VmRSS/RssAnon (requests served)':<40}" + "".join(f"{'pid ' + str(p):>24}" for p in pids))
        for label, snap in memory:
            cells = "".join(
                f"{snap[p]['VmRSS']:>10.1f}/{snap[p]['RssAnon']:5.1f} ({int(snap[p]['served']):>5})" if p in snap
                else f"{'gone':>24}" for p in pids
            )
            print(f"  {label:<38}{cells}")

    # Targets.
    print()
    tray = results[endpoints[1].name][0].rps / base_rps
    game = results[endpoints[2].name][0].rps / base_rps
    tray_cpu = base_cpu / results[endpoints[1].name][0].cpu_ms_per_request
    game_cpu = base_cpu / results[endpoints[2].name][0].cpu_ms_per_request
    split_p99 = results[endpoints[3].name][1].p99_ms
    split_p99_loaded = results[endpoints[3].name][0].p99_ms
    checks = [
        (f"one-tray score >= {TARGET_TRAY_FRACTION:.0%} of /healthz throughput", tray >= TARGET_TRAY_FRACTION,
         f"{tray:.1%} (by CPU per request: {tray_cpu:.1%})"),
        (f"{args.players}-player game >= {TARGET_GAME_FRACTION:.0%} of /healthz throughput",
         game >= TARGET_GAME_FRACTION, f"{game:.1%} (by CPU per request: {game_cpu:.1%})"),
        (f"best split of 18 lots p99 < {TARGET_SPLIT_P99_MS:g} ms (light load, median of rounds)",
         split_p99 < TARGET_SPLIT_P99_MS,
         f"{split_p99:.1f} ms (under load: {split_p99_loaded:.1f} ms)"),
    ]
    if memory:
        first, last = memory[1][1], memory[-1][1]
        peak = max(m["VmRSS"] for _, snap in memory for m in snap.values())
        checks.append((f"worker RSS < {TARGET_WORKER_RSS_MB:g} MB", peak < TARGET_WORKER_RSS_MB, f"peak {peak:.1f} MB"))
        # A worker's first requests grow it (lazy imports, caches, allocator arenas): judge
        # the growth of the workers that were warm at the first snapshot.
        warm = [p for p in last if p in first and first[p]["served"] >= WARM_REQUESTS]
        if warm:
            growth = {p: last[p]["VmRSS"] - first[p]["VmRSS"] for p in warm}
            detail = ", ".join(f"pid {p}: {g:+.1f} MB over {int(last[p]['served'] - first[p]['served']):,} requests"
                               for p, g in growth.items())
            checks.append((f"worker RSS flat (growth from 10k to 20k < {FLAT_GROWTH_MB:g} MB per warm worker)",
                           max(growth.values()) < FLAT_GROWTH_MB, detail))
        else:
            print(f"(no worker had served {WARM_REQUESTS:,} requests at the first snapshot: flatness not judged)")
    for label, ok, value in checks:
        print(f"{'MET ' if ok else 'MISS'}  {label}: {value}")
    print(f"\nwhole run: {time.monotonic() - started:.0f} s")
    if args.keep:
        print(f"logs and bodies kept in {workdir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
