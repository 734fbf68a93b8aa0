"""Real game histories for the benchmarks: a seeded random game of any game of the family,
played through its engine's legal moves, as the JSON document of the API. Run it to print one:

    .venv/bin/python bench/history.py --game choco-late --players 6 --seed 7
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from schemas.registry import apis  # noqa: E402


def random_game(game: str = "choco-late", players: int = 6, seed: int = 7, variants: dict | None = None) -> dict:
    """A finished game's history (the JSON document of API.md), played at random."""
    return apis()[game].random_history(players, seed, variants=variants)


def seeded_games(game: str, players: int, seeds: range, variants: dict | None = None) -> list[dict]:
    """The seeded random games of `seeds`, shortest first (the longest is a bench's long game)."""
    return sorted((random_game(game, players, seed, variants) for seed in seeds), key=lambda h: len(h["moves"]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="choco-late", choices=list(apis()))
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--variant", action="append", default=[], help="a variant to switch on (repeatable)")
    args = ap.parse_args()
    print(json.dumps(random_game(args.game, args.players, args.seed, {v: True for v in args.variant})))


if __name__ == "__main__":
    main()
