"""Where a long game's request goes, stage by stage: for the long game of every game that
bench_requests.py measures, a validate sent as a real request (a direct WSGI call into the
service, without its replay cache: a history never seen), with a timer around each stage as
the request runs it: the body parsed (the history decoded from its bytes, its moves into
their declared classes: schemas/history_codec.py), loaded by the game's schema (the
history's other members: players, variants, setup; a game whose every member is declared
is loaded by the codec as it parses, and its load stage is 0), the setup
checked (`start`), the moves replayed (`refusal` then `apply`), the answer built, the answer
written; the rest of the request (its thread CPU time less its stages) is the HTTP pipeline.
Medians over the calls, each stage also per move, beside the whole request measured without
timers against the floor (bench/floor.py). Each timer wraps the function the request really
calls (the bench prints where); a stage a request never enters, or stages that no longer nest
as the bench subtracts them, stop the bench with an error instead of printing 0.

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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson  # noqa: E402

from bench.bench_requests import requests_of_the_family  # noqa: E402
from bench.floor import Call, measure, service_app  # noqa: E402
from schemas.registry import apis  # noqa: E402
from service.http import bodies  # noqa: E402
from service.verdicts import family  # noqa: E402


STAGES = ("parse", "load", "start", "replay", "verdict", "write")


class StageNeverEntered(RuntimeError):
    """A stage the bench names that a request never ran through its timer: the function it
    wraps was renamed, moved or bypassed, and the stage would read 0 (a figure that lies)."""


class Timed:
    """`module`'s attributes, `name` timed as `stage` (the rest passed through): the orjson a
    service module writes its answers with."""

    def __init__(self, module, name: str, timer) -> None:
        self._module, self._name, self._timer = module, name, timer

    def __getattr__(self, attr: str):
        return self._timer if attr == self._name else getattr(self._module, attr)


class Stages:
    """Timers around the functions of each stage, inside the service, while the block runs:
    thread CPU time spent in each, and how often each was entered, added up over a request.

    Each stage wraps the function the request really calls, wherever the service's modules
    hold it by name (a function imported into several modules is timed in each): the parse
    is service/json_reader.py's `parse_json` (its containers counted, then orjson, as the HTTP
    bodies and the command line read JSON), the load the history schema's `load`, the setup
    `family.start`, the replay `replay` (service/referee/replay.py), the verdict
    `family.validate_answer` (the setup and the replay inside it), the write the orjson.dumps
    of service/http/bodies.py's answers. A stage a request never enters fails the bench."""

    def __init__(self, api) -> None:
        self.spent: dict[str, int] = {}
        self.entered: dict[str, int] = {}
        self.api = api
        self.sites: dict[str, list[str]] = {}

    def timed(self, name: str, fn):
        clock, spent, entered = time.thread_time_ns, self.spent, self.entered

        def timer(*args, **kwargs):
            entered[name] = entered.get(name, 0) + 1
            started = clock()
            try:
                return fn(*args, **kwargs)
            finally:
                spent[name] = spent.get(name, 0) + clock() - started

        return timer

    @contextmanager
    def on(self):
        from service.referee import replay as replay_module

        undo: list[tuple[object, str, object]] = []

        def wrap(stage: str, original) -> None:
            """`original` timed as `stage` in every module of the service that holds it."""
            timer = self.timed(stage, original)
            for name, module in list(sys.modules.items()):
                if module is None or not name.startswith(("service.", "schemas.")):
                    continue
                for attr, value in list(vars(module).items()):
                    if value is original:
                        undo.append((module, attr, value))
                        setattr(module, attr, timer)
                        self.sites.setdefault(stage, []).append(f"{name}.{attr}")
            if stage not in self.sites:
                raise StageNeverEntered(f"stage {stage!r}: no module of the service holds {original!r}")

        history = type(self.api.history())
        codec = self.api.history_codec
        try:
            # the moves decoded from bytes into their classes: parsed and read in one pass
            owner = type(codec)
            undo.append((owner, "decode", owner.__dict__["decode"]))
            owner.decode = self.timed("parse", owner.__dict__["decode"])
            self.sites["parse"] = [f"{owner.__module__}.{owner.__qualname__}.decode"]
            wrap("start", family.start)
            wrap("replay", replay_module.replay)
            wrap("verdict", family.validate_answer)
            undo.append((history, "load", history.__dict__.get("load")))
            history.load = self.timed("load", history.load)
            self.sites["load"] = [f"{history.__qualname__}.load"]
            undo.append((bodies, "orjson", bodies.orjson))
            bodies.orjson = Timed(orjson, "dumps", self.timed("write", orjson.dumps))
            self.sites["write"] = ["service.http.bodies.orjson.dumps"]
            yield
        finally:
            for owner, attr, value in reversed(undo):
                if value is None:
                    delattr(owner, attr)
                else:
                    setattr(owner, attr, value)

    def request(self, app, call: Call) -> dict[str, float]:
        """One request's stages and its whole cost, in us; raises StageNeverEntered when the
        request ran through some stage's timer not once."""
        self.spent.clear()
        self.entered.clear()
        clock = time.thread_time_ns
        started = clock()
        status, _ = call.send(app)
        whole = clock() - started
        assert status.startswith("200"), status
        skipped = ("load",) if self.api.history_codec.loads_whole else ()  # the codec loads it: parsed and
        missed = [stage for stage in STAGES if not self.entered.get(stage) and stage not in skipped]  # loaded at once
        if missed:
            raise StageNeverEntered(
                f"{call.method} {call.path}: never entered the stage(s) {', '.join(missed)} "
                f"(timed at {', '.join(s for m in missed for s in self.sites.get(m, ['nowhere']))}): "
                "the request no longer runs through the function the bench times; time the one it runs")
        spent = dict(self.spent)
        out = {stage: spent.get(stage, 0) / 1000 for stage in ("parse", "load", "start", "replay")}
        out["answer"] = (spent["verdict"] - spent["start"] - spent["replay"]) / 1000
        out["write"] = spent["write"] / 1000
        out["rest"] = whole / 1000 - sum(out.values())
        overlapping = [stage for stage, us in out.items() if us < 0]
        if overlapping:
            raise StageNeverEntered(
                f"{call.method} {call.path}: stage(s) {', '.join(overlapping)} below zero: the stages no longer nest "
                "as the bench subtracts them (the setup and the replay inside the verdict, all inside the request)")
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
    costs = measure(service_app(), calls, rounds=max(1, rounds // 8), per_round=max(1, rounds // 8))
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
    for i, r in enumerate(validates):
        api = apis()[r.path.split("/")[1]]
        loaded = api.history().load(orjson.loads(r.body))
        n = len(loaded["moves"])
        stages = Stages(api)
        with stages.on():
            runs = [stages.request(app, r.call) for _ in range(args.rounds)]
        if i == 0:
            print("each stage timed at: " + "; ".join(f"{stage} {', '.join(at)}" for stage, at in stages.sites.items()))
        medians = {stage: statistics.median(run[stage] for run in runs) for stage in runs[0]}
        whole = costs.costs[r.name]
        print(f"\n{r.name}: {whole:.0f} us, {costs.ratio(r.name):.1f}x the floor; its stages inside the request "
              f"(median of {args.rounds}):")
        both = medians["parse"] + medians["load"]
        print(f"  parse and load together: {both / n:.3f} us/move (target 0.3)")
        for stage, us in medians.items():
            if stage == "rest":
                print(f"  {'rest':7s} {us:8.1f} us  {'':15s} {us / costs.floor:5.1f}x the floor  (the HTTP pipeline, "
                      "the floor's included, and the timers)")
            else:
                print(f"  {stage:7s} {us:8.1f} us  {us / n:6.2f} us/move  {us / costs.floor:5.1f}x the floor")
    budget(validates, args.rounds)


if __name__ == "__main__":
    main()
