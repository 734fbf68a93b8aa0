"""Real game histories for the benchmarks: a seeded random game played through the engine
(service/games/choco_late/autoplay.py), as the JSON document of the API. Run it to print one:

    .venv/bin/python bench/history.py --players 6 --seed 7
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from schemas.choco_late.serialize import history  # noqa: E402
from service.games.choco_late import autoplay  # noqa: E402
from service.games.choco_late.variants import Variants  # noqa: E402

PLAYER_NAMES = autoplay.PLAYER_NAMES


def random_game(players: int = 6, seed: int = 7, variants: Variants | None = None) -> dict:
    """A finished game's history (the JSON document of API.md), played at random."""
    setup, moves = autoplay.random_game(players, seed, variants)
    return history(setup, moves)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--free-bidding", action="store_true")
    ap.add_argument("--best-wins", action="store_true")
    ap.add_argument("--two-trays", action="store_true")
    args = ap.parse_args()
    variants = Variants(args.free_bidding, args.best_wins, args.two_trays)
    print(json.dumps(random_game(args.players, args.seed, variants)))


if __name__ == "__main__":
    main()
