"""Loading the moves of a finished 6-player game: nested marshmallow schemas (the naive
design) against the API's MovesField (schemas/choco_late/moves.py), and the whole
HistorySchema. Prints medians.

    .venv/bin/python bench/bench_moves_schema.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from marshmallow import RAISE, Schema, fields, validate  # noqa: E402

from schemas.choco_late.moves import MOVE_FIELDS, MovesField  # noqa: E402
from schemas.choco_late.requests import HistorySchema  # noqa: E402
from schemas.choco_late.serialize import history  # noqa: E402
from service.games.choco_late.autoplay import random_game  # noqa: E402


class NaiveMove(Schema):
    class Meta:
        unknown = RAISE

    type = fields.String(required=True, validate=validate.OneOf(list(MOVE_FIELDS)))
    player = fields.String(required=True, validate=validate.Length(1, 64))
    lot = fields.Integer(strict=True)
    amount = fields.Integer(strict=True)
    vouchers = fields.List(fields.Integer(strict=True))
    trays = fields.List(fields.List(fields.Integer(strict=True)))


class NaiveMoves(Schema):
    moves = fields.List(fields.Nested(NaiveMove))


class FastMoves(Schema):
    moves = MovesField(5000)


def median_ms(fn, repeat: int = 300) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def main() -> None:
    game = history(*random_game(6, 8))
    moves = {"moves": game["moves"]}
    print(f"a finished 6-player game: {len(game['moves'])} moves")
    naive, fast, whole = NaiveMoves(), FastMoves(), HistorySchema()
    print(f"  nested marshmallow schemas: median {median_ms(lambda: naive.load(moves)):.3f} ms")
    print(f"  MovesField:                 median {median_ms(lambda: fast.load(moves)):.3f} ms")
    print(f"  the whole HistorySchema:    median {median_ms(lambda: whole.load(game)):.3f} ms")


if __name__ == "__main__":
    main()
