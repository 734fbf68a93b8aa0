"""Replay speed of the Choco Late engine: a finished 6-player game of about 250 moves.

The game is generated once by seeded agents that play like people (they bid on lots they
hold valid vouchers for, rarely bluff, pass when they cannot follow), then replayed
(``game.replay``: every move checked, every auction resolved) many times. Prints the
move count and the median and p99 time of: the replay alone; the replay and the final
scores (what the engine does for ``POST /score/choco-late``, target < 2 ms median); and
the whole HTTP request in process (Flask test client: JSON parsing, schema validation,
replay, scoring, serialising) beside ``GET /healthz`` measured interleaved in the same run
(target: under 15 times its cost).

    .venv/bin/python bench/bench_replay.py [--repeat 2000] [--seed 8]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service.games.choco_late.auction import VALID_FOR  # noqa: E402
from service.games.choco_late.game import Game, replay  # noqa: E402
from service.games.choco_late.moves import Move, MoveType  # noqa: E402
from service.games.choco_late.setup import deal  # noqa: E402
from service.games.choco_late.variants import Variants  # noqa: E402

PLAYERS = ("ann", "bob", "cat", "dan", "eve", "fay")


def agent_move(game: Game, rng: random.Random) -> Move:
    """A plausible move for whoever may act (the first of `to_act`)."""
    legal = game.legal_moves()
    player = legal.to_act[0] if len(legal.to_act) == 1 else rng.choice(legal.to_act)
    options = {o.type: o for o in legal.moves if o.player == player}
    hand = game.hands[player]
    if MoveType.CHOOSE_LOT in options:
        lots = options[MoveType.CHOOSE_LOT].lots
        best = max(lots, key=lambda lot: (len(hand & VALID_FOR[lot]), rng.random()))
        return Move.choose_lot(player, best)
    if MoveType.REPLACE in options:
        o = options[MoveType.REPLACE]
        return Move.replace(player, *sorted(o.valid_vouchers)[: o.count])
    if MoveType.REVEAL in options:
        o = options[MoveType.REVEAL]
        valid = sorted(o.valid_vouchers)
        invalid = [v for v in o.hand if v not in set(valid)]
        picked = valid[: o.count]
        if len(picked) < o.count or (invalid and rng.random() < 0.1):  # short of valid ones, or a bluff
            picked = picked[: o.count - 1] + invalid[: o.count - len(picked[: o.count - 1])]
        return Move.reveal(player, *picked)
    lot = game.auction.lot  # type: ignore[union-attr]
    can = len(hand & VALID_FOR[lot])
    if MoveType.OPEN in options:
        if can and rng.random() < 0.4:
            return Move.open(player, 1)
        return Move.pass_(player)
    if MoveType.RAISE in options:
        o = options[MoveType.RAISE]
        if can > o.min_amount - 1 and rng.random() < 0.25:
            return Move.raise_to(player, o.min_amount)
    if MoveType.JOIN in options and can >= options[MoveType.JOIN].amount and rng.random() < 0.35:
        return Move.join(player)
    return Move.pass_(player)


def realistic_game(seed: int) -> tuple:
    setup = deal(PLAYERS, Variants(), seed)
    rng = random.Random(seed)
    game = Game(setup)
    moves = []
    while not game.is_over:
        move = agent_move(game, rng)
        game.play(move)
        moves.append(move)
    return setup, tuple(moves)


def timed(fn, repeat: int) -> list[float]:
    clock = time.perf_counter
    out = []
    for _ in range(repeat):
        start = clock()
        fn()
        out.append(clock() - start)
    out.sort()
    return out


def describe(times: list[float]) -> str:
    median = statistics.median(times) * 1e3
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1e3
    return f"median {median:.3f} ms, p99 {p99:.3f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=8)
    args = parser.parse_args()

    setup, moves = realistic_game(args.seed)
    result = replay(setup, moves)
    assert result.legal and result.game.is_over
    won = sum(a.result == "won" for a in result.auctions)
    print(f"game: {len(setup.players)} players, {len(moves)} moves, {len(result.auctions)} auctions "
          f"({won} won), seed {args.seed}")

    for _ in range(50):  # warm up
        replay(setup, moves)
    times = []
    clock = time.perf_counter
    for _ in range(args.repeat):
        start = clock()
        replay(setup, moves)
        times.append(clock() - start)
    times.sort()
    median = statistics.median(times) * 1e3
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1e3
    per_move = statistics.median(times) / len(moves) * 1e6
    print(f"replay: median {median:.3f} ms, p99 {p99:.3f} ms, min {times[0] * 1e3:.3f} ms, "
          f"{per_move:.2f} us/move ({args.repeat} runs, target: median < 2 ms)")

    start = clock()
    for _ in range(200):
        r = replay(setup, moves)
        r.state  # noqa: B018
        r.legal_moves  # noqa: B018
    print(f"replay + state + legal_moves: {(clock() - start) / 200 * 1e3:.3f} ms")

    from schemas.choco_late.serialize import history
    from service.app import create_app
    from service.games.choco_late.game import final_collections
    from service.games.choco_late.scoring import score_final

    def replay_and_score():
        r = replay(setup, moves)
        score_final(setup.variants, final_collections(r))

    for _ in range(50):
        replay_and_score()
    print(f"replay + final scores (engine): {describe(timed(replay_and_score, args.repeat))}"
          f" (target: median < 2 ms)")

    client = create_app().test_client()
    body = {"game": history(setup, moves)}
    for _ in range(50):
        client.post("/score/choco-late", json=body)
        client.get("/healthz")
    health, score = [], []
    for _ in range(args.repeat // 4):  # interleaved, so both see the same machine
        health += timed(lambda: client.get("/healthz"), 1)
        score += timed(lambda: client.post("/score/choco-late", json=body), 1)
    health.sort()
    score.sort()
    ratio = statistics.median(score) / statistics.median(health)
    print(f"HTTP in process: GET /healthz {describe(health)}; POST /score/choco-late {describe(score)}")
    print(f"  a scored 6-player game costs {ratio:.1f} x /healthz (target: < 15 x)")


if __name__ == "__main__":
    main()
