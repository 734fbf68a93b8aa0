"""Chocola's request costs against the floor: validate, score and legal-moves of a long game,
by direct WSGI calls into the service, beside a bare Flask app's GET /healthz measured in the
same run, the way every bench measures (bench/floor.py, `measure`: thread CPU time, batches
interleaved round after round, medians). Target: validate and score at most 15 times the
floor; legal-moves at the end of a long game likewise cheap. The validate is also timed as a
game never seen: the phase-1 valuations the scoring module keeps (scoring._undecorated, by
Desserts and Inspiration) emptied before each call, so that only what the game itself asks
again is found there.

The long game is the longest of a few seeded random games of 4 players with the second
phase (the engine's random player, which swaps little and prepares when it can: about 130
moves, the length of a long real game).

    .venv/bin/python bench/bench_chocola.py [--rounds 12] [--per-round 25] [--seeds 6]
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


from bench.floor import Call, measure, service_app  # noqa: E402
from bench.history import seeded_games  # noqa: E402
from schemas.chocola import API  # noqa: E402
from service.games.chocola.scoring import forget_valuations  # noqa: E402


@dataclass(frozen=True)
class NeverSeen(Call):
    """A call whose Desserts the service has not valued before: what the scoring module keeps
    is emptied first (timed with the call: a dict emptied, well under a microsecond)."""

    def send(self, app) -> tuple[str, bytes]:
        forget_valuations()
        return super().send(app)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="interleaved rounds (default 12)")
    parser.add_argument("--per-round", type=int, default=25, help="calls of each request per round (default 25)")
    parser.add_argument("--seeds", type=int, default=6)
    args = parser.parse_args()

    game = seeded_games(API.slug, 4, range(args.seeds), {"second_phase": True})[-1]
    moves = game["moves"]
    kinds = {k: sum(m["type"] == k for m in moves) for k in dict.fromkeys(m["type"] for m in moves)}
    print(f"game: 4 players, second_phase, {len(moves)} moves: {kinds}")
    mid = {**game, "moves": moves[: len(moves) // 2]}
    bodies = {
        "validate (whole game)": ("/chocola/validate", game),
        "score (whole game)": ("/score/chocola", {"game": game}),
        "legal-moves (end of the game)": ("/chocola/legal-moves", {**game, "moves": moves[:-1]}),
        "legal-moves (mid-game)": ("/chocola/legal-moves", mid),
    }
    calls = {name: Call("POST", path, json.dumps(body).encode()) for name, (path, body) in bodies.items()}
    calls["validate (whole game, never seen)"] = NeverSeen("POST", "/chocola/validate", json.dumps(game).encode())
    costs = measure(service_app(), calls, args.rounds, args.per_round)
    print(f"floor: bare Flask GET /healthz {costs.floor:.0f} us of CPU (median)")
    for name in calls:
        print(f"{name:32s} {costs.costs[name]:7.0f} us  = {costs.ratio(name):5.1f} x the floor")
    print("target: validate and score at most 15 x; legal-moves likewise cheap")


if __name__ == "__main__":
    main()
