"""The costliest bodies a client may send within the limits, and what each costs a worker:
the thread CPU time of one whole request through the WSGI app, in process (the median of
--rounds runs, after one warm-up), against the budget of 100 ms.

The bodies (each at most 1 MiB, CHOCO_MAX_BODY_BYTES):
- nested empty arrays: ``{"zzz": [[[]], [[]], ...]}`` filling 1 MiB (a 422);
- moves nested 200 deep: a game whose moves are arrays nested 200 levels, filling 1 MiB;
- arrays at the container limit (CHOCO_MAX_BODY_CONTAINERS, 50,000): the largest bodies of
  those two shapes that are parsed at all;
- schema errors: 5,000 moves each breaking the schema in three fields (15,000 errors if every
  one were looked for: the moves' schema stops after the first 100);
- the longest legal game of each game among seeded random games at its most players
  (bench/history.py), validate and score;
- 5,000 moves (the limit): the longest legal game of each game, its moves repeated to
  5,000 (every move loaded; the replay stops at the first illegal one), validate and score.

    .venv/bin/python bench/bench_bodies.py              # every body (about a minute)
    .venv/bin/python bench/bench_bodies.py --quick      # fewer seeds, fewer rounds
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from time import thread_time

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from werkzeug.test import EnvironBuilder, run_wsgi_app  # noqa: E402

from bench.history import seeded_games  # noqa: E402
from schemas.common import MAX_MOVES  # noqa: E402
from service.app import create_app  # noqa: E402
from service.config import Settings  # noqa: E402

BUDGET_MS = 100.0
MIB = Settings().MAX_BODY_BYTES


@dataclass
class Body:
    name: str
    path: str
    data: bytes


def _fill(prefix: bytes, item: bytes, suffix: bytes, limit: int = MIB) -> bytes:
    """prefix + item, item, ... + suffix, as many items as fit in `limit` bytes."""
    n = (limit - len(prefix) - len(suffix) + 1) // (len(item) + 1)
    return prefix + b",".join([item] * n) + suffix


def nested_arrays(limit: int = MIB, name: str = "1 MiB of nested empty arrays") -> Body:
    return Body(name, "/choco-late/validate", _fill(b'{"zzz":[', b"[[]]", b"]}", limit))


def deep_moves(game: dict, limit: int = MIB, name: str = "1 MiB of moves nested 200 deep") -> Body:
    head = json.dumps({k: v for k, v in game.items() if k != "moves"}).encode()[:-1] + b',"moves":['
    return Body(name, "/choco-late/validate", _fill(head, b"[" * 200 + b"]" * 200, b"]}", limit))


def at_the_container_limit(game: dict) -> list[Body]:
    """The same two shapes, with as many arrays as CHOCO_MAX_BODY_CONTAINERS lets through."""
    cap = Settings.from_env().MAX_BODY_CONTAINERS
    arrays = nested_arrays(min(MIB, len(b'{"zzz":[]}') + (cap // 2 - 1) * 5),
                           f"nested empty arrays, {cap:,} in all (the limit)")
    head = len(json.dumps({k: v for k, v in game.items() if k != "moves"})) + 12
    n_setup = sum(json.dumps({k: v for k, v in game.items() if k != "moves"}).count(c) for c in "[{")
    moves = deep_moves(game, min(MIB, head + ((cap - n_setup - 1) // 200) * 401),
                       f"moves nested 200 deep, {cap:,} arrays in all (the limit)")
    return [arrays, moves]


def schema_errors(game: dict) -> Body:
    bad = [{"type": "bid", "player": 7, "amount": "x"}] * MAX_MOVES
    data = json.dumps({**game, "moves": bad}).encode()
    return Body(f"{len(bad)} moves breaking the schema (3 errors each)", "/choco-late/validate", data)


def longest(game: str, players: int, seeds: range) -> dict:
    return seeded_games(game, players, seeds)[-1]


def padded(history: dict) -> dict:
    moves = history["moves"]
    return {**history, "moves": (moves * (MAX_MOVES // max(1, len(moves)) + 1))[:MAX_MOVES]}


def cpu_ms(app, body: Body, rounds: int) -> tuple[float, int]:
    """Median thread CPU time of the request (ms) and its status."""
    samples, status = [], 0
    for i in range(rounds + 1):
        environ = EnvironBuilder(path=body.path, method="POST", data=body.data,
                                 content_type="application/json").get_environ()
        started = thread_time()
        iterable, status_line, _ = run_wsgi_app(app, environ, buffered=True)
        b"".join(iterable)
        if i:  # the first is a warm-up
            samples.append((thread_time() - started) * 1000)
        status = int(status_line.split()[0])
    return statistics.median(samples), status


def bodies(quick: bool) -> list[Body]:
    seeds = range(4) if quick else range(12)
    base = longest("choco-late", 6, range(2))
    out = [nested_arrays(), deep_moves(base), *at_the_container_limit(base), schema_errors(base)]
    for game, players in (("choco-late", 6), ("choco-challenge", 5), ("chocola", 4), ("chokomannaro", 6),
                          ("chokomasquerade", 2)):
        history = longest(game, players, seeds)
        n = len(history["moves"])
        for path in (f"/{game}/validate", f"/score/{game}"):
            wrapped = history if path.endswith("/validate") else {"game": history}
            out.append(Body(f"{game}, longest legal game ({players} players, {n} moves)", path,
                            json.dumps(wrapped).encode()))
        long_body = padded(history)
        out.append(Body(f"{game}, {MAX_MOVES} moves (the longest game repeated)", f"/{game}/validate",
                        json.dumps(long_body).encode()))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args(argv)
    app = create_app(Settings.from_env())
    rounds = 2 if args.quick else args.rounds
    print(f"{'body':<62} {'path':<28} {'KiB':>6} {'status':>6} {'CPU ms':>8}")
    over = []
    for body in bodies(args.quick):
        ms, status = cpu_ms(app, body, rounds)
        mark = "  OVER" if ms > BUDGET_MS else ""
        print(f"{body.name:<62} {body.path:<28} {len(body.data) / 1024:>6.0f} {status:>6} {ms:>8.1f}{mark}")
        assert len(body.data) <= MIB, body.name
        if ms > BUDGET_MS:
            over.append(body.name)
    print(f"\nbudget {BUDGET_MS:.0f} ms of a worker's CPU: "
          + ("every body within it" if not over else f"{len(over)} over it: {', '.join(over)}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
