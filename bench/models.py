"""Which gunicorn worker model serves the referee best on this machine: sync, gthread, gevent.

    .venv/bin/python bench/models.py                       # about 3.5 minutes
    .venv/bin/python bench/models.py --rounds 3 --seconds 2 --models sync:2 gthread:2x2

Starts one server per model at once (each with deploy/gunicorn.conf.py, its worker model
overridden, on its own loopback port), then, round after round, drives each endpoint of
bench/load.py on every model in turn with wrk for a few seconds. Interleaving matters on a
shared machine: whatever else runs slows all models alike within a round, and the best
round of each model is the closest to its speed on quiet CPUs. Prints, per model and
endpoint, the best requests/s, the median of the rounds' p99 latencies, and the least
CPU time the gunicorn processes spent per answer (user + system, from /proc).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.load import Server, build_endpoints, check_answers, model_config, wrk_endpoint  # noqa: E402

DEFAULT_MODELS = ["sync:2", "sync:5", "gthread:2x1", "gthread:2x2", "gthread:2x4", "gevent:2"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", nargs="+", default=DEFAULT_MODELS)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=2.0, help="wrk seconds per model, endpoint and round")
    ap.add_argument("--connections", type=int, default=16)
    args = ap.parse_args()

    started = time.monotonic()
    workdir = Path(tempfile.mkdtemp(prefix="choco-models-"))
    endpoints, about = build_endpoints(workdir, 6, 7)
    servers: dict[str, Server] = {}
    try:
        for model in args.models:
            d = workdir / model.replace(":", "-")
            d.mkdir()
            servers[model] = Server(model_config(model, d), d)
        for model, server in servers.items():
            server.wait_ready()
            check_answers(server, endpoints)
        for server in servers.values():  # warm every worker
            for ep in endpoints:
                wrk_endpoint(server, ep, connections=args.connections, seconds=1)

        results: dict[tuple[str, str], list] = {}
        for rnd in range(args.rounds):
            for ep in endpoints:
                for model, server in servers.items():
                    r = wrk_endpoint(server, ep, connections=args.connections, seconds=args.seconds)
                    results.setdefault((model, ep.name), []).append(r)
            print(f"round {rnd + 1}/{args.rounds} done", file=sys.stderr)
    finally:
        for server in servers.values():
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)

    print(f"{about}\nwrk -t1 -c{args.connections}, {args.seconds:g} s per model, endpoint and round; "
          f"{args.rounds} rounds interleaved\n")
    names = [ep.name for ep in endpoints]
    print(f"{'model':<14}" + "".join(f"{n[:22]:>34}" for n in names))
    print(f"{'':<14}" + "".join(f"{'best req/s  p99 ms  CPU ms/req':>34}" for _ in names))
    for model in args.models:
        cells = []
        for n in names:
            rs = results[(model, n)]
            errs = sum(r.errors + r.non_2xx for r in rs)
            cell = (f"{max(r.rps for r in rs):8.0f}  {statistics.median(r.p99_ms for r in rs):7.1f}"
                    f"  {min(r.cpu_ms_per_request for r in rs):7.3f}" + ("!" if errs else " "))
            cells.append(f"{cell:>34}")
        print(f"{model:<14}" + "".join(cells))
    print("\n(! marks a model with failed requests.)")
    print(f"whole run: {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
