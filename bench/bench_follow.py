"""A companion app following a game: `legal-moves` asked after every move of each game's
longest seeded game (the long game of bench_requests.py: the longest of 12 seeded games of
the most players), the whole history sent each time, as the service is stateless. Each call
is timed (thread CPU time of a direct WSGI call, bench/floor.py) by a worker without the
replay cache (cold: every call replays the game from its start) and by one with it (warm:
each call continues the replay the call before left), and by the worker with the cache
given histories it has never seen (miss: every call replays from the start, and pays the
cache's work besides), session after session, interleaved
with the floor's calls; each call's median over the sessions. Printed for each game: the
mean call and the last one as ratios to the floor, against the targets (mean <= 8x, last
<= 10x), and the whole session's CPU time.

    .venv/bin/python bench/bench_follow.py [--seeds 12] [--rounds 5] [--memory 20000]

With ``--memory N``: a worker's resident memory under gunicorn (deploy/gunicorn.conf.py, one
worker, one thread, the cache at its default bound) after start and after every quarter of N
requests following many games at once (each long game sent as 100 games of their own: the
same moves under another `seed`, which the rules ignore and the cache keys on), legal-moves,
validate and score in turn, each session a few moves further every time: enough different
games to fill the cache to its bound.
"""

from __future__ import annotations

import argparse
import http.client
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson  # noqa: E402

from bench.floor import FLOOR, Call, bare_app, service_app, thread_cost_us  # noqa: E402
from bench.history import seeded_games  # noqa: E402
from schemas.registry import apis  # noqa: E402
from service.api.family import REPLAY_CACHE  # noqa: E402

TARGET_MEAN, TARGET_LAST = 8.0, 10.0
MODES = ("cold", "warm", "miss")


def session(slug: str, game: dict, unseen: bool = False) -> list[Call]:
    """legal-moves after 0, 1, ... every move of `game`; `unseen`: each call's history under
    a `seed` of its own (which the rules ignore and the cache keys on), so that a worker with
    the cache has never seen any of them (every call a miss)."""
    moves = game["moves"]
    return [Call("POST", f"/{slug}/legal-moves",
                 orjson.dumps({**game, "moves": moves[:n], **({"seed": 10_000 + n} if unseen else {})}))
            for n in range(len(moves) + 1)]


def follow(app, calls: list[Call]) -> list[float]:
    """Each call's cost in us, in order (every one must answer 200)."""
    costs = []
    for call in calls:
        (cost,) = thread_cost_us(app, call, 1)
        costs.append(cost)
    status, data = calls[-1].send(app)
    assert status.startswith("200"), (status, data[:300])
    return costs


def resident_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cache_bytes(port: int) -> float:
    """The replay caches' bytes, from the metrics' own listener (gunicorn's master's)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/metrics")
    text = conn.getresponse().read().decode()
    conn.close()
    return sum(float(line.split()[-1]) for line in text.splitlines() if line.startswith("replay_cache_bytes"))


def memory(games: dict[str, tuple[int, dict]], total: int, copies: int = 100) -> None:
    from tests.gunicorn_server import Server

    sessions = [(slug, game, seed) for seed in range(copies) for slug, (_, game) in games.items()]
    step = max(1, max(len(g["moves"]) for _, g in games.values()) * len(sessions) // max(1, total))
    paths = ("legal-moves", "validate", "score")
    with tempfile.TemporaryDirectory(prefix="choco-follow-") as workdir:
        server = Server(Path(workdir), 1, {"GUNICORN_THREADS": "1"})
        try:
            server.wait_ready()
            (pid,) = server.worker_pids()
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
            marks = [f"{resident_mib(pid):.1f} after start"]
            for n in range(total):
                slug, game, seed = sessions[n % len(sessions)]
                cut = min(len(game["moves"]), (n // len(sessions) + 1) * step)
                history = {**game, "seed": seed, "moves": game["moves"][:cut]}
                path = paths[n % 3]
                body = orjson.dumps({"game": history} if path == "score" else history)
                conn.request("POST", f"/score/{slug}" if path == "score" else f"/{slug}/{path}", body=body,
                             headers={"Content-Type": "application/json"})
                response = conn.getresponse()
                response.read()
                assert response.status == 200, (slug, path, response.status)
                if (n + 1) % max(1, total // 4) == 0:
                    marks.append(f"{resident_mib(pid):.1f} after {n + 1:,} (cache {cache_bytes(server.metrics_port) / 2**20:.1f})")
            conn.close()
        finally:
            server.stop()
    print(f"\nWorker memory, MiB (VmRSS), over {total:,} requests following {len(sessions)} games "
          f"(the cache's estimate of its bytes, MiB): " + ", ".join(marks))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=12, help="seeded games of each game, the longest followed")
    parser.add_argument("--rounds", type=int, default=5, help="sessions of each game, cold and warm (default 5)")
    parser.add_argument("--memory", type=int, default=0, metavar="N",
                        help="also a worker's memory under gunicorn over N requests following many games (0: skip)")
    args = parser.parse_args(argv)
    games = {}
    for slug, api in apis().items():
        counts = api.player_counts(api.variant_sets[0])
        games[slug] = (counts.stop - 1, seeded_games(slug, counts.stop - 1, range(1, args.seeds + 1))[-1])
    sessions = {slug: session(slug, game) for slug, (_, game) in games.items()}
    unseen = {slug: session(slug, game, unseen=True) for slug, (_, game) in games.items()}
    cold, warm, bare = service_app(), service_app(cache=True), bare_app()
    cache = warm.extensions[REPLAY_CACHE]
    thread_cost_us(bare, FLOOR, 50)
    floor: list[float] = []
    held: dict[str, list[tuple[int, int]]] = {}
    samples = {(slug, mode): [[] for _ in calls] for slug, calls in sessions.items() for mode in MODES}
    for _ in range(args.rounds):
        for slug, calls in sessions.items():
            floor += thread_cost_us(bare, FLOOR, 100)
            for mode, app, asked in (("cold", cold, calls), ("warm", warm, calls), ("miss", warm, unseen[slug])):
                cache.clear()
                for n, cost in enumerate(follow(app, asked)):
                    samples[slug, mode][n].append(cost)
                if mode == "warm":
                    held[slug] = cache.entries()
    base = statistics.median(floor)
    print(f"floor (bare Flask GET /healthz): {base:.1f} us")
    print(f"legal-moves after every move of each game's longest of {args.seeds} seeded games, the median of "
          f"{args.rounds} sessions per call; targets: the mean call <= {TARGET_MEAN:g}x, the last <= {TARGET_LAST:g}x")
    print(f"  {'game':44s} {'':5s} {'mean':>7s} {'last':>7s} {'session':>10s}")
    for slug, (players, game) in games.items():
        name = f"{slug} ({players} players, {len(game['moves'])} moves)"
        for mode in MODES:
            per_call = [statistics.median(s) for s in samples[slug, mode]]
            mean, last = statistics.fmean(per_call) / base, per_call[-1] / base
            met = "met" if mean <= TARGET_MEAN and last <= TARGET_LAST else "NOT MET"
            print(f"  {name:44s} {mode:5s} {mean:6.1f}x {last:6.1f}x {sum(per_call) / 1e6:8.3f} s  {met}")
            name = ""
    print("\nthe warm worker's cache after each game's session (its bytes as the cache estimates them): "
          + "; ".join(f"{slug} " + ", ".join(f"{moves} moves {size / 1024:.0f} KiB" for moves, size in entries)
                      for slug, entries in held.items()))
    if args.memory:
        memory(games, args.memory)
    return 0


if __name__ == "__main__":
    sys.exit(main())
