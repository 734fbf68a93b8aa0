"""gunicorn's worker class behind the edge, by measurement: the mixed load of bench/load.py
(GET /healthz, a one-tray score, a 6-player game's score, a best split of 18 lots, in
turn) driven by wrk through nginx (`bin/serve --edge`) with sync workers and with gthread
workers (2 threads), and against plain gunicorn (gthread) for reference. The servers run
one after another; for each, --rounds runs of --seconds each, the best kept (a shared
machine's noise only ever slows a run down). Prints requests per second, p50 and p99.

    .venv/bin/python bench/edge_models.py                  # 3 rounds of 8 s each (about 2 minutes)
    .venv/bin/python bench/edge_models.py --rounds 2 --seconds 5

Needs wrk (apt-get install -y wrk) and nginx (bin/setup-edge).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.load import WRK_DIR, WrkResult, build_endpoints, load_average, run_wrk  # noqa: E402
from tests.edge_server import start_edge  # noqa: E402
from tests.gunicorn_server import Server, started  # noqa: E402

TARGETS = (("edge, sync workers", "edge", "sync"), ("edge, gthread 2 threads", "edge", "gthread"),
           ("plain gunicorn, gthread 2 threads", "plain", "gthread"))


def start(kind: str, worker_class: str, workdir: Path):
    env = {"GUNICORN_WORKER_CLASS": worker_class}
    if kind == "edge":
        return start_edge(workdir, env, workers=2)
    return started(Server(workdir, 2, env))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--connections", type=int, default=16)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="choco-edge-models-") as tmp:
        workdir = Path(tmp)
        endpoints, about = build_endpoints(workdir, 6, 7)
        mix = workdir / "mix.txt"
        mix.write_text("".join(f"{ep.method} {ep.path} {ep.body_file or ''}\n" for ep in endpoints))
        print(f"mixed load: {', '.join(ep.name for ep in endpoints)}; {about}")
        print(f"wrk -t1 -c{args.connections}, {args.rounds} rounds of {args.seconds:g} s; load average {load_average()}")
        best: dict[str, WrkResult] = {}
        for round_no in range(args.rounds):
            for name, kind, worker_class in TARGETS:
                server_dir = workdir / f"{kind}-{worker_class}-{round_no}"
                server_dir.mkdir()
                server = start(kind, worker_class, server_dir)
                try:
                    result = run_wrk(f"http://127.0.0.1:{server.port}", WRK_DIR / "mixed.lua",
                                     connections=args.connections, seconds=args.seconds,
                                     env_extra={"WRK_MIX_FILE": str(mix), "WRK_MAX_REQUESTS": "0"})
                finally:
                    server.stop()
                rps = result.requests / result.seconds
                print(f"  round {round_no + 1}: {name:<36} {rps:8.0f} req/s  p50 {result.p50_ms:6.1f} ms  "
                      f"p99 {result.p99_ms:6.1f} ms  errors {result.errors}  non-2xx {result.non_2xx}")
                if name not in best or rps > best[name].requests / best[name].seconds:
                    best[name] = result
        print("best round of each:")
        for name, _, _ in TARGETS:
            r = best[name]
            print(f"  {name:<36} {r.requests / r.seconds:8.0f} req/s  p50 {r.p50_ms:6.1f} ms  p99 {r.p99_ms:6.1f} ms")
        print(f"load average after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
