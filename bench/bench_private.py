"""What each framework private member of service/private_api.py buys: every request of
bench/bench_requests.py timed with the members and without them (marshmallow's own path,
service.private_api.public_path), and with Flask's private ``request_ctx`` in place of the
public ``request`` the app reads (the member the service no longer uses, for its price).

    .venv/bin/python bench/bench_private.py                 # 12 rounds of 25 calls
    .venv/bin/python bench/bench_private.py --rounds 6 --per-round 15

In process, as every bench measures (bench/floor.py): thread CPU time of direct WSGI calls.
The variants alternate round after round on one app, each request in a batch per variant;
in each round each request's median cost under a variant is divided by its cost as is in
the same round, the variants' order turned each round, and the median of those ratios over
the rounds is printed: the percentage each variant adds (positive: the member saves that
much). Then the same for the request schema's load alone (the parsed body loaded, no HTTP,
no engine), where the marshmallow members work.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_requests import requests_of_the_family  # noqa: E402
from bench.floor import service_app, thread_cost_us  # noqa: E402
from schemas.registry import apis  # noqa: E402
from service.app import ServiceFlask  # noqa: E402
from service.private_api import public_path  # noqa: E402


@contextmanager
def as_is() -> Iterator[None]:
    yield


@contextmanager
def with_request_ctx() -> Iterator[None]:
    """ServiceFlask reading its request through Flask's private ``request_ctx``."""
    from flask.globals import request_ctx

    from service.http.envelope import ROUTE
    from service.http.metrics import UNMATCHED

    def full_dispatch_request(self):
        request = request_ctx.request
        rule = request.url_rule
        request.environ[ROUTE] = UNMATCHED if rule is None else rule.rule
        return super(ServiceFlask, self).full_dispatch_request()

    kept = ServiceFlask.__dict__["full_dispatch_request"]
    ServiceFlask.full_dispatch_request = full_dispatch_request
    try:
        yield
    finally:
        ServiceFlask.full_dispatch_request = kept


VARIANTS: dict[str, Callable[[], object]] = {
    "as is": as_is,
    "without FastMembers._deserialize": lambda: public_path("FastMembers._deserialize"),
    "without Lean.deserialize": lambda: public_path("Lean.deserialize"),
    "without both (marshmallow's path)": lambda: public_path(),
    "with Flask's request_ctx": with_request_ctx,
}


def ratios(measure: Callable[[str], float], names: list[str], rounds: int) -> dict[tuple[str, str], float]:
    """For each variant and name: the median over rounds of (its cost / the cost as is in the
    same round), the variants' order turned round after round (drift and order cancel)."""
    order = list(VARIANTS)
    per_round: dict[tuple[str, str], list[float]] = {(v, n): [] for v in VARIANTS for n in names}
    for i in range(rounds):
        turned = order[i % len(order):] + order[: i % len(order)]
        costs = {}
        for variant in turned:
            with VARIANTS[variant]():
                for name in names:
                    costs[variant, name] = measure(name)
        for variant in VARIANTS:
            for name in names:
                per_round[variant, name].append(costs[variant, name] / costs["as is", name])
    return {key: statistics.median(v) for key, v in per_round.items()}


def print_table(title: str, names: list[str], base: dict[str, float], found: dict[tuple[str, str], float]) -> None:
    others = [v for v in VARIANTS if v != "as is"]
    print(f"\n{title}")
    print(f"{'':52s} {'as is':>9s} " + " ".join(f"{v[:22]:>23s}" for v in others))
    for name in names:
        cells = " ".join(f"{100 * (found[v, name] - 1):+22.1f}%" for v in others)
        print(f"{name:52s} {base[name]:7.1f}us {cells}")


def loads() -> dict[str, Callable[[], object]]:
    """Each game's request schemas loading the bench's bodies (parsed), nothing else."""
    import orjson

    out = {}
    for r in requests_of_the_family():
        if r.method != "POST" or "/trays" in r.path:
            continue
        slug = next(s for s in apis() if f"/{s}/" in r.path or r.path.endswith(f"/{s}"))
        api = apis()[slug]
        kind = "score_request" if r.path.startswith("/score/") else "deal_request" if r.path.endswith("/deal") \
            else "history"
        schema, data = getattr(api, kind)(), orjson.loads(r.body)
        out[f"{r.name} (load)"] = (lambda schema=schema, data=data: schema.load(data))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--per-round", type=int, default=25)
    args = parser.parse_args(argv)
    app = service_app()
    requests = {r.name: r for r in requests_of_the_family() if r.method == "POST"}
    for name, variant in VARIANTS.items():  # every answer 200, warm
        with variant():
            for r in requests.values():
                status, _ = r.call.send(app)
                assert status.startswith("200"), (name, r.name, status)
    clock = time.thread_time_ns

    def request_cost(name: str) -> float:
        return statistics.median(thread_cost_us(app, requests[name].call, args.per_round))

    calls = loads()

    def load_cost(name: str) -> float:
        call, samples = calls[name], []
        for _ in range(args.per_round):
            start = clock()
            call()
            samples.append((clock() - start) / 1000)
        return statistics.median(samples)

    names = list(requests)
    base = {n: request_cost(n) for n in names}
    print_table("Whole requests (direct WSGI calls): the cost as is, and what each variant adds",
                names, base, ratios(request_cost, names, args.rounds))
    load_names = list(calls)
    base = {n: load_cost(n) for n in load_names}
    print_table("The request schema's load alone (the body already parsed)", load_names, base,
                ratios(load_cost, load_names, args.rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
