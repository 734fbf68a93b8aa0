"""Where a long game's request goes, stage by stage: for the long game of every game that
bench_requests.py measures, a validate sent as a real request (a direct WSGI call into the
service, without its replay cache: a history never seen), with a timer around each stage as
the request runs it: the body parsed (orjson), loaded by the game's schema (the moves read
into the engine's moves), the setup checked (`start`), the moves replayed (`refusal` then
`apply`), the answer built, the answer written; the rest of the request (its thread CPU time
less its stages) is the HTTP pipeline. Medians over the calls, each stage also per move,
beside the whole request measured without timers against the floor (bench/floor.py).

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
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson  # noqa: E402

from bench.bench_requests import requests_of_the_family  # noqa: E402
from bench.floor import Call, measure, service_app  # noqa: E402
from schemas.registry import apis  # noqa: E402
from service.http import bodies  # noqa: E402
from service.verdicts import family  # noqa: E402


class Stages:
    """Timers around the functions of each stage, inside the service, while the block runs:
    thread CPU time spent in each, added up over a request."""

    def __init__(self, api) -> None:
        self.spent: dict[str, int] = {}
        self.api = api

    def timed(self, name: str, fn):
        clock, spent = time.thread_time_ns, self.spent

        def timer(*args, **kwargs):
            started = clock()
            try:
                return fn(*args, **kwargs)
            finally:
                spent[name] = spent.get(name, 0) + clock() - started

        return timer

    @contextmanager
    def on(self):
        history = type(self.api.history())
        saved = (bodies.orjson, family.start, family.replay, family.validate_answer, history.__dict__.get("load"))
        bodies.orjson = SimpleNamespace(loads=self.timed("parse", orjson.loads), dumps=self.timed("write", orjson.dumps),
                                        JSONDecodeError=orjson.JSONDecodeError)
        family.start = self.timed("start", family.start)
        family.replay = self.timed("replay", family.replay)
        family.validate_answer = self.timed("verdict", family.validate_answer)
        history.load = self.timed("load", history.load)
        try:
            yield
        finally:
            bodies.orjson, family.start, family.replay, family.validate_answer, load = saved
            if load is None:
                del history.load
            else:
                history.load = load

    def request(self, app, call: Call) -> dict[str, float]:
        """One request's stages and its whole cost, in us."""
        self.spent.clear()
        clock = time.thread_time_ns
        started = clock()
        status, _ = call.send(app)
        whole = clock() - started
        assert status.startswith("200"), status
        spent = dict(self.spent)
        out = {stage: spent.get(stage, 0) / 1000 for stage in ("parse", "load", "start", "replay")}
        out["answer"] = (spent.get("verdict", 0) - spent.get("start", 0) - spent.get("replay", 0)) / 1000
        out["write"] = spent.get("write", 0) / 1000
        out["rest"] = whole / 1000 - sum(out.values())
        return out


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
    app = service_app()
    for r in validates:
        api = apis()[r.path.split("/")[1]]
        loaded = api.history().load(orjson.loads(r.body))
        n = len(loaded["moves"])
        stages = Stages(api)
        with stages.on():
            runs = [stages.request(app, r.call) for _ in range(args.rounds)]
        medians = {stage: statistics.median(run[stage] for run in runs) for stage in runs[0]}
        whole = costs.costs[r.name]
        print(f"\n{r.name}: {whole:.0f} us, {costs.ratio(r.name):.1f}x the floor; its stages inside the request "
              f"(median of {args.rounds}):")
        for stage, us in medians.items():
            if stage == "rest":
                print(f"  {'rest':7s} {us:8.1f} us  {'':15s} {us / costs.floor:5.1f}x the floor  (the HTTP pipeline, "
                      "the floor's included, and the timers)")
            else:
                print(f"  {stage:7s} {us:8.1f} us  {us / n:6.2f} us/move  {us / costs.floor:5.1f}x the floor")
    budget(validates, args.rounds)


if __name__ == "__main__":
    main()
