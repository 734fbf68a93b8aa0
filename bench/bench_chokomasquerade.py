"""The cost of refereeing a long game of ChokoMasquerade, against the floor of a bare Flask
app's GET /healthz, both called directly as WSGI applications (no server, no socket).

    .venv/bin/python bench/bench_chokomasquerade.py [--repeat 2000] [--rounds 12] [--per-round 25] [--seeds 400]

The game is the longest of `--seeds` games played by the seeded random player (it pairs
when it can, as people do: bench figures for a realistic game, the longest one). Prints the
engine alone (replay; replay and final standings; the validate verdict of a loaded body),
median CPU time of `--repeat` calls; then, per request, the CPU time of the whole WSGI call
(JSON parsing, schema load, replay, scoring, serialising) measured the way every bench
measures (bench/floor.py, `measure`: batches interleaved with the floor's round after round,
medians), and its ratio to the floor (target: at most 15 x for validate and score), with
legal-moves at the game's end and one move before it. Figures are printed, never asserted
(shared/DESIGN.md).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from schemas.chokomasquerade import API  # noqa: E402
from bench.floor import Call, measure, service_app  # noqa: E402
from bench.history import seeded_games  # noqa: E402
from service.referee.replay import replay  # noqa: E402
from service.verdicts import family  # noqa: E402

SLUG = API.slug


def median_us(times: list[float]) -> float:
    return statistics.median(times) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=2000, help="calls of each engine figure (default 2000)")
    ap.add_argument("--rounds", type=int, default=12, help="interleaved rounds of the requests (default 12)")
    ap.add_argument("--per-round", type=int, default=25, help="calls of each request per round (default 25)")
    ap.add_argument("--seeds", type=int, default=400)
    args = ap.parse_args()

    game = seeded_games(SLUG, 2, range(args.seeds))[-1]
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

    end_minus_one = {**game, "moves": moves[:-1]}
    history = json.dumps(game).encode()
    calls = {
        f"POST /{SLUG}/validate": Call("POST", f"/{SLUG}/validate", history),
        f"POST /score/{SLUG}": Call("POST", f"/score/{SLUG}", json.dumps({"game": game}).encode()),
        f"POST /{SLUG}/validate (it)": Call("POST", f"/{SLUG}/validate", history, {"Accept-Language": "it"}),
        f"POST /{SLUG}/legal-moves (at the end)": Call("POST", f"/{SLUG}/legal-moves", history),
        f"POST /{SLUG}/legal-moves (one move before)": Call("POST", f"/{SLUG}/legal-moves",
                                                           json.dumps(end_minus_one).encode()),
    }
    costs = measure(service_app(), calls, args.rounds, args.per_round)
    print(f"floor: bare Flask GET /healthz, direct WSGI: median {costs.floor:.0f} us of CPU")
    for label in calls:
        print(f"{label}: median {costs.costs[label]:.0f} us of CPU = {costs.ratio(label):.1f} x the floor"
              + ("" if "legal-moves" in label else " (target: at most 15 x)"))

if __name__ == "__main__":
    main()
