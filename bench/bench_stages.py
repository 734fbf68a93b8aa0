"""Where a long game's request goes, stage by stage: for the long game of every game that
bench_requests.py measures, the median thread CPU time of each stage of a validate, run on
its own: the body parsed (orjson), loaded by the game's schema (the moves read into the
engine's moves), the setup checked (`start`), the moves replayed (`refusal` then `apply`),
the answer built, the answer written; beside the whole request (a direct WSGI call) and
the floor (bench/floor.py). Each stage is also given per move. A stage run alone is warm
in the caches: the rest (the whole request less its stages) holds the HTTP pipeline and what
the stages cost more when they run one after the other.

Then the budget: the whole validate of the same game with none of its moves (what every
request pays: the pipeline, the setup check, the answer) and with all of them, measured with
the floor; the difference over the moves is the mean cost of a move, and with both the
longest game of that kind whose validate stays within 15 times the floor follows.

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
from bench.floor import Call, measure, service_app  # noqa: E402
from schemas.registry import apis  # noqa: E402
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


TARGET = 15.0


def budget(validates, rounds: int) -> None:
    """Each long game's validate with none of its moves and with all of them: the fixed cost,
    the mean cost of a move, and the longest game of that kind within TARGET times the floor."""
    calls = {}
    for r in validates:
        game = orjson.loads(r.body)
        calls[f"{r.name} none"] = Call("POST", r.path, orjson.dumps({**game, "moves": []}))
        calls[f"{r.name} all"] = Call("POST", r.path, r.body)
    costs = measure(service_app(), calls, rounds=max(1, rounds // 16), per_round=max(1, rounds // 8))
    print(f"\nThe budget (floor {costs.floor:.1f} us): the validate of the game with none of its moves (its "
          f"fixed cost), the mean cost of a move over the whole game, and the longest game of that kind within "
          f"{TARGET:g}x the floor")
    print(f"  {'game':52s} {'fixed':>6s} {'per move':>16s} {'within 15x':>11s}")
    for r in validates:
        moves = len(orjson.loads(r.body)["moves"])
        fixed, whole = costs.ratio(f"{r.name} none"), costs.ratio(f"{r.name} all")
        per_move = (whole - fixed) / moves
        longest = f"{int((TARGET - fixed) / per_move)} moves" if per_move > 0 else "any"
        print(f"  {r.name:52s} {fixed:5.2f}x {per_move * costs.floor:6.2f} us {per_move:6.4f}x {longest:>11s}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="calls of each stage (default 200)")
    args = parser.parse_args()
    validates = [r for r in requests_of_the_family() if " validate (" in r.name]
    costs = measure(service_app(), {r.name: r.call for r in validates}, rounds=4, per_round=max(1, args.rounds // 8))
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
    budget(validates, args.rounds)


if __name__ == "__main__":
    main()
