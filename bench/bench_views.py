"""What a player's view costs beside the legal moves of the same history: for every game, a
seeded game at its most players cut at two thirds of its moves, `POST /<game>/view` for each
of its players and `POST /<game>/legal-moves`, timed the one way every bench times (thread CPU
time of direct WSGI calls into the service without its replay cache: a history never seen,
bench/floor.py), each against the floor measured in the same run, and the view against the
legal moves.

    .venv/bin/python bench/bench_views.py [--rounds 12]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import orjson  # noqa: E402

from bench.floor import Call, measure, service_app  # noqa: E402
from schemas.registry import apis  # noqa: E402

JSON = {"Content-Type": "application/json"}


def calls_of(slug: str, seed: int = 7) -> tuple[dict[str, Call], int]:
    """The game's calls: its legal moves, and each player's view, of one history; and the
    history's number of moves."""
    api = apis()[slug]
    counts = api.player_counts(api.variant_sets[0])
    game = api.random_history(counts.stop - 1, seed)
    cut = {**game, "moves": game["moves"][:len(game["moves"]) * 2 // 3]}
    calls = {f"{slug} legal-moves": Call("POST", f"/{slug}/legal-moves", orjson.dumps(cut), JSON)}
    for player in cut["players"]:
        calls[f"{slug} view {player}"] = Call("POST", f"/{slug}/view", orjson.dumps({"game": cut, "player": player}),
                                              JSON)
    return calls, len(cut["moves"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=12)
    args = parser.parse_args(argv)
    app = service_app()
    slugs = [slug for slug, api in apis().items() if api.viewing is not None]
    games = {slug: calls_of(slug) for slug in slugs}
    costs = measure(app, {name: call for calls, _ in games.values() for name, call in calls.items()},
                    rounds=args.rounds, per_round=10)
    print(f"floor {costs.floor:.1f} us; a view and the legal moves of the same history (two thirds of a seeded "
          f"game at its most players), the median of {args.rounds} rounds")
    print(f"  {'game':18} {'moves':>5}  {'legal-moves':>14}  {'view (mean of its players)':>28}  view / legal-moves")
    for slug, (calls, moves) in games.items():
        legal = costs.costs[f"{slug} legal-moves"]
        views = [costs.costs[name] for name in calls if " view " in name]
        view = sum(views) / len(views)
        print(f"  {slug:18} {moves:5d}  {legal / 1000:7.2f} ms {legal / costs.floor:4.0f}x  "
              f"{view / 1000:10.2f} ms {view / costs.floor:4.0f}x (max {max(views) / costs.floor:4.0f}x)  "
              f"{view / legal:6.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
