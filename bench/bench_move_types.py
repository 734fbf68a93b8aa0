"""What each kind of move costs the engine: for the long game of every game (the longest of
12 seeded games of the most players, as bench/bench_follow.py follows), each move's `judge`
and `apply` timed alone, as the replay asks them (apply given what the checks found), replay
after replay, the median of each move kept; printed per move type: how many, the cost of one
(judge, apply, both) and its share of the mean cost of a move. Engine level only (no HTTP, no load, no answer): where a game's replay stage goes.
Each call is timed with time.perf_counter_ns (a fraction of a microsecond: the thread CPU
clock's own call costs more than some of them), less the cost of an empty timing measured in
the same run.

    .venv/bin/python bench/bench_move_types.py [--rounds 40] [--game chocola]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.history import seeded_games  # noqa: E402
from schemas.registry import apis  # noqa: E402
from service.referee.legality import Accepted  # noqa: E402


def empty_timing(rounds: int = 20000) -> float:
    clock = time.perf_counter_ns
    samples = []
    for _ in range(rounds):
        a = clock()
        samples.append(clock() - a)
    return statistics.median(samples)


def one_game(slug: str, rounds: int, empty: float) -> None:
    api = apis()[slug]
    players = api.player_counts(api.variant_sets[0]).stop - 1
    game = seeded_games(slug, players, range(1, 13))[-1]
    loaded = api.history().load(game)
    moves = loaded["moves"]
    clock = time.perf_counter_ns
    judges: list[list[int]] = [[] for _ in moves]
    applies: list[list[int]] = [[] for _ in moves]
    for _ in range(rounds):
        state = api.game.start(loaded)
        for i, move in enumerate(moves):
            a = clock()
            verdict = state.judge(move)
            b = clock()
            state.apply(move, i, verdict)
            c = clock()
            assert isinstance(verdict, Accepted), (slug, i, verdict)
            judges[i].append(b - a)
            applies[i].append(c - b)
    by_type: dict[str, list[tuple[float, float]]] = {}
    for move, r, a in zip(moves, judges, applies):
        by_type.setdefault(api.move(move)["type"], []).append((statistics.median(r) - empty, statistics.median(a) - empty))
    total = sum(r + a for costs in by_type.values() for r, a in costs)
    print(f"\n{slug}, {players} players, {len(moves)} moves: a move {total / len(moves) / 1000:.2f} us "
          f"(judge and apply, median of {rounds} replays)")
    print(f"  {'move type':22s} {'count':>5s} {'judge':>9s} {'apply':>9s} {'one move':>9s} {'of a move':>10s}")
    for kind, costs in sorted(by_type.items(), key=lambda kv: -sum(r + a for r, a in kv[1])):
        n = len(costs)
        judge, apply = sum(r for r, _ in costs) / n, sum(a for _, a in costs) / n
        print(f"  {kind:22s} {n:5d} {judge / 1000:7.2f}us {apply / 1000:7.2f}us {(judge + apply) / 1000:7.2f}us "
              f"{(judge + apply) * n / len(moves) / 1000:8.2f}us")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40, help="replays of each game (default 40)")
    parser.add_argument("--game", action="append", help="a game's slug (default: every game)")
    args = parser.parse_args()
    empty = empty_timing()
    print(f"an empty timing: {empty:.0f} ns (taken off every call)")
    for slug in args.game or list(apis()):
        one_game(slug, args.rounds, empty)


if __name__ == "__main__":
    main()
