"""The cost of every main request of every game, as a ratio to the floor any Flask endpoint
pays: a bare Flask app whose GET /healthz returns {"status": "ok"}, measured beside it.

    .venv/bin/python bench/bench_requests.py               # in process, then under gunicorn
    .venv/bin/python bench/bench_requests.py --no-server   # in process only
    .venv/bin/python bench/bench_requests.py --growth      # also how cost grows with a game's length

In process: each request is a direct WSGI call of the app (no test client, which adds about
80 us to every request and hides the real ratios), its cost the thread CPU time of the call;
the requests and the floor are measured interleaved, round after round, and the median of
every sample is kept. Under gunicorn (deploy/gunicorn.conf.py, one worker, one thread), the
cost of a request is the server's CPU time (the worker's utime + stime from /proc) over many
requests sent one at a time on a keep-alive connection, against the same for a bare Flask app
under the same gunicorn config.

Targets (a benchmark prints, it never asserts): the service's /healthz at most 1.4x the floor;
Choco Late's one tray at most 3x; a finished 6-player Choco Late game scored at most 15x; a long
game of every other game validated and scored at most 15x each.
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import orjson  # noqa: E402

from bench.floor import Call, measure, thread_cost_us, service_app  # noqa: E402
from bench.history import seeded_games  # noqa: E402
from schemas.registry import apis  # noqa: E402

TARGETS = {"GET /healthz": 1.4, "choco-late tray (5 lots)": 3.0}
NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")


@dataclass
class Request:
    name: str
    method: str
    path: str
    body: bytes = b""
    target: float | None = None

    @property
    def call(self) -> Call:
        return Call(self.method, self.path, self.body)


def requests_of_the_family() -> list[Request]:
    """For every game: validate, legal-moves, score and deal of a long game of the most
    players (the longest of 12 seeded games; for Choco Late's score, the 6-player game of
    about 250 moves the target is set for), and each game's own paths."""
    out = [Request("GET /healthz", "GET", "/healthz", target=TARGETS["GET /healthz"])]
    for slug, api in apis().items():
        counts = api.player_counts(api.variant_sets[0])
        games = seeded_games(slug, counts.stop - 1, range(1, 13))
        game = games[-1]
        scored = min(games, key=lambda h: abs(len(h["moves"]) - 250)) if slug == "choco-late" else game
        body = orjson.dumps(game)
        near_end = orjson.dumps({**game, "moves": game["moves"][:-1]})
        players = counts.stop - 1
        out += [
            Request(f"{slug} validate ({players} players, {len(game['moves'])} moves)", "POST", f"/{slug}/validate",
                    body, None if slug == "choco-late" else 15.0),
            Request(f"{slug} legal-moves before its last move", "POST", f"/{slug}/legal-moves", near_end),
            Request(f"{slug} score ({players} players, {len(scored['moves'])} moves)", "POST", f"/score/{slug}",
                    orjson.dumps({"game": scored}), 15.0),
            Request(f"{slug} deal", "POST", f"/{slug}/deal", orjson.dumps({"players": list(NAMES[:counts.start]),
                                                                          "seed": 1})),
        ]
    out.append(Request("choco-late tray (5 lots)", "POST", "/choco-late/trays", b'{"lots": [26, 32, 44, 37, 23]}',
                       TARGETS["choco-late tray (5 lots)"]))
    out.append(Request("choco-late best split (8 lots)", "POST", "/choco-late/trays/best-split",
                       b'{"lots": [46, 33, 39, 16, 11, 28, 7, 45]}'))
    return out


def in_process(requests: list[Request], rounds: int, per_round: int) -> tuple[float, dict[str, float]]:
    costs = measure(service_app(), {r.name: r.call for r in requests}, rounds, per_round)
    return costs.floor, costs.costs


def report(title: str, floor: float, costs: dict[str, float], requests: list[Request]) -> None:
    print(f"\n{title}: the floor (a bare Flask GET /healthz) costs {floor:.1f} us")
    print(f"  {'request':58s} {'us':>9s} {'x floor':>8s}  target")
    for r in requests:
        ratio = costs[r.name] / floor
        target = "" if r.target is None else f"<= {r.target:g}x {'met' if ratio <= r.target else 'NOT MET'}"
        print(f"  {r.name:58s} {costs[r.name]:9.1f} {ratio:8.2f}  {target}")


# --- under gunicorn -------------------------------------------------------------------------------

BARE_MODULE = """from flask import Flask
app = Flask("bare")

@app.get("/healthz")
def healthz():
    return {"status": "ok"}
"""


def worker_cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def under_gunicorn(requests: list[Request], count: int) -> tuple[float, dict[str, float]]:
    costs: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="choco-bench-") as workdir:
        bare_dir = Path(workdir) / "bare"
        bare_dir.mkdir()
        (bare_dir / "bare_app.py").write_text(BARE_MODULE)
        # the cache off: each request is sent again and again, and costs here what a history never seen costs
        env = {"GUNICORN_THREADS": "1", "PYTHONPATH": str(bare_dir), "CHOCO_REPLAY_CACHE_BYTES": "0"}
        for label, wsgi in (("bare", "bare_app:app"), ("service", "service.wsgi:app")):
            server = _server(Path(workdir), label, wsgi, env)
            try:
                server.wait_ready(path="/healthz")
                (pid,) = server.worker_pids()
                conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
                todo = [Request("floor", "GET", "/healthz")] if label == "bare" else requests
                for r in todo:
                    for _ in range(20):  # warm
                        _send(conn, r)
                    before = worker_cpu_seconds(pid)
                    for _ in range(count):
                        _send(conn, r)
                    costs["floor" if label == "bare" else r.name] = (worker_cpu_seconds(pid) - before) / count * 1e6
                conn.close()
            finally:
                server.stop()
    return costs.pop("floor"), costs


def _send(conn: http.client.HTTPConnection, r: Request) -> None:
    headers = {"Content-Type": "application/json"} if r.body else {}
    conn.request(r.method, r.path, body=r.body or None, headers=headers)
    response = conn.getresponse()
    response.read()
    assert response.status == 200, (r.name, response.status)


def _server(workdir: Path, label: str, wsgi: str, env: dict):
    from tests.gunicorn_server import Server

    where = workdir / f"{label}-logs"
    where.mkdir()
    return Server(where, 1, env, wsgi_app=wsgi)


# --- memory ----------------------------------------------------------------------------------------------


def resident_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def memory(requests: list[Request], total: int) -> None:
    """A worker's resident memory after start, then after every quarter of `total` mixed
    requests (every request of the family in turn), under gunicorn."""
    with tempfile.TemporaryDirectory(prefix="choco-bench-") as workdir:
        server = _server(Path(workdir), "memory", "service.wsgi:app", {"GUNICORN_THREADS": "1"})
        try:
            server.wait_ready()
            (pid,) = server.worker_pids()
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
            marks = [f"{resident_mib(pid):.1f} after start"]
            for n in range(1, total + 1):
                _send(conn, requests[n % len(requests)])
                if n % (total // 4) == 0:
                    marks.append(f"{resident_mib(pid):.1f} after {n:,}")
            conn.close()
        finally:
            server.stop()
    print(f"\nWorker memory, MiB (VmRSS), over {total:,} mixed requests: " + ", ".join(marks))


# --- how cost grows ------------------------------------------------------------------------------------


def growth(rounds: int) -> None:
    """The cost of validating a game against its length, and of legal-moves asked after every
    move of a long game."""
    app = service_app()
    print("\nHow cost grows with a game's length (validate, in process, median us):")
    for slug, api in apis().items():
        counts = api.player_counts(api.variant_sets[0])
        games = sorted((api.random_history(p, s) for p in counts for s in range(1, 9)), key=lambda h: len(h["moves"]))
        short, typical, long_ = games[0], games[len(games) // 2], games[-1]
        rows = []
        for label, game in (("short", short), ("typical", typical), (f"longest of {len(games)} seeded games", long_)):
            body = orjson.dumps(game)
            cost = statistics.median(thread_cost_us(app, Call("POST", f"/{slug}/validate", body), rounds))
            rows.append((label, len(game["moves"]), cost))
        limit = {**long_, "moves": (long_["moves"] * (5000 // max(1, len(long_["moves"])) + 1))[:5000]}
        body = orjson.dumps(limit)
        cost = statistics.median(thread_cost_us(app, Call("POST", f"/{slug}/validate", body), 5))
        rows.append(("5000 moves (the limit; replay stops at the first illegal move)", 5000, cost))
        print(f"  {slug}")
        for label, moves, cost in rows:
            print(f"    {label:62s} {moves:5d} moves {cost:10.1f} us  {cost / max(moves, 1):6.2f} us/move")
        per_call = []
        for cut in range(0, len(long_["moves"]) + 1, max(1, len(long_["moves"]) // 8)):
            body = orjson.dumps({**long_, "moves": long_["moves"][:cut]})
            per_call.append((cut, statistics.median(thread_cost_us(app, Call("POST", f"/{slug}/legal-moves", body),
                                                                rounds))))
        print("    legal-moves after n moves: " + ", ".join(f"{n}: {c:.0f} us" for n, c in per_call))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=12, help="interleaved rounds in process (default 12)")
    parser.add_argument("--per-round", type=int, default=25, help="calls of each request per round (default 25)")
    parser.add_argument("--count", type=int, default=300, help="requests of each kind under gunicorn (default 300)")
    parser.add_argument("--no-server", action="store_true", help="skip the measurement under gunicorn")
    parser.add_argument("--growth", action="store_true", help="also print how cost grows with a game's length")
    parser.add_argument("--memory", type=int, default=20_000, metavar="N",
                        help="mixed requests to watch a worker's memory over (default 20000; 0: skip)")
    args = parser.parse_args(argv)
    print("preparing the requests (seeded random games of every game):", file=sys.stderr)
    requests = requests_of_the_family()
    floor, costs = in_process(requests, args.rounds, args.per_round)
    report("In process (direct WSGI calls, thread CPU time, interleaved)", floor, costs, requests)
    if not args.no_server:
        floor, costs = under_gunicorn(requests, args.count)
        report("Under gunicorn (server CPU per request, one worker, one thread)", floor, costs, requests)
        if args.memory:
            memory(requests, args.memory)
    if args.growth:
        growth(max(5, args.rounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
