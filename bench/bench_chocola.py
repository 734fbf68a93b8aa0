"""Chocola's request costs against a floor: CPU time of validate, score and legal-moves of
a long game, by direct WSGI calls into the service, beside a bare Flask app's
GET /healthz measured in the same run (target: validate and score at most 15 times the
floor; legal-moves at the end of a long game likewise cheap).

The long game is the longest of a few seeded random games of 4 players with the second
phase (the engine's random player, which swaps little and prepares when it can: about 130
moves, the length of a long real game). Each figure is the median CPU time (time.process_time)
of a block of calls in a row, the blocks of every figure taken in turn three times (the
median of the three) so that all see the same machine.

    .venv/bin/python bench/bench_chocola.py [--repeat 400] [--seeds 6]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


from bench.floor import bare_app  # noqa: E402
from bench.floor import wsgi_call as call  # noqa: E402
from schemas.chocola import API  # noqa: E402
from service.app import create_app  # noqa: E402


def cpu(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def longest_game(seeds: int) -> dict:
    games = [API.random_history(4, seed, variants={"second_phase": True}) for seed in range(seeds)]
    return max(games, key=lambda g: len(g["moves"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=400)
    parser.add_argument("--seeds", type=int, default=6)
    args = parser.parse_args()

    game = longest_game(args.seeds)
    moves = game["moves"]
    kinds = {k: sum(m["type"] == k for m in moves) for k in dict.fromkeys(m["type"] for m in moves)}
    print(f"game: 4 players, second_phase, {len(moves)} moves: {kinds}")
    mid = {**game, "moves": moves[: len(moves) // 2]}
    bodies = {
        "validate (whole game)": ("/chocola/validate", game),
        "score (whole game)": ("/score/chocola", {"game": game}),
        "legal-moves (end of the game)": ("/chocola/legal-moves", {**game, "moves": moves[:-1]}),
        "legal-moves (mid-game)": ("/chocola/legal-moves", mid),
    }
    service, floor_app = create_app(), bare_app()
    encoded = {name: (path, json.dumps(body).encode()) for name, (path, body) in bodies.items()}
    for name, (path, data) in encoded.items():
        status, _ = call(service, "POST", path, data)
        assert status.startswith("200"), (name, status)
    for _ in range(50):  # warm up
        call(floor_app, "GET", "/healthz")
        for path, data in encoded.values():
            call(service, "POST", path, data)

    def block(fn) -> float:
        """The median CPU time of `fn` over a block of consecutive calls."""
        return statistics.median(cpu(fn) for _ in range(args.repeat))

    rounds = []
    for _ in range(3):  # blocks in turn, so that every figure sees the same machine
        base = block(lambda: call(floor_app, "GET", "/healthz"))
        rounds.append((base, {name: block(lambda: call(service, "POST", path, data))
                              for name, (path, data) in encoded.items()}))
    base = statistics.median(r[0] for r in rounds)
    print(f"floor: bare Flask GET /healthz {base * 1e6:.0f} us of CPU (median of {args.repeat} calls in a row)")
    for name in encoded:
        median = statistics.median(r[1][name] for r in rounds)
        print(f"{name:32s} {median * 1e6:7.0f} us  = {median / base:5.1f} x the floor")
    print("target: validate and score at most 15 x; legal-moves likewise cheap")


if __name__ == "__main__":
    main()
