"""Soak: bounded load with faults, against the service under its production gunicorn config.

    .venv/bin/python bench/soak.py                 # 64 connections for 30 s
    .venv/bin/python bench/soak.py --seconds 8     # the short form (bin/check-soak, CI)

It starts gunicorn with deploy/gunicorn.conf.py on a free loopback port and, from a
thread pool of keep-alive http.client connections (one per thread), sends a mix of valid
requests of every game of the family: finished games of the most players scored, illegal
histories validated, legal moves of games in progress, deals, and each game's own paths
(Choco Late's trays and best splits), some in Italian. Every answer is compared, byte for
byte, with the service's own answer computed in this process beforehand (the app called
without a server): a 200 with other bytes is a wrong answer.

Faults:
- at half time one worker is killed with SIGKILL. The service must keep answering, the
  master must start a new worker (its pid is reported), and only requests on connections
  that the killed worker held may fail: each such connection at most once (the request in
  flight, or the next one sent on it before the client saw it die). The connections on
  the worker are read from /proc (its sockets and their peers) just before the kill.
- after the load, SIGTERM to the master with requests in flight: some sent whole just
  before, some with half their body sent (the rest follows the signal). Every one must be
  answered 200 with the right body and the master must exit by itself (code 0) within
  graceful_timeout. What becomes of a request sent after the signal is reported.

Prints the figures (throughput, latency percentiles, failures, the kill, the drain) and
exits non-zero when a check fails. Only loopback traffic; every phase is bounded in time.
"""

from __future__ import annotations

import argparse
import copy
import http.client
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "deploy" / "gunicorn.conf.py"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from schemas.registry import apis  # noqa: E402
from service.config import Settings  # noqa: E402
from service.verdicts import family  # noqa: E402
from tests.fuzz.corpus import game_corpus  # noqa: E402
from tests.gunicorn_server import HOST, Server, one_request  # noqa: E402

GRACEFUL_TIMEOUT = 10  # seconds, for the soak's server (the production default is 20)


# --- the mix: requests and the service's answers -------------------------------------------


@dataclass(frozen=True)
class Case:
    kind: str
    path: str
    body: bytes
    expected: bytes  # the exact answer body
    lang: str = "en"

    @property
    def headers(self) -> dict[str, str]:
        h = {"Content-Type": "application/json"}
        if self.lang != "en":
            h["Accept-Language"] = self.lang
        return h


HEAVY = ("score", "validate_illegal")  # the kinds the drain sends (the slowest requests)


def _illegal(api, game: dict, rng: random.Random) -> dict:
    """A finished game with one move made illegal: played by the next player instead."""
    for _ in range(50):
        broken = copy.deepcopy(game)
        moves = broken["moves"]
        i = rng.randrange(len(moves) // 4, len(moves))
        players = broken["players"]
        player = moves[i].get("player")
        if player not in players:
            continue
        moves[i]["player"] = players[(players.index(player) + 1) % len(players)]
        if not family.validate_answer(api, api.history().load(copy.deepcopy(broken)), "en")["legal"]:
            return broken
    raise AssertionError(f"no illegal variation of a {api.slug} game found")


def _bodies(n_each: int, rng: random.Random) -> list[tuple[str, str, dict]]:
    """(kind, path, body) of every game: finished games scored, illegal ones validated,
    games in progress asked for their legal moves, deals, and the game's own paths."""
    out = []
    for slug, api in apis().items():
        counts = api.player_counts(api.variant_sets[0])
        for i in range(n_each):
            variants = api.variant_sets[i % len(api.variant_sets)]
            players = api.player_counts(variants)
            finished = api.random_history(players.stop - 1, 1000 + i, variants=variants)
            out.append((f"{slug} score", f"/score/{slug}", {"game": finished}))
            out.append((f"{slug} validate_illegal", f"/{slug}/validate", _illegal(api, finished, rng)))
            running = api.random_history(rng.choice(counts), 2000 + i, stop_after=rng.randint(5, 120))
            out.append((f"{slug} legal_moves", f"/{slug}/legal-moves", running))
            out.append((f"{slug} deal", f"/{slug}/deal",
                        {"players": ["ann", "bob", "cat", "dan", "eve", "fay"][:counts.start], "seed": i}))
        own = game_corpus(slug)
        for path, bodies in (getattr(own, "SOAK_BODIES", {}) if own is not None else {}).items():
            out.extend((f"{slug} {path.rsplit('/', 1)[-1]}", path, b) for b in bodies)
    return out


def build_mix(settings: Settings, n_each: int = 12, seed: int = 1) -> list[Case]:
    """Requests of every game and kind with their expected answers: the service's own, from
    the app in this process (the same code the workers run, without a server)."""
    from service.app import create_app

    rng = random.Random(seed)
    client = create_app(settings).test_client()
    cases = []
    for i, (kind, path, body) in enumerate(_bodies(n_each, rng)):
        lang = "it" if i % 4 == 3 else "en"
        data = json.dumps(body, separators=(",", ":")).encode()
        answer = client.post(path, data=data, content_type="application/json", headers={"Accept-Language": lang})
        assert answer.status_code == 200, (kind, answer.status_code, answer.get_data()[:300])
        cases.append(Case(kind, path, data, answer.get_data(), lang))
    return cases


def kinds(cases: list[Case]) -> list[str]:
    return list(dict.fromkeys(c.kind for c in cases))


# --- the load -----------------------------------------------------------------------------------

OK, WRONG, BAD_STATUS, FAILED = 0, 1, 2, 3


@dataclass
class Record:
    started: float  # seconds since the load began
    seconds: float
    kind: str
    outcome: int
    port: int | None  # the client port of the connection used
    thread: int
    error: str = ""


@dataclass
class Kill:
    pid: int
    at: float  # seconds since the load began
    peers: set[int]  # client ports of the connections the worker held
    replaced_by: int | None = None
    replaced_after: float | None = None


@dataclass
class LoadResult:
    seconds: float
    connections: int
    records: list[Record]
    kill: Kill | None = None
    server_ms: list[float] = field(default_factory=list)  # time in the app, from the access log
    problems: list[str] = field(default_factory=list)

    def count(self, outcome: int) -> int:
        return sum(1 for r in self.records if r.outcome == outcome)


def _client(port: int, cases: list[Case], weights: list[int], stop_at: float, t0: float, index: int,
            out: list[Record], timeout: float) -> None:
    rng = random.Random(index)
    conn: http.client.HTTPConnection | None = None
    while time.perf_counter() < stop_at:
        case = rng.choices(cases, weights)[0]
        if conn is None:
            conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
        local = conn.sock.getsockname()[1] if conn.sock is not None else None
        started = time.perf_counter()
        try:
            conn.request("POST", case.path, body=case.body, headers=case.headers)
            local = conn.sock.getsockname()[1]
            resp = conn.getresponse()
            data = resp.read()
        except (OSError, http.client.HTTPException) as exc:
            out.append(Record(started - t0, time.perf_counter() - started, case.kind, FAILED, local, index,
                              f"{type(exc).__name__}: {exc}"))
            conn.close()
            conn = None
            continue
        elapsed = time.perf_counter() - started
        if resp.status != 200:
            out.append(Record(started - t0, elapsed, case.kind, BAD_STATUS, local, index, f"{resp.status} {data[:200]!r}"))
        elif data != case.expected:
            out.append(Record(started - t0, elapsed, case.kind, WRONG, local, index, data[:200].decode(errors="replace")))
        else:
            out.append(Record(started - t0, elapsed, case.kind, OK, local, index))
        if resp.will_close:
            conn.close()
            conn = None
    if conn is not None:
        conn.close()


def run_load(server: Server, cases: list[Case], *, connections: int, seconds: float,
             kill_at: float | None, timeout: float = 30) -> LoadResult:
    weights = [1] * len(cases)
    per_thread: list[list[Record]] = [[] for _ in range(connections)]
    t0 = time.perf_counter()
    stop_at = t0 + seconds
    threads = [threading.Thread(target=_client, args=(server.port, cases, weights, stop_at, t0, i, per_thread[i], timeout),
                                daemon=True) for i in range(connections)]
    for t in threads:
        t.start()
    kill = None
    if kill_at is not None:
        time.sleep(max(0.0, t0 + kill_at - time.perf_counter()))
        before = server.worker_pids()
        victim = before[0]
        peers = server.peers_of(victim)
        at = time.perf_counter() - t0  # taken before the kill: a request the kill breaks ends after it
        os.kill(victim, signal.SIGKILL)
        kill = Kill(victim, at, peers)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            new = sorted(set(server.worker_pids()) - set(before))
            if new and len(server.worker_pids()) == server.workers:
                kill.replaced_by, kill.replaced_after = new[0], time.perf_counter() - t0 - kill.at
                break
            time.sleep(0.02)
    for t in threads:
        t.join(seconds + timeout + 10)
    records = sorted((r for rs in per_thread for r in rs), key=lambda r: r.started)
    result = LoadResult(time.perf_counter() - t0, connections, records, kill, server_ms=server.durations_ms())
    result.problems = check_load(result)
    return result


def check_load(result: LoadResult) -> list[str]:
    problems = []
    wrong, bad = result.count(WRONG), result.count(BAD_STATUS)
    if wrong:
        first = next(r for r in result.records if r.outcome == WRONG)
        problems.append(f"{wrong} wrong answers (first: {first.kind}: {first.error[:120]})")
    if bad:
        first = next(r for r in result.records if r.outcome == BAD_STATUS)
        problems.append(f"{bad} answers with a status other than 200 (first: {first.kind}: {first.error[:120]})")
    failed = [r for r in result.records if r.outcome == FAILED]
    kill = result.kill
    if kill is None:
        if failed:
            problems.append(f"{len(failed)} requests failed without any fault (first: {failed[0].error})")
        return problems
    if kill.replaced_by is None:
        problems.append(f"the killed worker {kill.pid} was not replaced within 15 s")
    early = [r for r in failed if r.started + r.seconds < kill.at]
    if early:
        problems.append(f"{len(early)} requests failed before the kill (first: {early[0].error})")
    elsewhere = [r for r in failed if r.port not in kill.peers]
    if elsewhere:
        problems.append(f"{len(elsewhere)} failed requests were not on the killed worker's connections "
                        f"(first: port {elsewhere[0].port}, {elsewhere[0].error})")
    ports = [r.port for r in failed]
    twice = {p for p in ports if ports.count(p) > 1}
    if twice:
        problems.append(f"connections that failed more than once: {sorted(twice)}")
    if len(failed) > len(kill.peers):
        problems.append(f"{len(failed)} failures, more than the {len(kill.peers)} connections on the killed worker")
    # After the kill everything succeeds: a thread's requests after its own failure (it
    # reconnected), and every request of the threads that were not on the killed worker.
    failed_at = {}
    for r in failed:
        failed_at.setdefault(r.thread, r.started)
    later_bad = [r for r in result.records if r.outcome != OK and r.started > kill.at
                 and r.thread in failed_at and r.started > failed_at[r.thread]]
    if later_bad:
        problems.append(f"{len(later_bad)} requests failed after their connection was replaced")
    answered_after = sum(1 for r in result.records if r.outcome == OK and kill.at < r.started + r.seconds < kill.at + 1)
    if not answered_after:
        problems.append("no request was answered in the second after the kill")
    return problems


# --- the drain --------------------------------------------------------------------------------


@dataclass
class DrainResult:
    sent: int
    half_sent: int
    accepted: int  # connections held by a worker at the signal
    pending_at_sigterm: int
    answers: list[tuple[int, bool]]  # (status, body as expected)
    late_request: str  # what became of a request sent 0.3 s after SIGTERM
    exit_code: int | None
    exit_seconds: float | None
    problems: list[str] = field(default_factory=list)


class _Reader(threading.Thread):
    """Reads one answer as soon as it comes, then closes the connection (a client that
    lingers after a "Connection: close" answer stalls a gthread worker's main loop for up
    to 2 s: gunicorn 27 closes such sockets gracefully on that thread)."""

    def __init__(self, sock: socket.socket, timeout: float):
        super().__init__(daemon=True)
        self.sock, self.timeout = sock, timeout
        self.status, self.body, self.error = 0, b"", ""

    def run(self):
        try:
            self.sock.settimeout(self.timeout)
            resp = http.client.HTTPResponse(self.sock)
            resp.begin()
            self.status, self.body = resp.status, resp.read()
        except (OSError, http.client.HTTPException) as exc:
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            self.sock.close()


def drain(server: Server, cases: list[Case], *, whole: int = 16, halves: int = 16,
          graceful_timeout: float = GRACEFUL_TIMEOUT) -> DrainResult:
    """SIGTERM with requests in flight: `whole` sent complete just before, `halves` with half
    a body sent (the other half follows the signal). All must be answered 200 with the right
    body; the master must exit by itself within graceful_timeout."""
    heavy = [c for c in cases if c.kind.split()[-1] in HEAVY]
    chosen = [heavy[i % len(heavy)] for i in range(whole + halves)]
    sent = []
    for i, case in enumerate(chosen):
        s = socket.create_connection((HOST, server.port), timeout=10)
        head = (f"POST {case.path} HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
                f"Accept-Language: {case.lang}\r\nContent-Length: {len(case.body)}\r\nConnection: close\r\n\r\n")
        cut = len(case.body) if i < whole else len(case.body) // 2
        port = s.getsockname()[1]
        reader = _Reader(s, graceful_timeout + 5)
        s.sendall(head.encode() + case.body[:cut])
        reader.start()
        sent.append((s, case, cut, port, reader))
    # In flight: accepted by a worker (it holds the socket), not merely queued in the
    # listen backlog, and not answered yet. Wait until every request is one or answered.
    ports = {port for *_, port, _ in sent}
    deadline = time.monotonic() + 5
    while True:
        held = set().union(set(), *(server.peers_of(pid) for pid in server.worker_pids()))
        answered = {port for *_, port, reader in sent if not reader.is_alive()}
        if ports <= held | answered or time.monotonic() > deadline:
            break
        time.sleep(0.005)
    started = time.perf_counter()
    server.proc.send_signal(signal.SIGTERM)
    pending = sum(reader.is_alive() for *_, reader in sent)
    accepted = len(ports & held)
    time.sleep(0.3)
    late: list[str] = []
    prober = threading.Thread(target=_late_request, args=(server.port, graceful_timeout + 5, late), daemon=True)
    prober.start()
    for s, case, cut, _, _ in sent:
        if cut < len(case.body):
            s.sendall(case.body[cut:])
    answers = []
    for _, case, _, _, reader in sent:
        reader.join(graceful_timeout + 10)
        answers.append((reader.status, reader.body == case.expected))
        if reader.error:
            print(f"  drain: no answer: {reader.error}", file=sys.stderr)
    try:
        code = server.proc.wait(timeout=graceful_timeout + 10)
        exit_seconds = time.perf_counter() - started
    except subprocess.TimeoutExpired:
        code, exit_seconds = None, None
    prober.join(graceful_timeout + 10)
    result = DrainResult(len(sent), halves, accepted, pending, answers, late[0] if late else "no outcome", code,
                         exit_seconds)
    bad = [a for a in answers if a != (200, True)]
    if bad:
        result.problems.append(f"{len(bad)} of {len(answers)} requests in flight at SIGTERM were not answered "
                               f"200 with the right body: {bad[:5]}")
    if code is None:
        result.problems.append(f"the master did not exit within {graceful_timeout + 10} s of SIGTERM")
    elif code != 0:
        result.problems.append(f"the master exited with {code}")
    elif exit_seconds >= graceful_timeout:
        result.problems.append(f"the master took {exit_seconds:.1f} s to exit (graceful_timeout {graceful_timeout} s)")
    if pending < halves:
        result.problems.append(f"only {pending} requests were in flight at SIGTERM: the drain was not exercised")
    return result


def _late_request(port: int, timeout: float, out: list[str]) -> None:
    """A request sent after SIGTERM: what becomes of it (reported, not checked: the
    workers keep the listening socket open while they drain, so the kernel still
    completes connections that nobody will accept; the load balancer must stop sending
    before the signal, as the Kubernetes preStop delay does)."""
    started = time.perf_counter()
    try:
        status, _ = one_request("GET", port, "/healthz", timeout=timeout)
        out.append(f"answered {status}")
    except ConnectionRefusedError:
        out.append("refused")
    except (OSError, http.client.HTTPException) as exc:
        out.append(f"{type(exc).__name__} after {time.perf_counter() - started:.1f} s")


# --- figures ----------------------------------------------------------------------------------


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def report_load(result: LoadResult, out=sys.stdout) -> None:
    ok = [r for r in result.records if r.outcome == OK]
    lat = [r.seconds * 1000 for r in ok]
    print(f"requests: {len(result.records)} in {result.seconds:.1f} s ({len(result.records) / result.seconds:.0f}/s) over "
          f"{result.connections} keep-alive connections: ok {len(ok)}, wrong {result.count(WRONG)}, "
          f"bad status {result.count(BAD_STATUS)}, failed {result.count(FAILED)}", file=out)
    print(f"latency of the answers, ms: p50 {percentile(lat, .5):.1f}  p90 {percentile(lat, .9):.1f}  "
          f"p99 {percentile(lat, .99):.1f}  max {max(lat, default=float('nan')):.1f}", file=out)
    if result.server_ms:
        srv = result.server_ms
        print(f"  in the app (access log duration_ms, no queueing): p50 {percentile(srv, .5):.1f}  "
              f"p99 {percentile(srv, .99):.1f}  max {max(srv):.1f}", file=out)
    for kind in dict.fromkeys(r.kind for r in result.records):
        k = [r.seconds * 1000 for r in ok if r.kind == kind]
        print(f"  {kind:36s} {len(k):7d} ok   p50 {percentile(k, .5):7.1f}  p99 {percentile(k, .99):7.1f} ms", file=out)
    kill = result.kill
    if kill is not None:
        failed = [r for r in result.records if r.outcome == FAILED]
        after = [r for r in result.records if r.started > kill.at]
        replaced = (f"replaced by pid {kill.replaced_by} {kill.replaced_after:.2f} s later" if kill.replaced_by
                    else "NOT replaced")
        print(f"worker kill: pid {kill.pid} SIGKILLed at {kill.at:.1f} s holding {len(kill.peers)} of "
              f"{result.connections} connections; {replaced}", file=out)
        print(f"  failed requests: {len(failed)} (allowed: at most one per connection on the killed worker, "
              f"<= {len(kill.peers)}); requests started after the kill: {len(after)}, of which ok "
              f"{sum(r.outcome == OK for r in after)}", file=out)
        kinds = sorted({r.error.split(':')[0] for r in failed})
        if kinds:
            print(f"  failures seen by the clients: {', '.join(kinds)}", file=out)


def report_drain(result: DrainResult, out=sys.stdout) -> None:
    ok = sum(a == (200, True) for a in result.answers)
    print(f"drain: SIGTERM with {result.sent} requests sent ({result.half_sent} with half a body), "
          f"{result.accepted} held by a worker and {result.pending_at_sigterm} not yet answered at the signal; {ok}/{result.sent} answered 200 with the "
          f"right body; a request sent after the signal: {result.late_request}; master exit "
          f"code {result.exit_code} after "
          f"{'%.2f s' % result.exit_seconds if result.exit_seconds is not None else 'never'} "
          f"(graceful_timeout {GRACEFUL_TIMEOUT} s)", file=out)


@dataclass
class SoakResult:
    load: LoadResult
    drain: DrainResult | None
    workers: int

    @property
    def problems(self) -> list[str]:
        return self.load.problems + (self.drain.problems if self.drain else [])


def soak(*, seconds: float, connections: int, workers: int, kill: bool = True, do_drain: bool = True,
         workdir: Path | None = None, verbose: bool = True) -> SoakResult:
    out = sys.stdout if verbose else open(os.devnull, "w")
    settings = Settings.from_env()
    started = time.perf_counter()
    cases = build_mix(settings)
    print(f"mix: {len(cases)} requests of {len(kinds(cases))} kinds with their expected answers, computed in "
          f"{time.perf_counter() - started:.1f} s", file=out)
    workdir = workdir or Path(tempfile.mkdtemp(prefix="choco-soak-"))
    server = Server(workdir, workers, {"GUNICORN_GRACEFUL_TIMEOUT": str(GRACEFUL_TIMEOUT)})
    try:
        server.wait_ready()
        print(f"server: gunicorn (deploy/gunicorn.conf.py) on {HOST}:{server.port}, {workers} workers "
              f"{server.worker_pids()}; logs in {workdir}", file=out)
        result = run_load(server, cases, connections=connections, seconds=seconds,
                          kill_at=seconds / 2 if kill else None)
        report_load(result, out)
        drained = None
        if do_drain:
            time.sleep(0.2)
            drained = drain(server, cases)
            report_drain(drained, out)
    finally:
        server.stop(timeout=GRACEFUL_TIMEOUT + 10)
    result = SoakResult(result, drained, workers)
    for problem in result.problems:
        print(f"FAIL: {problem}", file=out)
    if result.problems:
        print(f"server error log (tail):\n{server.log_tail(2000)}", file=out)
    print("soak: " + ("FAILED" if result.problems else "passed"), file=out)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="length of the load (default 30)")
    parser.add_argument("--connections", type=int, default=64, help="concurrent keep-alive connections (64)")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (WEB_CONCURRENCY, default 2)")
    parser.add_argument("--no-kill", action="store_true", help="no worker is killed")
    parser.add_argument("--no-drain", action="store_true", help="no SIGTERM drain at the end")
    args = parser.parse_args(argv)
    if args.workers < 2 and not args.no_kill:
        parser.error("killing a worker needs --workers 2 or more")
    result = soak(seconds=args.seconds, connections=args.connections, workers=args.workers,
                  kill=not args.no_kill, do_drain=not args.no_drain)
    return 1 if result.problems else 0


if __name__ == "__main__":
    sys.exit(main())
