"""The cost of refereeing a long game of ChokoMasquerade, against the floor of a bare Flask
app's GET /healthz, both called directly as WSGI applications (no server, no socket).

    .venv/bin/python bench/bench_chokomasquerade.py [--repeat 2000] [--seeds 400]

The game is the longest of `--seeds` games played by the seeded random player (it pairs
when it can, as people do: bench figures for a realistic game, the longest one). Prints,
per request, the median CPU time (thread_time) of the whole WSGI call (JSON parsing,
schema load, replay, scoring, serialising) over `--repeat` calls interleaved with the
floor's, and its ratio to the floor (target: at most 15 x for validate and score); and the
engine alone (replay; replay and final standings), and legal-moves at the game's end and
one move before it. Figures are printed, never asserted (shared/DESIGN.md).
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from werkzeug.test import EnvironBuilder  # noqa: E402

from schemas.chokomasquerade import API  # noqa: E402
from bench.floor import bare_app  # noqa: E402
from service.app import create_app  # noqa: E402
from service.referee.replay import replay  # noqa: E402
from service.verdicts import family  # noqa: E402

SLUG = API.slug


def environ(method: str, path: str, body: bytes | None, headers: dict | None = None) -> dict:
    builder = EnvironBuilder(path=path, method=method, data=body, headers=headers or {},
                             content_type="application/json" if body is not None else None)
    return builder.get_environ()


def call(app, env: dict) -> tuple[float, bytes]:
    """One WSGI call on a fresh copy of `env`: (CPU seconds, body)."""
    env = dict(env)
    data = env.get("_body")
    if data is not None:
        env["wsgi.input"] = io.BytesIO(data)
    status = []
    clock = time.thread_time
    start = clock()
    chunks = app(env, lambda s, h, e=None: status.append(s))
    out = b"".join(chunks)
    if hasattr(chunks, "close"):
        chunks.close()
    spent = clock() - start
    assert status and status[0].startswith("200"), (status, out[:300])
    return spent, out


def request(method: str, path: str, body: dict | None = None, headers: dict | None = None) -> dict:
    data = None if body is None else json.dumps(body).encode()
    env = environ(method, path, data, headers)
    env["_body"] = data
    return env


def longest_game(seeds: int) -> dict:
    best = None
    for seed in range(seeds):
        h = API.random_history(2, seed)
        if best is None or len(h["moves"]) > len(best["moves"]):
            best = h
    return best  # type: ignore[return-value]


def median_us(times: list[float]) -> float:
    return statistics.median(times) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=2000)
    ap.add_argument("--seeds", type=int, default=400)
    args = ap.parse_args()

    game = longest_game(args.seeds)
    moves = game["moves"]
    kinds = {k: sum(m["type"] == k for m in moves) for k in ("pair", "hand_pair", "table_pair", "lay", "draw", "guess")}
    print(f"game: {len(moves)} moves ({', '.join(f'{k} {n}' for k, n in kinds.items())}), "
          f"the longest of {args.seeds} seeded games")

    loaded = API.history().load(json.loads(json.dumps(game)))
    clock = time.thread_time

    def engine_replay():
        return replay(API.game.start(loaded), loaded["moves"], API.game.rules)

    def engine_score():
        return engine_replay().state.standings()

    for label, fn in (("engine: replay", engine_replay), ("engine: replay + standings", engine_score),
                      ("verdict: validate_answer (loaded body)", lambda: family.validate_answer(API, loaded, "en"))):
        for _ in range(50):
            fn()
        times = []
        for _ in range(args.repeat):
            start = clock()
            fn()
            times.append(clock() - start)
        print(f"{label}: median {median_us(times):.0f} us")

    floor_app, app = bare_app(), create_app()
    floor = request("GET", "/healthz")
    end_minus_one = {**game, "moves": moves[:-1]}
    cases = [
        (f"POST /{SLUG}/validate", request("POST", f"/{SLUG}/validate", game)),
        (f"POST /score/{SLUG}", request("POST", f"/score/{SLUG}", {"game": game})),
        (f"POST /{SLUG}/validate (it)", request("POST", f"/{SLUG}/validate", game, {"Accept-Language": "it"})),
        (f"POST /{SLUG}/legal-moves (at the end)", request("POST", f"/{SLUG}/legal-moves", game)),
        (f"POST /{SLUG}/legal-moves (one move before)", request("POST", f"/{SLUG}/legal-moves", end_minus_one)),
    ]
    for _ in range(100):
        call(floor_app, floor)
        for _, env in cases:
            call(app, env)
    floor_times: list[float] = []
    case_times: dict[str, list[float]] = {label: [] for label, _ in cases}
    for _ in range(args.repeat):  # interleaved: every request sees the same machine
        floor_times.append(call(floor_app, floor)[0])
        for label, env in cases:
            case_times[label].append(call(app, env)[0])
    base = median_us(floor_times)
    print(f"floor: bare Flask GET /healthz, direct WSGI: median {base:.0f} us of CPU")
    for label, times in case_times.items():
        print(f"{label}: median {median_us(times):.0f} us of CPU = {median_us(times) / base:.1f} x the floor "
              f"(target: at most 15 x)")


if __name__ == "__main__":
    main()
