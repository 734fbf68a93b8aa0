"""Where a long game's request goes, stage by stage: for the long game of every game that
bench_requests.py measures, the median thread CPU time of each stage of a validate, run on
its own: the body parsed (orjson), loaded by the game's schema (the moves read into the
engine's moves), the setup checked (`start`), the moves replayed (`refusal` then `apply`),
the answer built, the answer written; beside the whole request (a direct WSGI call) and
the floor (bench/floor.py). Each stage is also given per move. A stage run alone is warm
in the caches: the rest (the whole request less its stages) holds the HTTP pipeline and what
the stages cost more when they run one after the other.

    .venv/bin/python bench/bench_stages.py [--rounds 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson  # noqa: E402

from bench.bench_requests import requests_of_the_family  # noqa: E402
from bench.floor import measure  # noqa: E402
from schemas.registry import apis  # noqa: E402
from service.app import create_app  # noqa: E402
from service.referee.replay import replay  # noqa: E402
from service.verdicts import family  # noqa: E402


def median_us(fn, rounds: int) -> float:
    clock = time.thread_time_ns
    samples = []
    for _ in range(rounds):
        start = clock()
        fn()
        samples.append(clock() - start)
    return statistics.median(samples) / 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="calls of each stage (default 200)")
    args = parser.parse_args()
    validates = [r for r in requests_of_the_family() if " validate (" in r.name]
    costs = measure(create_app(), {r.name: r.call for r in validates}, rounds=4, per_round=max(1, args.rounds // 8))
    print(f"floor (bare Flask GET /healthz): {costs.floor:.1f} us")
    for r in validates:
        api = apis()[r.path.split("/")[1]]
        body, schema, game = r.body, api.history(), api.game
        raw = orjson.loads(body)
        loaded = schema.load(raw)
        state = replay(game.start(loaded), loaded["moves"], game.rules).state
        answer = family.validate_answer(api, loaded, "en")
        n = len(loaded["moves"])
        stages = {
            "parse": median_us(lambda: orjson.loads(body), args.rounds),
            "load": median_us(lambda: schema.load(raw), args.rounds),
            "start": median_us(lambda: game.start(loaded), args.rounds),
        }
        stages["replay"] = median_us(lambda: replay(game.start(loaded), loaded["moves"], game.rules),
                                     args.rounds) - stages["start"]
        stages["answer"] = median_us(lambda: family.validate_answer(api, loaded, "en"), args.rounds) - \
            stages["start"] - stages["replay"]
        stages["write"] = median_us(lambda: orjson.dumps(answer), args.rounds)
        whole = costs.costs[r.name]
        print(f"\n{r.name}: {whole:.0f} us, {costs.ratio(r.name):.1f}x the floor ({state.phase.value} after {n} moves)")
        for stage, us in stages.items():
            print(f"  {stage:7s} {us:8.1f} us  {us / n:6.2f} us/move  {us / costs.floor:5.1f}x the floor")
        rest = whole - sum(stages.values())
        print(f"  {'rest':7s} {rest:8.1f} us  (the HTTP pipeline, the floor's included, and what the stages cost "
              "more inside one request than alone)")


if __name__ == "__main__":
    main()
