"""The referee's table's costs against the floor: for each game's longest seeded game, the
fragment POST /<game>/table/view draws at the game's end (validate, legal-moves and score of
the history, then the picture, the move list, the log and the score drawn), beside the same
game's POST /<game>/validate and the page itself (GET /<game>/table), measured the way every
bench measures (bench/floor.py, `measure`). A person stepping through a game pays one view
per step.

    .venv/bin/python bench/bench_table.py [--rounds 6] [--per-round 5] [--seeds 4]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.floor import Call, measure, service_app  # noqa: E402
from bench.history import seeded_games  # noqa: E402
from schemas.registry import apis  # noqa: E402
from service.referee import registry  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6, help="interleaved rounds (default 6)")
    parser.add_argument("--per-round", type=int, default=5, help="calls of each request per round (default 5)")
    parser.add_argument("--seeds", type=int, default=4, help="seeded games per game, the longest kept (default 4)")
    args = parser.parse_args()

    calls, lengths = {}, {}
    for slug in apis():
        players = max(3, registry.get(slug).players.start) if registry.get(slug).players.stop > 3 else 2
        game = seeded_games(slug, players, range(args.seeds))[-1]
        body = json.dumps(game).encode()
        lengths[slug] = (players, len(game["moves"]))
        calls[f"{slug} view"] = Call("POST", f"/{slug}/table/view", body)
        calls[f"{slug} validate"] = Call("POST", f"/{slug}/validate", body)
        calls[f"{slug} page"] = Call("GET", f"/{slug}/table")
    costs = measure(service_app(), calls, args.rounds, args.per_round)  # the cache off: a history never seen
    print(f"floor (bare Flask GET /healthz): {costs.floor:.1f} us")
    print(f"{'game':<17} {'players':>7} {'moves':>6} {'view us':>9} {'x floor':>8} {'x validate':>11} {'page x floor':>13}")
    for slug, (players, moves) in lengths.items():
        view = costs.costs[f"{slug} view"]
        print(f"{slug:<17} {players:>7} {moves:>6} {view:>9.0f} {costs.ratio(f'{slug} view'):>8.1f} "
              f"{view / costs.costs[f'{slug} validate']:>11.1f} {costs.ratio(f'{slug} page'):>13.1f}")


if __name__ == "__main__":
    main()
