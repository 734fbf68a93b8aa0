"""Speed of tray scoring (C2) and of the best two-tray split (C3), pure Python.

Prints:
- score_tray (value and breakdown) and tray_points (value only) over fresh random trays of
  11 and of 18 lots drawn from cards 1..100: median and p99 in microseconds;
- for every collection size from 2 to 18 lots, the collection whose best split needs the
  most search work that a seeded hill-climb finds in its time (the search's node count,
  which is deterministic, then the time of the costliest few): its nodes, its time (median
  of --runs calls: wall clock, and this thread's CPU time beside it), and whether every
  split the climb asked for was proven optimal (optimal: true);
- the slowest of those collections again through the whole HTTP request in process
  (Flask test client: JSON, schema, search, scoring the trays, serialising), beside
  GET /healthz.

The climb starts from the worst collections found before (KNOWN_WORST, from longer runs)
and from random ones (cards 1..100, 1..75, 1..50), and changes one or two lots at a time,
keeping changes that do not lower the node count. A benchmark prints figures; it checks
nothing. The engine keeps no cache between calls (the split search memoises within one
call only), so every figure is for a cold call. "cpu share" is the process's CPU time over
the wall time of a section (under 1 when other processes compete for the CPU, which
inflates the wall figures; the CPU figures are then the steadier ones).

    .venv/bin/python bench/bench_trays.py [--seed 1] [--seconds 5] [--runs 7] [--trays 2000]

By default it takes about a minute and a half; --seconds 60 (per size) searches longer.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service.games.choco_late.split import DEFAULT_MAX_NODES, best_split  # noqa: E402
from service.games.choco_late.trays import score_tray, tray_points  # noqa: E402

DECK = list(range(1, 101))
POOLS = (DECK, DECK[:75], DECK[:50])

# Per size, the collections needing the most search nodes found so far, by this climb run
# longer with other seeds, for this search and (the last of each size from 5 to 11, and
# of 18) for the level-by-level search it replaced; the climb starts from them.
KNOWN_WORST: dict[int, list[list[int]]] = {
    4: [
        [20, 54, 75, 94],
        [1, 51, 57, 63],
    ],
    5: [
        [5, 17, 30, 44, 49],
        [4, 7, 29, 36, 56],
        [24, 52, 60, 63, 66],
    ],
    6: [
        [6, 22, 31, 35, 41, 43],
        [7, 13, 22, 32, 35, 74],
        [9, 18, 36, 71, 77, 85],
    ],
    7: [
        [26, 44, 46, 57, 58, 60, 61],
        [3, 4, 6, 25, 41, 52, 61],
        [11, 16, 54, 58, 62, 72, 85],
    ],
    8: [
        [1, 12, 13, 44, 56, 61, 69, 100],
        [9, 11, 21, 45, 47, 51, 70, 73],
        [14, 16, 17, 18, 28, 30, 36, 88],
        [15, 36, 51, 57, 69, 91, 92, 98],
    ],
    9: [
        [8, 9, 19, 22, 23, 24, 32, 42, 43],
        [8, 17, 52, 53, 54, 57, 59, 68, 94],
        [3, 5, 6, 8, 18, 19, 29, 33, 42],
    ],
    10: [
        [6, 9, 12, 18, 22, 27, 33, 34, 41, 45],
        [1, 6, 12, 13, 22, 25, 39, 41, 49, 50],
        [2, 3, 4, 12, 13, 17, 18, 19, 22, 49],
    ],
    11: [
        [7, 10, 18, 21, 23, 31, 36, 37, 39, 43, 47],
        [1, 2, 11, 18, 21, 22, 24, 30, 37, 38, 43],
        [12, 13, 14, 17, 22, 23, 24, 58, 59, 82, 93],
    ],
    12: [
        [1, 8, 26, 27, 31, 32, 35, 39, 44, 46, 47, 48],
        [27, 35, 42, 54, 56, 57, 59, 63, 67, 76, 91, 98],
    ],
    13: [
        [11, 22, 23, 27, 28, 36, 40, 44, 63, 76, 78, 84, 96],
        [3, 6, 7, 8, 13, 27, 33, 36, 37, 51, 66, 72, 73],
    ],
    14: [
        [2, 11, 18, 27, 28, 31, 56, 58, 63, 66, 82, 87, 92, 96],
        [18, 26, 28, 33, 37, 42, 52, 58, 61, 67, 81, 82, 88, 96],
    ],
    15: [
        [15, 25, 30, 33, 36, 39, 49, 54, 56, 60, 65, 74, 91, 96, 99],
        [15, 17, 26, 36, 39, 41, 43, 47, 53, 56, 71, 73, 77, 82, 86],
    ],
    16: [
        [1, 7, 16, 27, 28, 33, 36, 37, 49, 63, 67, 68, 71, 75, 81, 96],
        [3, 12, 14, 22, 27, 32, 36, 44, 46, 49, 56, 67, 77, 80, 84, 91],
    ],
    17: [
        [9, 12, 13, 15, 16, 19, 21, 26, 27, 29, 31, 32, 37, 40, 42, 47, 49],
        [1, 8, 13, 18, 23, 26, 29, 30, 31, 33, 36, 37, 41, 42, 43, 46, 47],
    ],
    18: [
        [2, 7, 11, 12, 15, 18, 21, 31, 33, 41, 51, 53, 64, 66, 67, 68, 72, 73],
        [1, 3, 8, 9, 10, 12, 17, 21, 23, 24, 27, 29, 31, 36, 38, 41, 46, 47],
        [4, 10, 29, 33, 36, 37, 44, 46, 52, 56, 61, 76, 79, 83, 89, 92, 97, 99],
        [9, 18, 21, 24, 26, 29, 39, 45, 49, 52, 56, 57, 61, 62, 64, 66, 72, 74],
    ],
}


def p99(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def cpu_share(section):
    """Run `section`; return its result and the share of wall time this process got the
    CPU (well under 1 when other processes compete: the wall figures are then inflated)."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = section()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return result, (cpu / wall if wall else 1.0)


def timed(fn, arg, runs: int):
    """Median wall and thread-CPU milliseconds of `runs` calls of fn(arg), and its result."""
    walls, cpus = [], []
    result = None
    for _ in range(runs):
        gc.collect()
        w, c = time.perf_counter_ns(), time.thread_time_ns()
        result = fn(arg)
        cpus.append((time.thread_time_ns() - c) / 1e6)
        walls.append((time.perf_counter_ns() - w) / 1e6)
    return statistics.median(walls), statistics.median(cpus), result


# --- tray values --------------------------------------------------------------------------


def bench_trays(rnd: random.Random, count: int) -> None:
    print(f"a tray's value over {count} fresh random trays per size (cards 1..100)")
    for size in (11, 18):
        trays = [rnd.sample(DECK, size) for _ in range(count)]
        for name, fn in (("score_tray", score_tray), ("tray_points", tray_points)):
            gc.collect()

            def section():
                out = []
                for t in trays:
                    start = time.perf_counter_ns()
                    fn(t)
                    out.append((time.perf_counter_ns() - start) / 1000)
                return out

            times, share = cpu_share(section)
            print(f"  {size:2d} lots  {name:11s}  median {statistics.median(times):7.1f} us"
                  f"   p99 {p99(times):7.1f} us   cpu share {share:4.2f}")


# --- the best split: a climb per size -------------------------------------------------------


class Climb:
    """A hill-climb towards the most search nodes for collections of one size."""

    def __init__(self, size: int, rnd: random.Random):
        self.size = size
        self.rnd = rnd
        self.nodes: dict[tuple[int, ...], int] = {}  # every collection asked, sorted
        self.calls = 0
        self.proven = 0

    def cost(self, lots) -> int:
        key = tuple(sorted(lots))
        found = self.nodes.get(key)
        if found is None:
            got = best_split(key)
            self.calls += 1
            self.proven += got.optimal
            found = self.nodes[key] = got.nodes
        return found

    def run(self, seconds: float) -> None:
        rnd = self.rnd
        size = self.size
        stop = time.perf_counter() + seconds
        starts = [list(lots) for lots in KNOWN_WORST.get(size, [])]
        while time.perf_counter() < stop:
            pool = rnd.choice(POOLS)
            lots = starts.pop(0) if starts else rnd.sample(pool, size)
            pool = DECK if any(n > len(pool) for n in lots) else pool
            cost = self.cost(lots)
            stale = 0
            while stale < 40 and time.perf_counter() < stop:
                cand = list(lots)
                for _ in range(rnd.choice((1, 1, 2))):
                    cand[rnd.randrange(size)] = rnd.choice([n for n in pool if n not in cand])
                c = self.cost(cand)
                if c >= cost:
                    stale = 0 if c > cost else stale + 1
                    lots, cost = cand, c
                else:
                    stale += 1

    def costliest(self, k: int) -> list[tuple[int, tuple[int, ...]]]:
        return sorted(((n, lots) for lots, n in self.nodes.items()), reverse=True)[:k]


def bench_splits(rnd: random.Random, seconds: float, runs: int) -> list[int]:
    """The climb per size; returns the slowest collection of all (by CPU time)."""
    print(f"best_split: the costliest collection a {seconds:g} s climb finds per size "
          f"(node budget {DEFAULT_MAX_NODES}, no deadline; times: median of {runs} calls)")
    print("  size  nodes   wall ms  (cpu ms)  proven/asked   collection")
    slowest = (0.0, [])
    all_proven = True
    for size in range(2, 19):
        climb = Climb(size, rnd)
        _, share = cpu_share(lambda: climb.run(seconds))
        # the costliest by nodes; and among the four costliest, the slowest
        rows = []
        for nodes, lots in climb.costliest(4):
            wall, cpu, _ = timed(best_split, list(lots), runs)
            rows.append((nodes, wall, cpu, list(lots)))
        slow = max(rows, key=lambda r: r[2])
        all_proven &= climb.proven == climb.calls
        shown = [(" ", rows[0])] + ([("*", slow)] if slow is not rows[0] else [])
        for mark, (nodes, wall, cpu, lots) in shown:
            print(f"  {size:3d}{mark} {nodes:6d}  {wall:8.2f}  ({cpu:6.2f})"
                  f"  {climb.proven:6d}/{climb.calls:<6d}  {lots}")
            if cpu > slowest[0]:
                slowest = (cpu, lots)
        if share < 0.8:
            print(f"       (cpu share during the climb {share:4.2f}: the machine is busy)")
    print("  * the slowest (by CPU) of the four costliest, when it is not the costliest")
    print(f"  every best split the climbs asked for proven optimal: {all_proven}")
    return slowest[1]


def bench_http(lots: list[int], runs: int) -> None:
    from service.app import create_app

    client = create_app().test_client()
    body = json.dumps({"lots": lots})

    def split():
        return client.post("/choco-late/trays/best-split", data=body, content_type="application/json")

    split()
    client.get("/healthz")
    health, request = [], []
    for _ in range(max(runs, 21)):
        health.append(timed(lambda _: client.get("/healthz"), None, 1)[0])
        request.append(timed(lambda _: split(), None, 1)[0])
    answer = split().get_json()
    print(f"the slowest collection through POST /choco-late/trays/best-split in process: {lots}")
    print(f"  median {statistics.median(request):.2f} ms (GET /healthz {statistics.median(health):.2f} ms);"
          f" total {answer['total']}, optimal {answer['optimal']}, nodes {answer['search']['nodes']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds of climbing per size")
    parser.add_argument("--runs", type=int, default=7, help="calls timed per collection")
    parser.add_argument("--trays", type=int, default=2000, help="random trays per size")
    args = parser.parse_args()
    rnd = random.Random(args.seed)
    started = time.perf_counter()
    bench_trays(rnd, args.trays)
    slowest = bench_splits(rnd, args.seconds, args.runs)
    bench_http(slowest, args.runs)
    print(f"done in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
